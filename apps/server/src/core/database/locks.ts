import { sql } from 'drizzle-orm';
import type { Database } from './client';

/**
 * Takes a PostgreSQL advisory lock on `key` until the end of the transaction `tx`: writers that must not
 * interleave (two requests spending the same balance, two manager changes closing a loop) take the same
 * key and run one after the other, on PGlite and on PostgreSQL alike.
 */
export async function lockForTransaction(tx: Database, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}
