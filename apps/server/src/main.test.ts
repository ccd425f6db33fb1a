import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createScratchDatabase } from './test/database';

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

/** Starts src/main.ts, waits until it listens, stops it with SIGTERM; resolves with all it printed. */
function startAndStop(env: Record<string, string>): Promise<string> {
  const main = fileURLToPath(new URL('./main.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: { ...process.env, ...env, NODE_OPTIONS: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Server listening')) child.kill('SIGTERM');
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('error', reject);
    child.on('exit', () => resolve(output));
  });
}
