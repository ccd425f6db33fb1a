import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../../core/database/client';
import type { Bind } from '../../../core/database/statements';
import { cards, vehicleGroups, vehicles } from '../asset-tables';
import { type JsonPart, jsonField, jsonObject, jsonQuoted, jsonText } from './json-text';
import type { FleetConsumptionQuery, ReportDimension } from './schemas';
import { type ReportValues, type TotalsShape, totalsPlan, totalsSource } from './totals-source';

type Named = typeof cards | typeof vehicles | typeof vehicleGroups;
/** The daily-shaped rows of the totals (totals-source.ts), whichever subquery holds them. */
type TotalsRows = Record<
  'day' | 'cardId' | 'vehicleId' | 'groupId' | 'product' | 'volumeMl' | 'amountTetri' | 'purchases',
  SQL.Aliased
>;

/** A uuid, or null. */
const id = (key: SQL) => sql`coalesce('"' || ${key}::text || '"', 'null')`;

/**
 * Each dimension's key over the totals' rows (grouped by and sorted on). `months`: the rows are whole
 * months (their day is the 1st). A month is grouped and sorted as its 1st (a date); cast to timestamp
 * (without time zone), as date_trunc of a date would cast it to timestamptz (and the session's zone).
 */
function keys(t: TotalsRows, months = false): Record<ReportDimension, SQL> {
  return {
    product: sql`${t.product}`,
    card: sql`${t.cardId}`,
    vehicle: sql`${t.vehicleId}`,
    group: sql`${t.groupId}`,
    day: sql`${t.day}`,
    month: months ? sql`${t.day}` : sql`date_trunc('month', ${t.day}::timestamp)::date`,
  };
}

/**
 * How the answer shows each dimension: the column of its summed key, its field, the JSON (text) of the
 * key, and the table that
 * names it with the field and column of its name, joined to the summed rows (a name per result row, not
 * per totals row).
 */
const shown: Record<
  ReportDimension,
  {
    column: string;
    field: string;
    json: (key: SQL) => JsonPart | JsonPart[];
    name?: [string, PgColumn, Named];
  }
> = {
  product: { column: 'product', field: 'product', json: jsonQuoted },
  card: { column: 'card_id', field: 'cardId', json: id, name: ['cardNumber', cards.number, cards] },
  vehicle: {
    column: 'vehicle_id',
    field: 'vehicleId',
    json: id,
    name: ['registrationNumber', vehicles.registrationNumber, vehicles],
  },
  group: {
    column: 'group_id',
    field: 'groupId',
    json: id,
    name: ['groupName', vehicleGroups.name, vehicleGroups],
  },
  day: {
    column: 'day',
    field: 'day',
    json: (day) => jsonQuoted(sql`to_char(${day}::timestamp, 'YYYY-MM-DD')`),
  },
  month: {
    column: 'month',
    field: 'month',
    json: (month) => jsonQuoted(sql`to_char(${month}::timestamp, 'YYYY-MM')`),
  },
};

/** Liters as JavaScript divides milliliters (float8 prints the same shortest digits), and GEL in tetri. */
const amounts = (volumeMl: SQL, amountTetri: SQL, purchases: SQL) => [
  jsonField('liters', sql`((${volumeMl})::float8 / 1000)::text`),
  jsonField(
    'amount',
    jsonObject([jsonField('amount', sql`${amountTetri}::text`), jsonField('currency', '"GEL"')]),
  ),
  jsonField('purchases', sql`${purchases}::text`),
];

/** What the consumption report's SQL depends on (one prepared statement per shape). */
export type ConsumptionShape = { by: ReportDimension[]; totals: TotalsShape };

/** The report's shape and its values (the company, the period's dates, the filters' ids). */
export function consumptionPlan(
  companyId: string,
  query: FleetConsumptionQuery,
): { shape: ConsumptionShape; values: ReportValues } {
  const { by } = query;
  const { shape, values } = totalsPlan(
    { companyId, ...query },
    {
      days: by.includes('day'),
      byCard: by.includes('card') || by.includes('vehicle'),
      keyed: by.includes('month') && by.includes('product') && by.includes('group'),
    },
  );
  return { shape: { by, totals: shape }, values };
}

/**
 * The consumption report's query over the totals (not yet run: the service prepares it per shape, the
 * benches explain it with `boundTo` its values): the dimensions asked for, what they add up to, over
 * Tbilisi days `from`…`to`, read from the monthly totals for the period's whole months (summed over cards
 * when the report needs no card) and from the daily totals for the days around them. The totals are
 * summed first (a year by month, product and group takes its group months as they are, but for the
 * months at the period's edges) and the names joined to the sums. PostgreSQL writes the answer's JSON
 * (`FleetConsumptionReport`, one text row) by concatenating text, which costs it a fraction of
 * json_build_object's for the thousands of rows of a year by month.
 */
export function consumptionQuery(db: Database, { by, totals: totalsShape }: ConsumptionShape, bind: Bind) {
  const { totals, whole } = totalsSource(db, totalsShape, bind);
  const amountsOf = (t: TotalsRows, sum: boolean) => ({
    volumeMl: (sum ? sql`sum(${t.volumeMl})::bigint` : sql`${t.volumeMl}`).as('volume_ml'),
    amountTetri: (sum ? sql`sum(${t.amountTetri})::bigint` : sql`${t.amountTetri}`).as('amount_tetri'),
    purchases: (sum ? sql`sum(${t.purchases})::bigint` : sql`${t.purchases}::bigint`).as('purchases'),
  });
  const keysOf = (t: TotalsRows, months = false) =>
    Object.fromEntries(by.map((name) => [name, keys(t, months)[name].as(shown[name].column)]));
  const summed =
    totals &&
    db
      .select({ ...keysOf(totals), ...amountsOf(totals, true) })
      .from(totals)
      .groupBy(...Object.values(keysOf(totals)))
      .having(sql`sum(${totals.purchases}) > 0`);
  const taken =
    whole &&
    db
      .select({ ...keysOf(whole, true), ...amountsOf(whole, false) })
      .from(whole)
      .where(sql`${whole.purchases} > 0`);
  const sums = (summed && taken ? summed.unionAll(taken) : (summed ?? taken)!).as('sums');
  // Qualified: a joined table may have a column of the same name (vehicles.group_id).
  const ofSums = (column: string) => sql`${sql.identifier('sums')}.${sql.identifier(column)}`;
  // The answer's rows in its order with what they add up to, each key, and the JSON of its name: written
  // once per card, vehicle or group of the company rather than once per row. The fixed-width columns
  // first, which the sort reads without walking the texts before them.
  const columns: Record<string, SQL.Aliased> = {};
  for (const column of ['volume_ml', 'amount_tetri', 'purchases'])
    columns[column] = sql`${ofSums(column)}`.as(column);
  const joins: [SQL, SQL][] = [];
  for (const name of by)
    columns[shown[name].column] = sql`${ofSums(shown[name].column)}`.as(shown[name].column);
  for (const name of by) {
    const { column, name: named } = shown[name];
    if (!named) continue;
    const [, label, table] = named;
    const names = sql.identifier(`${column}_names`);
    columns[`${column}_name`] = sql`${names}.json`.as(`${column}_name`);
    // OFFSET 0 keeps it a subquery: lifted into the join, it would write a name per row.
    joins.push([
      sql`(select ${table.id} as id, to_json(${label})::text as json from ${table}
        where ${table.companyId} = ${bind('companyId')} offset 0) ${names}`,
      sql`${names}.id = ${ofSums(column)}`,
    ]);
  }
  let rows = db.select(columns).from(sums).$dynamic();
  for (const [names, on] of joins) rows = rows.leftJoin(names, on);
  // The keys are unique among the sums: the names never need to break a tie.
  const order =
    by.includes('day') || by.includes('month')
      ? by.map((name) => sql`${ofSums(shown[name].column)} asc`)
      : [sql`${ofSums('amount_tetri')} desc`];
  const items = rows.orderBy(...order).as('items');
  // Rendered above the sort, so that it sorts the narrow rows rather than their text; string_agg takes
  // them in the order of the subquery it alone reads (PostgreSQL's documented way to order an
  // aggregate's input without its ORDER BY, which would sort the items' text).
  const ofItems = (column: string) => sql`${sql.identifier('items')}.${sql.identifier(column)}`;
  const fields = by.flatMap((name) => {
    const { column, field, json, name: named } = shown[name];
    const key = jsonField(field, json(ofItems(column)));
    return named ? [key, jsonField(named[0], sql`coalesce(${ofItems(`${column}_name`)}, 'null')`)] : [key];
  });
  const [volumeMl, amountTetri, purchases] = ['volume_ml', 'amount_tetri', 'purchases'].map(ofItems) as [
    SQL,
    SQL,
    SQL,
  ];
  const item = jsonText(jsonObject([...fields, ...amounts(volumeMl, amountTetri, purchases)]));
  // The items' text apart, last: joined to the rest by the service, not copied again by PostgreSQL.
  const head = jsonText([
    '{',
    ...jsonField('by', JSON.stringify(by)),
    ',',
    ...jsonField(
      'totals',
      jsonObject(
        amounts(
          sql`coalesce(sum(${volumeMl}), 0)`,
          sql`coalesce(sum(${amountTetri}), 0)`,
          sql`coalesce(sum(${purchases}), 0)`,
        ),
      ),
    ),
    ',"items":[',
  ]);
  return db
    .select({
      head: sql<string>`${head}`.as('head'),
      items: sql<string | null>`string_agg(${item}, ',')`.as('items'),
    })
    .from(items);
}
