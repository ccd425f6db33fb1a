import { and, eq, gte, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../../core/database/client';
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

/** The filter's key conditions, on any of the tables (they share the key but the day; the group months lack cards). */
function keyConditions(table: Totals, filter: TotalsFilter): (SQL | undefined)[] {
  return [
    eq(table.companyId, filter.companyId),
    filter.cardId && 'cardId' in table ? eq(table.cardId, filter.cardId) : undefined,
    filter.vehicleId && 'vehicleId' in table ? eq(table.vehicleId, filter.vehicleId) : undefined,
    filter.groupId ? eq(table.groupId, filter.groupId) : undefined,
    filter.product ? eq(table.product, filter.product) : undefined,
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
 * The totals of Tbilisi days `from`…`to` as a subquery of daily-shaped rows that add up to exactly what
 * the period's days do: the monthly totals of the months read whole (`monthsToRead`; their `day` is the
 * month's 1st), the days of the period outside them, and, negated, their days outside the period. A year
 * reads about twelve rows per key instead of 365. `days` keeps every row a day's (a report by day);
 * `byCard` says the report breaks down by card or vehicle: without it, and unless the filter narrows to a
 * card or a vehicle, the whole months come from the group months (their card and vehicle are null).
 */
export function totalsSource(
  db: Database,
  filter: TotalsFilter,
  { days = false, byCard = true }: { days?: boolean; byCard?: boolean } = {},
) {
  const { from, to } = filter;
  const inPeriod = and(from ? gte(daily.day, from) : undefined, to ? lte(daily.day, to) : undefined);
  const months = days ? undefined : monthsToRead(from, to);
  if (!months) {
    return db
      .select(columns(daily, sql<string>`${daily.day}`))
      .from(daily)
      .where(and(...keyConditions(daily, filter), inPeriod))
      .as('totals');
  }
  const monthTable = byCard || filter.cardId || filter.vehicleId ? monthly : groupMonthly;
  const monthRows = db
    .select(columns(monthTable, sql<string>`${monthTable.month}`))
    .from(monthTable)
    .where(
      and(
        ...keyConditions(monthTable, filter),
        months.first ? gte(monthTable.month, months.first) : undefined,
        months.end ? lt(monthTable.month, months.end) : undefined,
      ),
    );
  // The days between the period's edges and the months' (an open side has none): added where the period
  // reaches past the months, taken back where the months reach past the period.
  const nextDay = to && new Date((dayNumber(to) + 1) * DAY_MS).toISOString().slice(0, 10);
  const edges = [
    [from, months.first],
    [nextDay, months.end],
  ].flatMap(([a, b]) => (a && b && a !== b ? [a < b ? [a, b] : [b, a]] : [])) as [string, string][];
  if (edges.length === 0) return monthRows.as('totals');
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
        ...keyConditions(daily, filter),
        or(...edges.map(([low, high]) => and(gte(daily.day, low), lt(daily.day, high)))),
      ),
    );
  return monthRows.unionAll(edgeDays).as('totals');
}
