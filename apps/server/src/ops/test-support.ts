import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type DatabaseHandle, openDatabase } from '../core/database/client';
import { pdf, png } from '../modules/files/samples';
import { seedDemoData } from '../seed';
import { createServices } from '../services';
import { createProjectFixture, type ProjectFixture } from '../test/fixtures';
import { http } from '../test/http';
import { startTestServer, type TestServer } from '../test/server';
import { listStoredFiles, sha256OfFile } from './files';
import { listTables, type Queryable, tableDigest, useCanonicalOutput } from './inventory';

export type EmbeddedInstallation = {
  dataDir: string;
  database: DatabaseHandle;
  server: TestServer;
  fixture: ProjectFixture;
  /** Uploads a file through the API (a PDF or a PNG of the given size); resolves with its URL's path. */
  upload(kind: 'file' | 'image', size: number): Promise<string>;
  /** Stops the server (its jobs, such as the outbox worker, with it); the database stays open. */
  stopServer(): Promise<void>;
  /** Stops the server and closes the database; the folder stays (see `remove`). */
  stop(): Promise<void>;
  remove(): Promise<void>;
};

/**
 * An installation as `npm start` leaves it: the app on PGlite in `${dataDir}/pglite`, files in `files/`,
 * with a project fixture, and `npm start`'s demo data when asked.
 */
export async function startEmbeddedInstallation(
  options: { demoData?: boolean } = {},
): Promise<EmbeddedInstallation> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'installation-'));
  const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
  await database.migrate();
  const server = await startTestServer({ database, config: { dataDir } });
  if (options.demoData) await seedDemoData(createServices(database, server.config), server.app.log);
  const fixture = await createProjectFixture(server);
  const api = http(server.url);
  let serverStopped = false;
  let stopped = false;
  const stopServer = async () => {
    if (serverStopped) return;
    serverStopped = true;
    await server.close();
  };
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await stopServer();
    await database.close();
  };
  return {
    dataDir,
    database,
    server,
    fixture,
    async upload(kind, size) {
      const body = new FormData();
      const bytes = kind === 'image' ? png(size, size) : pdf(size);
      body.append('file', new Blob([bytes]), kind === 'image' ? 'picture.png' : 'document.pdf');
      const response = await api.post(`/api/v2/${kind}/upload`, body, fixture.headers.public);
      if (response.status !== 201) throw new Error(`upload failed: ${JSON.stringify(response.body)}`);
      return new URL(response.body.url as string).pathname;
    },
    stopServer,
    stop,
    async remove() {
      await stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Every table's row count and digest, to compare two databases. */
export async function digestAll(db: Queryable): Promise<Record<string, { rows: number; md5: string }>> {
  await useCanonicalOutput(db);
  const digests: Record<string, { rows: number; md5: string }> = {};
  for (const table of await listTables(db)) digests[table] = await tableDigest(db, table);
  return digests;
}

/** sha256 of every stored file under a storage root, by key. */
export async function hashAll(root: string): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for (const key of await listStoredFiles(root))
    hashes[key] = await sha256OfFile(path.join(root, ...key.split('/')));
  return hashes;
}

/** Every file under a folder by relative path: size, modification time and sha256 (to prove it untouched). */
export async function fingerprintFolder(folder: string): Promise<Record<string, string>> {
  const fingerprints: Record<string, string> = {};
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  for (const entry of entries.filter((each) => each.isFile())) {
    const file = path.join(entry.parentPath, entry.name);
    const { size, mtimeMs } = await stat(file);
    fingerprints[path.relative(folder, file)] = `${size} ${mtimeMs} ${await sha256OfFile(file)}`;
  }
  return fingerprints;
}
