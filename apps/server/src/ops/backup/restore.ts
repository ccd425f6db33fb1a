import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { openDatabase } from '../../core/database/client';
import { CommandError } from '../cli';
import { listStoredFiles, sha256OfFile } from '../files';
import { codeMigrations, countRows, lastAppliedMigration, listTables } from '../inventory';
import { readArchive, readManifest } from './archive';
import { MANIFEST_NAME, type Manifest } from './manifest';

/** Entry names a backup may hold: under pglite/ or files/, plain segments only (no `..`, no absolute path). */
const ENTRY = /^(pglite|files)(\/[A-Za-z0-9_][A-Za-z0-9._-]*)+\/?$/;

/**
 * Restores an archive into an empty (or new) data folder, then checks what landed: every file's size and
 * sha256 and every table's row count against the manifest, and the last migration. Refuses a folder that
 * holds anything, and an archive made by newer code (its last migration unknown here). On any failure the
 * folder is emptied again.
 * @throws CommandError saying what was refused or what differs.
 */
export async function restoreBackup({
  archive,
  dataDir,
}: {
  archive: string;
  dataDir: string;
}): Promise<Manifest> {
  await assertEmptyFolder(dataDir);
  const manifest = await readManifest(archive).catch((error: Error) => {
    throw new CommandError(`${archive} is not a readable backup: ${error.message}`);
  });
  assertMigrationKnown(manifest);
  try {
    await extract(archive, dataDir);
    await verifyFiles(dataDir, manifest);
    await verifyDatabase(dataDir, manifest);
    return manifest;
  } catch (error) {
    for (const entry of await readdir(dataDir))
      await rm(path.join(dataDir, entry), { recursive: true, force: true });
    throw error;
  }
}

async function assertEmptyFolder(folder: string): Promise<void> {
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const entries = await readdir(folder);
  if (entries.length > 0) {
    throw new CommandError(
      `${folder} is not empty (${entries.slice(0, 3).join(', ')}${entries.length > 3 ? ', …' : ''}): restore only into an empty or new folder`,
    );
  }
}

function assertMigrationKnown(manifest: Manifest): void {
  const archived = manifest.database.lastMigration;
  const latest = codeMigrations().at(-1);
  if (archived && latest && archived.when > latest.when) {
    throw new CommandError(
      `The backup's database is at migration ${archived.tag}, newer than this code's last (${latest.tag}): ` +
        `it was made by version ${manifest.app.version}; restore it with that version or a later one`,
    );
  }
}

async function extract(archive: string, dataDir: string): Promise<void> {
  for await (const entry of readArchive(archive)) {
    const { name, type } = entry.header;
    if (name === MANIFEST_NAME) {
      entry.resume();
      continue;
    }
    if (!ENTRY.test(name) || (type !== 'file' && type !== 'directory')) {
      throw new CommandError(`The archive holds an unexpected entry: ${JSON.stringify(name)} (${type})`);
    }
    const target = path.join(dataDir, ...name.split('/').filter(Boolean));
    if (type === 'directory') {
      await mkdir(target, { recursive: true, mode: 0o700 });
      entry.resume();
    } else {
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      await pipeline(entry, createWriteStream(target, { flags: 'wx', mode: 0o600 }));
    }
  }
}

async function verifyFiles(dataDir: string, manifest: Manifest): Promise<void> {
  const root = path.join(dataDir, 'files');
  const restored = await listStoredFiles(root);
  const expected = manifest.files ?? [];
  const unlisted = restored.filter((key) => !expected.some((file) => file.key === key));
  if (unlisted.length > 0) throw new CommandError(`Files not in the manifest: ${unlisted.join(', ')}`);
  for (const file of expected) {
    if (!restored.includes(file.key))
      throw new CommandError(`files/${file.key}: in the manifest, not in the archive`);
    const sha256 = await sha256OfFile(path.join(root, ...file.key.split('/')));
    if (sha256 !== file.sha256) throw new CommandError(`files/${file.key}: sha256 differs from the manifest`);
  }
}

async function verifyDatabase(dataDir: string, manifest: Manifest): Promise<void> {
  const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') }).catch((error: Error) => {
    throw new CommandError(
      `The restored database does not open (${error.message}); it was written by PostgreSQL ${manifest.database.version}`,
    );
  });
  try {
    const client = database.pglite!;
    const rows = await countRows(client, await listTables(client));
    const differences = [...new Set([...Object.keys(rows), ...Object.keys(manifest.database.rows)])]
      .filter((table) => rows[table] !== manifest.database.rows[table])
      .map(
        (table) =>
          `${table}: ${rows[table] ?? 'missing'} rows, the manifest says ${manifest.database.rows[table] ?? 'none'}`,
      );
    if (differences.length > 0) throw new CommandError(`Row counts differ:\n  ${differences.join('\n  ')}`);
    const migration = (await lastAppliedMigration(client)) ?? null;
    if (migration?.when !== manifest.database.lastMigration?.when) {
      throw new CommandError(
        `The restored database's last migration (${migration?.tag}) is not the manifest's`,
      );
    }
  } finally {
    await database.close();
  }
}
