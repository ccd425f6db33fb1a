import { createHash } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../core/database/client';
import { S3Storage } from '../../core/storage/s3';
import { pdf } from '../../modules/files/samples';
import demo from '../../seed/demo-accounts.json';
import { createScratchDatabase } from '../../test/database';
import { http } from '../../test/http';
import { startS3Server, type TestS3 } from '../../test/s3';
import { startTestServer } from '../../test/server';
import { listStoredFiles } from '../files';
import {
  digestAll,
  type EmbeddedInstallation,
  fingerprintFolder,
  hashAll,
  startEmbeddedInstallation,
} from '../test-support';
import { moveToPostgres } from './move';
import { describeMove } from './summary';

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('the way up: an embedded installation into PostgreSQL and a bucket', () => {
  let installation: EmbeddedInstallation;
  let s3: TestS3;
  let target: Awaited<ReturnType<typeof createScratchDatabase>>;
  let uploaded: string[];
  let rows: Awaited<ReturnType<typeof digestAll>>;
  let files: Record<string, string>;
  let folder: Record<string, string>;

  beforeAll(async () => {
    installation = await startEmbeddedInstallation({ demoData: true });
    uploaded = [
      await installation.upload('image', 3),
      await installation.upload('file', 200_000),
      await installation.upload('file', 0),
    ];
    // The server's jobs (the outbox worker) change rows until it stops.
    await installation.stopServer();
    rows = await digestAll(installation.database.pglite!);
    await installation.stop();
    files = await hashAll(path.join(installation.dataDir, 'files'));
    folder = await fingerprintFolder(installation.dataDir);
    [s3, target] = await Promise.all([startS3Server(), createScratchDatabase(serverUrl!)]);
    // PGlite opens and migrates a folder in seconds, in a minute or more on a loaded machine.
  }, 180_000);
  afterAll(async () => {
    await installation?.remove();
    await s3?.stop();
    await target?.drop();
  });

  const move = () =>
    moveToPostgres({ dataDir: installation.dataDir, databaseUrl: target.url, s3: s3.config });

  it('moves every row and every file, verified, and leaves the folder as it was', {
    timeout: 120_000,
  }, async () => {
    const result = await move();
    expect(describeMove(result)).toMatch(/every count, digest and sha256 matches/);
    expect(result.ok).toBe(true);
    // The demo data's files and the three uploaded here.
    const count = Object.keys(files).length;
    expect(count).toBeGreaterThan(3);
    expect(result.files).toMatchObject({ count, equal: count, different: [] });
    expect(result.tables.find((table) => table.table === 'files')).toMatchObject({
      sourceRows: count,
      targetRows: count,
    });

    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    try {
      expect(await digestAll(client)).toEqual(rows);
    } finally {
      await client.end();
    }
    expect(Object.keys(rows).length).toBeGreaterThan(20);
    expect(rows.vehicles?.rows).toBeGreaterThan(0);

    const bucket = new S3Storage(s3.config);
    try {
      const keys = await listStoredFiles(path.join(installation.dataDir, 'files'));
      expect(await s3.objects()).toEqual(keys);
      for (const key of keys) {
        const bytes = await buffer((await bucket.get(key))!);
        expect(createHash('sha256').update(bytes).digest('hex')).toBe(files[key]);
      }
    } finally {
      bucket.close();
    }
    expect(await fingerprintFolder(installation.dataDir)).toEqual(folder);
  });

  it('refuses a second run into the now filled database, an unusable bucket and a running server', async () => {
    await expect(move()).rejects.toThrow(/is not empty: it holds \d+ tables.*create one/s);

    const closed = await startS3Server();
    await closed.stop();
    await expect(
      moveToPostgres({ dataDir: installation.dataDir, databaseUrl: target.url, s3: closed.config }),
    ).rejects.toThrow(/The bucket platform-files at http:\/\/127\.0\.0\.1:\d+ cannot be used/);

    // A live process holds the lock, as a running server would.
    const lock = path.join(installation.dataDir, 'pglite.lock');
    await writeFile(lock, `${process.ppid}\n`);
    try {
      await expect(move()).rejects.toThrow(/The server is running on .* stop it/);
    } finally {
      await rm(lock);
    }
    expect(await fingerprintFolder(installation.dataDir)).toEqual(folder);
  });

  it('gives a server on PostgreSQL and the bucket the moved accounts, rows and files', async () => {
    const database = await openDatabase({ url: target.url, maxConnections: 2 });
    const server = await startTestServer({ database, config: { s3: s3.config } });
    try {
      const api = http(server.url);
      const login = await api.post('/api/v1/auth/login', {
        email: demo.admin.email,
        password: demo.admin.password,
      });
      expect(login.status).toBe(200);
      const projects = await api.get('/api/v1/project', { 'x-session-id': login.body.sessionId });
      expect(projects.body.items.map((project: { name: string }) => project.name)).toContain(
        demo.portalProject.name,
      );

      // The bytes uploaded before the move, read by the server from the bucket.
      const served = await fetch(`${server.url}${uploaded[1]}`);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(pdf(200_000)))).toBe(true);
    } finally {
      await server.close();
      await database.close();
    }
  });
});
