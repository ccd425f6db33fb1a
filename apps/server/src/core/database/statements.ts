import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/**
 * Queries of a hot path built once per shape (which filters are present, the sort…) as Drizzle
 * prepared statements with `sql.placeholder` values: a request only binds its values instead of
 * building the SQL again (Drizzle's query building was a fifth of a list request's server time), and
 * PostgreSQL parses each named statement once per connection (the pool still plans every execution
 * with its values, `client.ts`). `build` receives the statement's name for `.prepare(name)`.
 */
export function statementsByShape<Shape, Statement>(
  kind: string,
  build: (shape: Shape, name: string) => Statement,
): (shape: Shape) => Statement {
  const built = new Map<string, Statement>();
  return (shape) => {
    const key = JSON.stringify(shape);
    const known = built.get(key);
    if (known) return known;
    const made = build(shape, statementName(kind, key));
    built.set(key, made);
    return made;
  };
}

/**
 * One name per statement text, the same in every instance of a service (several may share a pool):
 * a connection refuses one name for two texts.
 */
export function statementName(kind: string, shape: unknown): string {
  const key = typeof shape === 'string' ? shape : JSON.stringify(shape);
  return `${kind}_${createHash('sha256').update(key).digest('hex').slice(0, 20)}`;
}

const dialect = new PgDialect();

/** A raw statement prepared under its name: parsed once per pool connection, each execution binds its values. */
export function prepareStatement(db: Database, statement: SQL, name: string) {
  return db._.session.prepareQuery(dialect.sqlToQuery(statement), undefined, name, false);
}

/** The rows of one execution (both drivers answer `{ rows }`). */
export async function executeRows<T>(
  statement: ReturnType<typeof prepareStatement>,
  values: Record<string, unknown>,
): Promise<T[]> {
  return ((await statement.execute(values)) as { rows: T[] }).rows;
}
