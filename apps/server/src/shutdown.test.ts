import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportLoad, startKeepAliveLoad } from '../../../scripts/lib/keep-alive-load.mjs';
import { createScratchDatabase } from './test/database';
import { freePort } from './test/redis';
import { spawnServer } from './test/server-process';

// The server process as a deployment runs it, stopped with SIGTERM under keep-alive load: on the
// embedded database in a temporary folder, or on a scratch PostgreSQL database when TEST_DATABASE_URL is set.

const postgres = process.env.TEST_DATABASE_URL;

// Well above the 3 readiness probes (100 ms apart) after which the load takes the instance out, even on a busy machine.
const DRAIN_MS = 3000;
let dataDir: string;
let port: number;
let server: ReturnType<typeof startServer>;
let database: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'platform-shutdown-'));
  database = postgres ? await createScratchDatabase(postgres) : undefined;
  port = await freePort();
  server = startServer();
  await server.listening;
}, 120_000);
afterAll(async () => {
  server?.child.kill('SIGKILL');
  await server?.exited;
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe.skipIf(postgres)('the embedded database in one process only', () => {
  it('refuses a second process on the same DATA_DIR, naming DATABASE_URL', async () => {
    const second = startServer();
    const code = await second.exited;
    expect(code).toBe(1);
    expect(second.output()).toContain(`is in use by process ${server.child.pid}`);
    expect(second.output()).toContain('set DATABASE_URL (PostgreSQL) to run several');
  }, 60_000);
});

describe('SIGTERM under keep-alive load', () => {
  it('answers every request it accepted, reports not ready while draining, and exits 0', async () => {
    const load = startKeepAliveLoad({
      origin: `http://127.0.0.1:${port}`,
      path: '/health',
      readyPath: '/health/ready',
      connections: 8,
      maxRequests: 5000,
    });
    // Load first, then the signal while it runs.
    while (load.figures.answered < 200) await new Promise((resolve) => setTimeout(resolve, 20));
    load.signalled();
    server.child.kill('SIGTERM');
    const [figures, code] = await Promise.all([load.finished(), server.exited]);
    console.info(reportLoad('The server', figures));
    expect(figures.errors).toEqual([]);
    expect(figures.dropped).toBe(0);
    expect(figures.answered).toBe(figures.sent);
    expect(Object.keys(figures.statuses)).toEqual(['200']);
    // It kept serving through the drain, asking keep-alive clients to leave, while readiness said 503.
    expect(figures.afterSignal[200]).toBeGreaterThan(0);
    expect(figures.closedAfterSignal).toBeGreaterThan(0);
    expect(figures.out).toBe(true);
    expect(figures.readyAfterSignal[503]).toBeGreaterThan(0);
    // Once not ready, never ready again (a probe sent just before the signal may still say 200).
    const sequence = figures.readinessAfterSignal;
    expect(sequence.slice(sequence.indexOf(503))).not.toContain(200);
    expect(code).toBe(0);
    expect(server.output()).toMatch(/SIGTERM: not ready; draining for 3000 ms[\s\S]*closed/);
  }, 120_000);
});

function startServer() {
  return spawnServer(port, {
    DATABASE_URL: database?.url ?? '',
    DATA_DIR: dataDir,
    SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
  });
}
