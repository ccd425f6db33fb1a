import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream } from 'node:stream/web';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { CommandError } from '../cli';
import { listTables, type Queryable, quote, tableDigest, useCanonicalOutput } from '../inventory';

export type TableResult = {
  table: string;
  sourceRows: number;
  /** Undefined when the target lacks the table. */
  targetRows?: number;
  digestEqual: boolean;
};

/**
 * Copies every application table from the source (PGlite) into the target (PostgreSQL, new and
 * migrated) inside one transaction, in place of the rows the migrations inserted, parents before
 * children and with the tables' own triggers off, then compares each table's count and digest
 * (`tableDigest`) on both sides within that transaction. Only when every table matches are the sequences
 * set to the source's values and the transaction committed; otherwise it is rolled back and the target
 * stays empty. Resolves with a result per table either way.
 */
export async function copyTables(source: PGlite, target: pg.Client): Promise<TableResult[]> {
  const sourceTables = await listTables(source);
  const targetTables = new Set(await listTables(target));
  const order = await dependencyOrder(target, [...targetTables]);
  await useCanonicalOutput(source);
  await target.query('begin');
  try {
    await useCanonicalOutput(target);
    // The migrations insert reference rows, which the source holds too (perhaps changed since).
    if (order.length > 0) await target.query(`truncate ${order.map(quote).join(', ')}`);
    // The rows are copied as they are: a trigger deriving rows from others (the monthly totals from the
    // daily ones) would add them a second time; it is back on before the commit.
    const copied = order.filter((table) => sourceTables.includes(table));
    for (const table of copied) await target.query(`alter table ${quote(table)} disable trigger user`);
    for (const table of copied) await copyTable(source, target, table);
    for (const table of copied) await target.query(`alter table ${quote(table)} enable trigger user`);
    const results: TableResult[] = [];
    const empty = { rows: 0, md5: '' };
    for (const table of [...order, ...sourceTables.filter((name) => !targetTables.has(name))]) {
      // Both sides run this code's migrations: a table on one side only would be a bug, shown as a mismatch.
      const before = sourceTables.includes(table) ? await tableDigest(source, table) : empty;
      const after = targetTables.has(table) ? await tableDigest(target, table) : undefined;
      results.push({
        table,
        sourceRows: before.rows,
        targetRows: after?.rows,
        digestEqual: after !== undefined && after.rows === before.rows && after.md5 === before.md5,
      });
    }
    if (results.every((result) => result.digestEqual)) {
      await copySequences(source, target);
      await target.query('commit');
    } else {
      await target.query('rollback');
    }
    return results;
  } catch (error) {
    await target.query('rollback').catch(() => {});
    throw error;
  }
}

/**
 * The tables with every table after those its foreign keys reference (a table's references to itself
 * are checked at the end of its COPY statement, so they need no order).
 * @throws CommandError on a cycle between tables, which no order satisfies.
 */
export async function dependencyOrder(db: Queryable, tables: string[]): Promise<string[]> {
  const { rows } = await db.query<{ child: string; parent: string }>(
    `select child.relname as child, parent.relname as parent
       from pg_constraint k
       join pg_class child on child.oid = k.conrelid
       join pg_class parent on parent.oid = k.confrelid
       join pg_namespace n on n.oid = child.relnamespace
      where k.contype = 'f' and n.nspname = 'public'`,
  );
  const parents = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const { child, parent } of rows) if (child !== parent) parents.get(child)?.add(parent);
  const ordered: string[] = [];
  const remaining = [...tables].sort();
  while (remaining.length > 0) {
    const next = remaining.findIndex((table) =>
      [...parents.get(table)!].every((parent) => ordered.includes(parent) || !parents.has(parent)),
    );
    if (next === -1) {
      throw new CommandError(`The tables' foreign keys form a cycle: ${remaining.join(', ')}`);
    }
    ordered.push(...remaining.splice(next, 1));
  }
  return ordered;
}

/** One table in PostgreSQL's text COPY format: the source writes it to a blob, the target reads it. */
async function copyTable(source: PGlite, target: pg.Client, table: string): Promise<void> {
  // The target's stored columns, named on both sides: generated columns are computed again by the target.
  const { rows } = await target.query<{ name: string }>(
    `select column_name as name from information_schema.columns
      where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER'
      order by ordinal_position`,
    [table],
  );
  const columns = rows.map((row) => quote(row.name)).join(', ');
  const { blob } = await source.query(`copy ${quote(table)} (${columns}) to '/dev/blob'`);
  if (!blob || blob.size === 0) return;
  await pipeline(
    Readable.fromWeb(blob.stream() as ReadableStream),
    target.query(copyFrom(`copy ${quote(table)} (${columns}) from stdin`)),
  );
}

/** Every sequence where the source left it, so that new rows do not collide with copied ones. */
async function copySequences(source: PGlite, target: pg.Client): Promise<void> {
  const { rows } = await source.query<{ name: string; start: string; last: string | null }>(
    `select sequencename as name, start_value::text as start, last_value::text as last
       from pg_sequences where schemaname = 'public'`,
  );
  for (const { name, start, last } of rows) {
    await target.query('select setval($1::regclass, $2::bigint, $3)', [
      `public.${quote(name)}`,
      last ?? start,
      last !== null,
    ]);
  }
}
