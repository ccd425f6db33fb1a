import pg from 'pg';
import { openDatabase } from '../../core/database/client';
import { CommandError } from '../cli';
import { countRows, lastAppliedMigration, listTables } from '../inventory';

/**
 * A connection to the target database, checked new (see `migrateTarget`). A database that already holds
 * tables is refused (a second run, a server started on it, another application's data): nothing is merged
 * into or overwritten. (Rows do not tell: the migrations themselves insert reference rows.)
 * @throws CommandError when the database cannot be reached or is not new.
 */
export async function openTarget(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (error) {
    throw new CommandError(`Cannot connect to DATABASE_URL (${redacted(url)}): ${messageOf(error)}`);
  }
  try {
    await assertNew(client, url);
    return client;
  } catch (error) {
    await client.end();
    throw error;
  }
}

/** Creates the schema: this code's migrations, as a server's start would apply them. */
export async function migrateTarget(url: string): Promise<void> {
  const database = await openDatabase({ url, maxConnections: 1 });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
}

async function assertNew(client: pg.Client, url: string): Promise<void> {
  const tables = await listTables(client);
  const migrated = await lastAppliedMigration(client);
  if (tables.length === 0 && !migrated) return;
  const counts = await countRows(client, tables);
  const named = Object.entries(counts)
    .sort(([, a], [, b]) => b - a)
    .slice(0, 3)
    .map(([table, rows]) => `${table} (${rows} rows)`);
  throw new CommandError(
    `The target database ${redacted(url)} is not empty: it holds ${tables.length} tables${named.length ? `, e.g. ${named.join(', ')}` : ''}${migrated ? ' and applied migrations' : ''}. ` +
      'The way up creates the schema itself in a new database: create one (createdb platform) and point ' +
      'DATABASE_URL at it, or drop and recreate this one if what it holds may go. Do not start a server ' +
      'on it before the move.',
  );
}

/** The URL without its password, for messages. */
export function redacted(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'an unreadable URL';
  }
}

/** An error's message, or its name or code when it has none (AWS SDK and socket errors). */
export function messageOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as NodeJS.ErrnoException).code;
  if (error instanceof AggregateError && error.errors.length) return messageOf(error.errors[0]);
  return error.message || code || error.name;
}
