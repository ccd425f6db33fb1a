import { and, eq, gte, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../../core/database/client';
import type { Bind } from '../../../core/database/statements';
import { fleetDailyTotals, fleetGroupMonthlyTotals, fleetMonthlyTotals } from '../transactions/tables';
import type { FuelProduct } from '../vocabulary';

/** Which totals a report reads: the company's, over Tbilisi days `from`…`to`, narrowed as asked. */
export type TotalsFilter = {
  companyId: string;
  from?: string;
  to?: string;
  cardId?: string;
  vehicleId?: string;
  groupId?: string;
  product?: FuelProduct;
};

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const monthStart = (day: string, months = 0) => {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 + months, 1)).toISOString().slice(0, 10);
};

/**
 * The months a report of Tbilisi days `from`…`to` reads whole, from `first` (a month's 1st, included)
 * to `end` (a month's 1st, excluded), either side open when the period is; undefined when none. A month
 * at an edge is read whole when the period holds more of its days than it leaves out (the days left out
 * are then taken back off it): this month so far is its month less the days to come, which hold nothing.
 */
export function monthsToRead(from?: string, to?: string): { first?: string; end?: string } | undefined {
  if (from && to && monthStart(from) === monthStart(to)) {
    const kept = dayNumber(to) - dayNumber(from) + 1;
    const left = dayNumber(monthStart(from, 1)) - dayNumber(monthStart(from)) - kept;
    return left < kept ? { first: monthStart(from), end: monthStart(from, 1) } : undefined;
  }
  let first: string | undefined;
  if (from) {
    const start = monthStart(from);
    const left = dayNumber(from) - dayNumber(start);
    const kept = dayNumber(monthStart(from, 1)) - dayNumber(from);
    first = left < kept ? start : monthStart(from, 1);
  }
  let end: string | undefined;
  if (to) {
    const next = monthStart(to, 1);
    const left = dayNumber(next) - dayNumber(to) - 1;
    const kept = dayNumber(to) - dayNumber(monthStart(to)) + 1;
    end = left < kept ? next : monthStart(to);
  }
  if (first && end && first >= end) return undefined;
  return { first, end };
}

const daily = fleetDailyTotals;
const monthly = fleetMonthlyTotals;
const groupMonthly = fleetGroupMonthlyTotals;
type Totals = typeof daily | typeof monthly | typeof groupMonthly;

const KEY_FILTERS = ['cardId', 'vehicleId', 'groupId', 'product'] as const;

/**
 * What the totals' SQL depends on (one prepared statement per shape): which filters narrow it, which
 * sides of the period are set, the months read whole and the edge days around them. The dates and ids
 * are values apart (`totalsPlan`).
 */
export type TotalsShape = {
  filters: (typeof KEY_FILTERS)[number][];
  from: boolean;
  to: boolean;
  /** Unset: every row is a day's. */
  months?: { first: boolean; end: boolean };
  /** Edge day ranges (0, 1 or 2), each `[edgeNLow, edgeNHigh)` in the month `edgeNMonth`. */
  edges: number;
  byCard: boolean;
  keyed: boolean;
};

/** A report's values by name: bound as the query's parameters, or a prepared statement's. */
export type ReportValues = Record<string, string>;

/**
 * The totals' shape and values for Tbilisi days `from`…`to` (see `totalsSource`). `days` keeps every row
 * a day's (a report by day); `byCard`: the report breaks down by card or vehicle; `keyed`: its keys hold
 * the group months' whole key (month, group and product).
 */
export function totalsPlan(
  filter: TotalsFilter,
  { days = false, byCard = true, keyed = false }: { days?: boolean; byCard?: boolean; keyed?: boolean } = {},
): { shape: TotalsShape; values: ReportValues } {
  const { from, to } = filter;
  const values: ReportValues = { companyId: filter.companyId };
  const filters = KEY_FILTERS.filter((name) => filter[name] !== undefined);
  for (const name of filters) values[name] = filter[name]!;
  if (from) values.from = from;
  if (to) values.to = to;
  const months = days ? undefined : monthsToRead(from, to);
  if (months?.first) values.monthFirst = months.first;
  if (months?.end) values.monthEnd = months.end;
  // The days between the period's edges and the months' (an open side has none): added where the period
  // reaches past the months, taken back where the months reach past the period. Each lies in one month.
  const nextDay = to && new Date((dayNumber(to) + 1) * DAY_MS).toISOString().slice(0, 10);
  const edges = months
    ? ([
        [from, months.first],
        [nextDay, months.end],
      ].flatMap(([a, b]) => (a && b && a !== b ? [a < b ? [a, b] : [b, a]] : [])) as [string, string][])
    : [];
  edges.forEach(([low, high], index) => {
    values[`edge${index}Low`] = low;
    values[`edge${index}High`] = high;
    values[`edge${index}Month`] = monthStart(low);
  });
  return {
    shape: {
      filters,
      from: Boolean(from),
      to: Boolean(to),
      months: months && { first: Boolean(months.first), end: Boolean(months.end) },
      edges: edges.length,
      byCard,
      keyed,
    },
    values,
  };
}

/** The filter's key conditions, on any of the tables (they share the key but the day; the group months lack cards). */
function keyConditions(table: Totals, shape: TotalsShape, bind: Bind): (SQL | undefined)[] {
  const has = (name: (typeof KEY_FILTERS)[number]) => shape.filters.includes(name);
  return [
    eq(table.companyId, bind('companyId')),
    has('cardId') && 'cardId' in table ? eq(table.cardId, bind('cardId')) : undefined,
    has('vehicleId') && 'vehicleId' in table ? eq(table.vehicleId, bind('vehicleId')) : undefined,
    has('groupId') ? eq(table.groupId, bind('groupId')) : undefined,
    has('product') ? eq(table.product, bind('product')) : undefined,
  ];
}

/**
 * Daily-shaped columns of any of the tables, each amount times `sign` (1, or -1 for a day taken back);
 * the group months' card and vehicle are null.
 */
function columns(table: Totals, day: SQL<string>, sign?: SQL<number>) {
  const signed = (column: PgColumn) => (sign ? sql<number>`${column} * ${sign}` : sql<number>`${column}`);
  return {
    day: day.as('day'),
    cardId:
      'cardId' in table ? sql<string>`${table.cardId}`.as('card_id') : sql<string>`null::uuid`.as('card_id'),
    vehicleId:
      'vehicleId' in table
        ? sql<string | null>`${table.vehicleId}`.as('vehicle_id')
        : sql<string | null>`null::uuid`.as('vehicle_id'),
    groupId: sql<string | null>`${table.groupId}`.as('group_id'),
    product: sql<FuelProduct>`${table.product}`.as('product'),
    volumeMl: signed(table.volumeMl).as('volume_ml'),
    amountTetri: signed(table.amountTetri).as('amount_tetri'),
    purchases: signed(table.purchases).as('purchases'),
  };
}

/**
 * The totals of Tbilisi days `from`…`to` as daily-shaped rows that add up to exactly what the period's
 * days do: the monthly totals of the months read whole (`monthsToRead`; their `day` is the month's 1st),
 * the days of the period outside them, and, negated, their days outside the period. A year reads about
 * twelve rows per key instead of 365. Without `byCard`, and unless the filter narrows to a card or a
 * vehicle, the whole months come from the group months (their card and vehicle are null).
 *
 * `totals` are the rows to sum. With `keyed`, the group months no day is added to or taken from are
 * returned apart as `whole`: each is already its key's sum, which the report takes as it is instead of
 * summing it again.
 */
export function totalsSource(db: Database, shape: TotalsShape, bind: Bind) {
  const inPeriod = and(
    shape.from ? gte(daily.day, bind('from')) : undefined,
    shape.to ? lte(daily.day, bind('to')) : undefined,
  );
  const { months } = shape;
  if (!months) {
    const totals = db
      .select(columns(daily, sql<string>`${daily.day}`))
      .from(daily)
      .where(and(...keyConditions(daily, shape, bind), inPeriod))
      .as('totals');
    return { totals };
  }
  const monthTable =
    shape.byCard || shape.filters.includes('cardId') || shape.filters.includes('vehicleId')
      ? monthly
      : groupMonthly;
  const edges = Array.from({ length: shape.edges }, (_, index) => ({
    low: bind(`edge${index}Low`),
    high: bind(`edge${index}High`),
    month: bind(`edge${index}Month`),
  }));
  const apart = shape.keyed && monthTable === groupMonthly;
  const monthRows = (which: 'whole' | 'edges' | 'all') =>
    db
      .select(columns(monthTable, sql<string>`${monthTable.month}`))
      .from(monthTable)
      .where(
        and(
          ...keyConditions(monthTable, shape, bind),
          months.first ? gte(monthTable.month, bind('monthFirst')) : undefined,
          months.end ? lt(monthTable.month, bind('monthEnd')) : undefined,
          which === 'all' || edges.length === 0
            ? undefined
            : sql`${monthTable.month} ${sql.raw(which === 'whole' ? 'not in' : 'in')} (${sql.join(
                edges.map((edge) => edge.month),
                sql`, `,
              )})`,
        ),
      );
  const whole = apart ? monthRows('whole').as('whole') : undefined;
  if (edges.length === 0) return apart ? { whole } : { totals: monthRows('all').as('totals') };
  const edgeDays = db
    .select(
      columns(
        daily,
        sql<string>`${daily.day}`,
        sql<number>`(case when ${inPeriod ?? sql`true`} then 1 else -1 end)`,
      ),
    )
    .from(daily)
    .where(
      and(
        ...keyConditions(daily, shape, bind),
        or(...edges.map(({ low, high }) => and(gte(daily.day, low), lt(daily.day, high)))),
      ),
    );
  return {
    whole,
    totals: monthRows(apart ? 'edges' : 'all')
      .unionAll(edgeDays)
      .as('totals'),
  };
}
