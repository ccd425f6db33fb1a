import pg from 'pg';
import { openDatabase } from '../../core/database/client';
import { CommandError } from '../cli';
import { countRows, listTables } from '../inventory';

/**
 * A connection to the target database, checked empty and migrated: every application table exists and
 * holds no row. Refuses a database that holds any row (a second run, a server already started on it with
 * the demo data, another application's tables), so nothing is merged into or overwritten.
 * @throws CommandError when the database cannot be reached or is not empty.
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
    await assertEmpty(client, url);
    const database = await openDatabase({ url, maxConnections: 1 });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    return client;
  } catch (error) {
    await client.end();
    throw error;
  }
}

async function assertEmpty(client: pg.Client, url: string): Promise<void> {
  const counts = await countRows(client, await listTables(client));
  const filled = Object.entries(counts).filter(([, rows]) => rows > 0);
  if (filled.length === 0) return;
  const named = filled
    .slice(0, 4)
    .map(([table, rows]) => `${table} (${rows})`)
    .join(', ');
  throw new CommandError(
    `The target database ${redacted(url)} is not empty: ${named}${filled.length > 4 ? ', …' : ''} hold rows. ` +
      'The way up copies into an empty database only: create a new one (createdb platform) and point ' +
      'DATABASE_URL at it, or drop and recreate this one if what it holds may go. Do not start a server ' +
      'on it before the move (it would seed the demo data).',
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
