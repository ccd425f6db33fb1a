import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../core/database/client';
import { createScratchDatabase } from './database';

/**
 * Vitest's global setup for the suites that open test databases: migrates one database before the
 * files run, and each file's database starts as a copy of it (openTestDatabase). Opening a new PGlite
 * runs initdb (3–5 s on this machine) and the migrations take another second or more, in every file;
 * loading an image takes about one. The migrations still run once per run, on the real database.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = await createScratchDatabase(serverUrl);
    const database = await openDatabase({ url: template.url, maxConnections: 1 });
    await database.migrate();
    await database.close();
    project.provide('postgresTemplate', new URL(template.url).pathname.slice(1));
    return () => template.drop();
  }
  const database = await openDatabase({});
  await database.migrate();
  const image = await database.pglite?.dumpDataDir('none');
  await database.close();
  if (!image) throw new Error('PGlite gave no data folder image');
  const file = path.join(
    tmpdir(),
    `fuel-test-pglite-${process.pid}-${project.name.replace(/\W+/g, '-')}.tar`,
  );
  await writeFile(file, Buffer.from(await image.arrayBuffer()));
  project.provide('pgliteImage', file);
  return () => rm(file, { force: true });
}
