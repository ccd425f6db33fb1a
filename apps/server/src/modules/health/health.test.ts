import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../core/database/client';
import { openTestDatabase } from '../../test/database';
import { http } from '../../test/http';
import { startTestServer, type TestServer } from '../../test/server';
import { checkReadiness } from './readiness';

let server: TestServer;
let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  server = await startTestServer({ database });
});
afterAll(async () => {
  await server.close();
  await database.close().catch(() => {}); // the last test closed it already
});

describe('GET /health', () => {
  it('reports the database as up', async () => {
    const response = await http(server.url).get('/health');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      status: 'ok',
      database: { status: 'up', driver: server.database.driver },
    });
    expect(response.headers.get('x-request-id')).toBeTruthy();
  });
});

describe('GET /health/live and /health/ready', () => {
  it('are public: live, and ready with every check passing', async () => {
    const live = await http(server.url).get('/health/live');
    expect(live).toMatchObject({ status: 200, body: { status: 'live' } });
    const ready = await http(server.url).get('/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({
      status: 'ready',
      checks: {
        database: { status: 'pass' },
        storage: { status: 'pass' },
        migrations: { status: 'pass' },
        draining: { status: 'pass' },
      },
    });
  });

  it('answers 503 naming the storage while the files folder cannot be used', async () => {
    const files = path.join(server.config.dataDir, 'files');
    await rm(files, { recursive: true, force: true });
    await writeFile(files, 'not a folder');
    try {
      const ready = await http(server.url).get('/health/ready');
      expect(ready.status).toBe(503);
      expect(ready.body.status).toBe('not_ready');
      expect(ready.body.checks.storage).toMatchObject({ status: 'fail', error: expect.any(String) });
      expect(ready.body.checks.database).toEqual({ status: 'pass' });
    } finally {
      await rm(files, { force: true });
    }
    expect((await http(server.url).get('/health/ready')).status).toBe(200);
  });

  it('answers 503 while draining, still live, and still serving with Connection: close', async () => {
    server.app.lifecycle.drain();
    const ready = await http(server.url).get('/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body.checks.draining).toEqual({ status: 'fail', error: 'shutting down' });
    const live = await server.app.inject({ method: 'GET', url: '/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.headers.connection).toBe('close');
  });

  it('answers 503 naming the database once it is closed', async () => {
    await database.close();
    const ready = await http(server.url).get('/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body.checks.database).toMatchObject({ status: 'fail' });
  });
});

describe('checkReadiness', () => {
  const up = { ping: async () => {} };
  const lifecycle = { migrated: true, draining: false };

  it('fails a Storage whose check rejects, with its reason', async () => {
    const storage = { check: () => Promise.reject(new Error('bucket not found')) };
    expect(await checkReadiness({ database: up, storage, lifecycle })).toEqual({
      status: 'not_ready',
      checks: {
        database: { status: 'pass' },
        storage: { status: 'fail', error: 'bucket not found' },
        migrations: { status: 'pass' },
        draining: { status: 'pass' },
      },
    });
  });

  it('fails a dependency that does not answer within the timeout, and migrations not yet applied', async () => {
    const hanging = { ping: () => new Promise<void>(() => {}) };
    const result = await checkReadiness({
      database: up,
      storage: { check: async () => {} },
      redis: hanging,
      lifecycle: { ...lifecycle, migrated: false },
      timeoutMs: 50,
    });
    expect(result.status).toBe('not_ready');
    expect(result.checks.redis).toEqual({ status: 'fail', error: 'no answer within 50 ms' });
    expect(result.checks.migrations.status).toBe('fail');
  });
});
