import type { SQL } from 'drizzle-orm';
import type { Database } from '../../core/database/client';

/** Runs a raw statement and returns its rows (both drivers answer `{ rows }`; Drizzle types it loosely). */
export async function rowsOf<T>(tx: Database, query: SQL): Promise<T[]> {
  const result = (await tx.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
