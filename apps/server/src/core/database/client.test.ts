import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../../test/database';
import { type DatabaseHandle, openDatabase } from './client';

// The pool keeps its connection after an SQL error (client.ts, KeepingPool). PostgreSQL only: PGlite has
// one connection and no pool.
const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('the PostgreSQL pool', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let database: DatabaseHandle;

  const backend = async () =>
    (
      (await database.db.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
        rows: { pid: number }[];
      }
    ).rows[0]!.pid;

  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl!);
    database = await openDatabase({ url: scratch.url, maxConnections: 1 });
  });

  afterAll(async () => {
    await database.close();
    await scratch.drop();
  });

  it('keeps the connection after an error PostgreSQL answered', async () => {
    const before = await backend();
    await expect(database.db.execute(sql`select 1 / 0`)).rejects.toThrow();
    await expect(database.db.execute(sql`select raise_a_missing_function()`)).rejects.toBeInstanceOf(Error);
    expect(await backend()).toBe(before);
  });

  it('drops a connection whose prepared statement a migration outdated; the next one prepares it again', async () => {
    await database.db.execute(sql`create table plan_probe (a int)`);
    await database.db.execute(sql`insert into plan_probe values (1)`);
    const statement = database.db._.session.prepareQuery(
      { sql: 'select * from plan_probe', params: [] },
      undefined,
      'plan_probe_all',
      false,
    );
    await statement.execute();
    const before = await backend();
    await database.db.execute(sql`alter table plan_probe add column b int`);
    // "cached plan must not change result type" (0A000): that connection's statement is outdated for good.
    await expect(statement.execute()).rejects.toMatchObject({ cause: { code: '0A000' } });
    expect(await backend()).not.toBe(before);
    expect(((await statement.execute()) as { rows: unknown[] }).rows).toEqual([{ a: 1, b: null }]);
  });

  it('drops a connection that broke, and answers on a new one', async () => {
    const before = await backend();
    const admin = new pg.Client({ connectionString: scratch.url });
    await admin.connect();
    try {
      await admin.query('select pg_terminate_backend($1)', [before]);
    } finally {
      await admin.end();
    }
    // The terminated backend fails the next query (or the pool noticed already); either way it is gone.
    await database.db.execute(sql`select 1`).catch(() => undefined);
    const after = await backend();
    expect(after).not.toBe(before);
  });
});
