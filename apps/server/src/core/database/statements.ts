import { createHash } from 'node:crypto';
import { DrizzleQueryError, is, Param, Placeholder, type SQL, sql } from 'drizzle-orm';
import { NodePgPreparedQuery } from 'drizzle-orm/node-postgres';
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
  { keep }: { keep?: number } = {},
): (shape: Shape) => Statement {
  const built = new Map<string, Statement>();
  return (shape) => {
    const key = JSON.stringify(shape);
    const known = built.get(key);
    if (known) {
      if (keep) {
        // The most recently used last: the first is the one to drop.
        built.delete(key);
        built.set(key, known);
      }
      return known;
    }
    const made = withCompiledExecution(build(shape, statementName(kind, key)));
    built.set(key, made);
    if (keep && built.size > keep) built.delete(built.keys().next().value!);
    return made;
  };
}

/** A statement's value by name, in its SQL: the value itself, or a prepared statement's placeholder. */
export type Bind = (name: string) => SQL;

/** Binds the values themselves (a query run once, or explained by a bench). */
export const boundTo =
  (values: Record<string, unknown>): Bind =>
  (name) => {
    if (!(name in values)) throw new Error(`No value for "${name}"`);
    // One parameter, a list too (sql`${list}` would spread it into one parameter per item).
    return sql`${sql.param(values[name])}`;
  };

/** Binds placeholders of the same names (the values come with each execution). */
export const placeholders: Bind = (name) => sql`${sql.placeholder(name)}`;

/**
 * A placeholder cast to its PostgreSQL type (`$1::uuid`): a statement's values are sent as text, and
 * PostgreSQL cannot infer the type of one passed to a function or compared in a CTE.
 */
export const typedPlaceholder = (name: string, type: string): SQL =>
  sql`${sql.placeholder(name)}::${sql.raw(type)}`;

/**
 * One name per statement text, the same in every instance of a service (several may share a pool):
 * a connection refuses one name for two texts.
 */
export function statementName(kind: string, shape: unknown): string {
  const key = typeof shape === 'string' ? shape : JSON.stringify(shape);
  return `${kind}_${createHash('sha256').update(key).digest('hex').slice(0, 20)}`;
}

const dialect = new PgDialect();

/**
 * A raw statement prepared under its name: parsed once per pool connection, each execution binds its
 * values. Without a name it is only built once: PostgreSQL parses it with each execution.
 */
export function prepareStatement(db: Database, statement: SQL, name?: string) {
  return withCompiledExecution(
    db._.session.prepareQuery(dialect.sqlToQuery(statement), undefined, name, false),
  );
}

/** The rows of one execution (both drivers answer `{ rows }`). */
export async function executeRows<T>(
  statement: ReturnType<typeof prepareStatement>,
  values: Record<string, unknown>,
): Promise<T[]> {
  return ((await statement.execute(values)) as { rows: T[] }).rows;
}

/** What a node-postgres prepared query keeps (Drizzle's internal fields). */
type NodePgPrepared = {
  params: unknown[];
  client: { query(config: unknown, values: unknown[]): Promise<{ rows: unknown[] }> };
  logger: { logQuery(query: string, params: unknown[]): void };
  queryConfig: { text: string };
  rawQueryConfig: { text: string };
  fields?: unknown[];
  customResultMapper?: (rows: unknown[]) => unknown;
  execute(values?: Record<string, unknown>): Promise<unknown>;
};

/**
 * Gives a prepared statement on PostgreSQL an `execute` that does what Drizzle's does (fill the
 * placeholders, log the query, run it, map the rows, wrap a failure in DrizzleQueryError) with the
 * placeholders resolved once: Drizzle tells placeholders from values with an `instanceof` walk per value
 * and per execution, inside three nested tracing closures (a tenth of a placed order's server time).
 * Statements Drizzle maps row by row itself (no compiled mapper) and PGlite's keep Drizzle's own.
 */
export function withCompiledExecution<S>(statement: S): S {
  if (!is(statement, NodePgPreparedQuery)) return statement;
  const prepared = statement as unknown as NodePgPrepared;
  if (prepared.fields && !prepared.customResultMapper) return statement;
  const fill = compilePlaceholders(prepared.params);
  prepared.execute = async (values = {}) => {
    const params = fill(values);
    prepared.logger.logQuery(prepared.rawQueryConfig.text, params);
    // Read when executed: withCompiledRows may set the mapper after the statement is made.
    const mapper = prepared.customResultMapper;
    const config = mapper ? prepared.queryConfig : prepared.rawQueryConfig;
    let result: { rows: unknown[] };
    try {
      result = await prepared.client.query(config, params);
    } catch (error) {
      throw new DrizzleQueryError(config.text, params, error as Error);
    }
    return mapper ? mapper(result.rows) : result;
  };
  return statement;
}

/** Drizzle's fillPlaceholders with each parameter's kind decided once. */
function compilePlaceholders(params: unknown[]) {
  const steps = params.map((param) => {
    if (is(param, Placeholder)) return { name: param.name as string };
    if (is(param, Param) && is(param.value, Placeholder)) {
      return { name: param.value.name as string, encoder: param.encoder };
    }
    return { constant: param };
  });
  return (values: Record<string, unknown>) => {
    const filled = new Array<unknown>(steps.length);
    for (let index = 0; index < steps.length; index++) {
      const step = steps[index]!;
      if (step.name === undefined) {
        filled[index] = step.constant;
        continue;
      }
      if (!(step.name in values)) throw new Error(`No value for placeholder "${step.name}" was provided`);
      const value = values[step.name];
      filled[index] = step.encoder ? step.encoder.mapToDriverValue(value) : value;
    }
    return filled;
  };
}
