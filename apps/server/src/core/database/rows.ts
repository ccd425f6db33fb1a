import { Column, getTableName, is, SQL } from 'drizzle-orm';
import { PgTimestamp } from 'drizzle-orm/pg-core';
import { JsonDate } from './json-date';

type Decoder = { mapFromDriverValue(value: unknown): unknown };
type SelectedField = { path: string[]; field: unknown };
/** What a Drizzle prepared select keeps of its selection (internal fields, the same in every driver). */
type PreparedSelect = {
  fields?: SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
};

/**
 * Gives a prepared select a row mapper compiled once from its selection: the rows come out exactly as
 * Drizzle's own mapper makes them (nested objects, decoded values, a left-joined table's object null
 * when it has no row), without resolving every column's decoder and table again on every row of every
 * execution (Drizzle's mapper was as costly as serializing the answer on a 20-row list page).
 */
export function withCompiledRows<S>(statement: S): S {
  const prepared = statement as unknown as PreparedSelect;
  if (!prepared.fields || prepared.customResultMapper) return statement;
  prepared.customResultMapper = compileRowMapper(prepared.fields, prepared.joinsNotNullableMap);
  return statement;
}

/**
 * How a column's driver value becomes its row value: Drizzle's decoder, except that a timestamp read as
 * text (node-postgres; PGlite hands Dates over) becomes a {@link JsonDate}, whose JSON form is cheaper.
 */
export function columnDecoder(column: Column): Decoder {
  if (!is(column, PgTimestamp)) return column as unknown as Decoder;
  const suffix = column.withTimezone ? '' : '+0000';
  return {
    mapFromDriverValue: (value) => (typeof value === 'string' ? new JsonDate(value + suffix) : value),
  };
}

function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return columnDecoder(field);
  // Drizzle keeps a SQL's decoder internal (`mapWith`); a subquery's and an alias's SQL carry it.
  type Decoded = { decoder: Decoder };
  if (is(field, SQL)) return (field as unknown as Decoded).decoder;
  const aliased = field as { _?: { sql: Decoded }; sql?: Decoded };
  return (aliased._?.sql ?? aliased.sql)!.decoder;
}

/** Drizzle's mapResultRow (drizzle-orm/utils.js) with everything that depends only on the selection resolved once. */
export function compileRowMapper(fields: SelectedField[], joinsNotNullableMap?: Record<string, boolean>) {
  const columns = fields.map(({ path, field }) => ({
    parents: path.slice(0, -1),
    key: path[path.length - 1]!,
    decoder: decoderOf(field),
  }));
  // A joined table's object is null when its first column is (as Drizzle decides it): only for objects
  // whose columns all belong to one table that may have no row.
  const nullable: { object: string; firstColumn: number }[] = [];
  if (joinsNotNullableMap) {
    const objects = new Map<string, { table: string; firstColumn: number; oneTable: boolean }>();
    fields.forEach(({ path, field }, index) => {
      if (path.length !== 2 || !is(field, Column)) return;
      const table = getTableName(field.table);
      const known = objects.get(path[0]!);
      if (!known) objects.set(path[0]!, { table, firstColumn: index, oneTable: true });
      else if (known.table !== table) known.oneTable = false;
    });
    for (const [object, { table, firstColumn, oneTable }] of objects) {
      if (oneTable && !joinsNotNullableMap[table]) nullable.push({ object, firstColumn });
    }
  }
  return (rows: unknown[][]) =>
    rows.map((row) => {
      const result: Record<string, unknown> = {};
      for (let index = 0; index < columns.length; index++) {
        const { parents, key, decoder } = columns[index]!;
        let node = result;
        for (const parent of parents) {
          node[parent] ??= {};
          node = node[parent] as Record<string, unknown>;
        }
        const raw = row[index];
        node[key] = raw === null ? null : decoder.mapFromDriverValue(raw);
      }
      for (const { object, firstColumn } of nullable) if (row[firstColumn] === null) result[object] = null;
      return result;
    });
}
