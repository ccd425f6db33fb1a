import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../core/database/client';
import { outboxBacklog } from '../core/outbox/backlog';
import { seedDemoData } from '../seed';
import { createServices } from '../services';
import { createScratchDatabase } from '../test/database';
import { startTestServer } from '../test/server';
import { lastAppliedMigration } from './inventory';
import { digestAll } from './test-support';

// The PostgreSQL backup recipe of docs/BACKUPS.md, run as the page shows it: its `pg_dump` and
// `pg_restore` lines are read from the page, so the two cannot drift apart.

const serverUrl = process.env.TEST_DATABASE_URL;
const guide = fileURLToPath(new URL('../../../../docs/BACKUPS.md', import.meta.url));

/** The one line of the guide's shell blocks that runs `program`. */
function recipeLine(program: string): string {
  const lines = readFileSync(guide, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith(`${program} `));
  expect(lines, `docs/BACKUPS.md: one ${program} line`).toHaveLength(1);
  return lines[0]!;
}

/** The client tools of the server's major version (Debian's layout), else those on PATH. */
async function toolsFolderFor(url: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ version: string }>('show server_version_num');
    const folder = `/usr/lib/postgresql/${Math.floor(Number(rows[0]!.version) / 10_000)}/bin`;
    return existsSync(path.join(folder, 'pg_dump')) ? folder : undefined;
  } finally {
    await client.end();
  }
}

async function digestOf(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return { tables: await digestAll(client), migration: await lastAppliedMigration(client) };
  } finally {
    await client.end();
  }
}

async function untilOutboxIsEmpty(db: Parameters<typeof outboxBacklog>[0], timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while ((await outboxBacklog(db)).pending > 0) {
    if (Date.now() > deadline) throw new Error('the outbox did not empty in time');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.skipIf(!serverUrl)('the PostgreSQL backup recipe (docs/BACKUPS.md)', () => {
  it('dumps a database with the demo data while a server runs and restores every row into a new one', {
    timeout: 120_000,
  }, async () => {
    const source = await createScratchDatabase(serverUrl!);
    const restored = await createScratchDatabase(serverUrl!);
    const work = await mkdtemp(path.join(tmpdir(), 'pg-recipe-'));
    const database = await openDatabase({ url: source.url, maxConnections: 4 });
    try {
      await database.migrate();
      const server = await startTestServer({ database });
      try {
        await seedDemoData(createServices(database, server.config), server.app.log);
        // The seed leaves work in the outbox (decline alerts, their notifications) that the running
        // server finishes on its own: the dump is compared with the source once that work is done,
        // or the source would have moved on after the dump and the two could not be compared.
        await untilOutboxIsEmpty(database.db);
        const tools = await toolsFolderFor(serverUrl!);
        const run = (line: string) =>
          promisify(execFile)('sh', ['-c', line], {
            cwd: work,
            env: {
              PATH: `${tools ? `${tools}${path.delimiter}` : ''}${process.env.PATH}`,
              DATABASE_URL: source.url,
              RESTORED_DATABASE_URL: restored.url,
              DUMP: path.join(work, 'platform.dump'),
            },
          });
        await run(recipeLine('pg_dump'));
        await run(recipeLine('pg_restore'));
      } finally {
        await server.close();
      }
      const [before, after] = await Promise.all([digestOf(source.url), digestOf(restored.url)]);
      expect(before.tables.vehicles?.rows).toBeGreaterThan(0);
      expect(after).toEqual(before);
    } finally {
      await database.close();
      await Promise.all([source.drop(), restored.drop(), rm(work, { recursive: true, force: true })]);
    }
  });
});
