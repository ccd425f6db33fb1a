import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database } from './client';

type Thunks<T extends readonly unknown[]> = { [K in keyof T]: () => PromiseLike<T[K]> };

/**
 * Runs independent queries at once on the pool, but one after another inside a transaction: a
 * transaction holds one connection, and a query sent while another runs on it is queued by pg 8 with
 * a DeprecationWarning and refused by pg 9. Functions that take an executor (`exec`, `tx`) use this
 * instead of `Promise.all`.
 */
export async function parallel<T extends readonly unknown[]>(exec: Database, queries: Thunks<T>): Promise<T> {
  if (!(exec instanceof PgTransaction)) return Promise.all(queries.map((query) => query())) as unknown as T;
  const results: unknown[] = [];
  for (const query of queries) results.push(await query());
  return results as unknown as T;
}
