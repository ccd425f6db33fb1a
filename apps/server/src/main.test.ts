import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createScratchDatabase } from './test/database';
import { freePort, redisBinary, startRedis } from './test/redis';

// The server process as `npm start` runs it, on PostgreSQL with the demo data: a query sent on a
// connection that is still busy (Promise.all inside a transaction) makes pg print a DeprecationWarning
// (an error from pg 9). The whole start, migrations and seed included, must print none.

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('the server process on PostgreSQL', () => {
  it('migrates, seeds the demo data and listens without a deprecation warning', async () => {
    const database = await createScratchDatabase(serverUrl!);
    const dataDir = await mkdtemp(path.join(tmpdir(), 'platform-start-'));
    try {
      const output = await startAndStop({
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        HOST: '127.0.0.1',
        PORT: '0',
        SEED_DEMO_DATA: 'true',
        LOG_LEVEL: 'info',
        LOG_PRETTY: 'false',
      });
      expect(output).toContain('demo data seeded');
      expect(output).not.toMatch(/DeprecationWarning|Warning:/);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
      await database.drop();
    }
  }, 120_000);
});

describe('several server processes (WEB_CONCURRENCY)', () => {
  it('are refused on the embedded database, naming the setting', async () => {
    const { output, code } = await run({ WEB_CONCURRENCY: '2', DATABASE_URL: '', REDIS_URL: '' });
    expect(code).toBe(1);
    expect(output).toContain('WEB_CONCURRENCY: several server processes need DATABASE_URL');
  }, 60_000);

  it.skipIf(!serverUrl || !redisBinary)(
    'share one port on PostgreSQL and Redis, and all stop on SIGTERM',
    async () => {
      const database = await createScratchDatabase(serverUrl!);
      const redis = await startRedis();
      const port = await freePort();
      try {
        const { output, code } = await run(
          {
            WEB_CONCURRENCY: '2',
            DATABASE_URL: database.url,
            REDIS_URL: redis.url,
            HOST: '127.0.0.1',
            PORT: String(port),
            SEED_DEMO_DATA: 'true',
            LOG_LEVEL: 'info',
            LOG_PRETTY: 'false',
          },
          { stopAfterListening: 2 },
        );
        expect(output.match(/Server listening/g)).toHaveLength(2);
        expect(output.match(/demo data seeded/g)).toHaveLength(1);
        expect(code).toBe(0);
        // Every process closed its port.
        await expect(fetch(`http://127.0.0.1:${port}/health`)).rejects.toThrow();
      } finally {
        await redis.stop();
        await database.drop();
      }
    },
    180_000,
  );
});

/** Starts src/main.ts, waits until it listens, stops it with SIGTERM; resolves with all it printed. */
async function startAndStop(env: Record<string, string>): Promise<string> {
  return (await run(env, { stopAfterListening: 1 })).output;
}

/**
 * Runs src/main.ts with `env`; after `stopAfterListening` servers said they listen, sends SIGTERM.
 * Resolves with all it printed and its exit code.
 */
function run(
  env: Record<string, string>,
  { stopAfterListening = 0 } = {},
): Promise<{ output: string; code: number | null }> {
  const main = fileURLToPath(new URL('./main.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: { ...process.env, SHUTDOWN_DRAIN_MS: '0', ...env, NODE_OPTIONS: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    let stopped = false;
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = output.match(/Server listening/g)?.length ?? 0;
      if (!stopped && stopAfterListening > 0 && listening >= stopAfterListening) {
        stopped = true;
        child.kill('SIGTERM');
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('error', reject);
    child.on('exit', (code) => resolve({ output, code }));
  });
}
