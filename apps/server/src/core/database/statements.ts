import { createHash } from 'node:crypto';

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
