import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../core/database/client';

// What the global setup (database-template.ts) provides; declared here, beside its readers, so every
// workspace that compiles these helpers (the kit's tests do) knows it.
declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a migrated PGlite data folder (`dumpDataDir`), for PGlite runs. */
    pgliteImage?: string;
    /** A migrated database on TEST_DATABASE_URL's server, copied for each test file (`template`). */
    postgresTemplate?: string;
  }
}

/**
 * A fresh, migrated database for one test file: PGlite in memory by default; when TEST_DATABASE_URL
 * names a PostgreSQL server, a new database on it, dropped again on close. Both start as a copy of the
 * database the run's global setup migrated (database-template.ts), when there is one.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const image = inject('pgliteImage');
    const database = await openDatabase({
      pgliteImage: image ? new Blob([await readFile(image)]) : undefined,
    });
    await database.migrate();
    return database;
  }
  const scratch = await createScratchDatabase(serverUrl, inject('postgresTemplate'));
  const database = await openDatabase({ url: scratch.url, maxConnections: 5 });
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}

/**
 * A new database on the local PostgreSQL server at `serverUrl`, empty or a copy of `template`, and how
 * to drop it.
 */
export async function createScratchDatabase(serverUrl: string, template?: string) {
  if (!['localhost', '127.0.0.1', '[::1]'].includes(new URL(serverUrl).hostname)) {
    throw new Error(
      'TEST_DATABASE_URL must point at a local PostgreSQL server: tests create and drop databases',
    );
  }
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  const copy = template ? ` template ${template}` : '';
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}${copy}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withAdminClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`)),
  };
}

async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
