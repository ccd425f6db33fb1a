import { and, eq, gte, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../core/database/client';
import { fleetDailyTotals, fleetMonthlyTotals } from '../transactions/tables';
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

/**
 * The whole months within Tbilisi days `from`…`to`: from `first` (a month's 1st, included) to `end` (a
 * month's 1st, excluded), either side open when the period is; undefined when no month fits whole.
 */
export function wholeMonths(from?: string, to?: string): { first?: string; end?: string } | undefined {
  const monthStart = (day: string, months: number) => {
    const [year, month] = day.split('-').map(Number) as [number, number];
    return new Date(Date.UTC(year, month - 1 + months, 1)).toISOString().slice(0, 10);
  };
  const first = from && (from.endsWith('-01') ? from : monthStart(from, 1));
  const nextDay = to && new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const end = nextDay && monthStart(nextDay, 0);
  if (first && end && first >= end) return undefined;
  return { first, end };
}

const daily = fleetDailyTotals;
const monthly = fleetMonthlyTotals;

/** The filter's key conditions, on either table (they share the key but the day). */
function keyConditions(table: typeof daily | typeof monthly, filter: TotalsFilter): (SQL | undefined)[] {
  return [
    eq(table.companyId, filter.companyId),
    filter.cardId ? eq(table.cardId, filter.cardId) : undefined,
    filter.vehicleId ? eq(table.vehicleId, filter.vehicleId) : undefined,
    filter.groupId ? eq(table.groupId, filter.groupId) : undefined,
    filter.product ? eq(table.product, filter.product) : undefined,
  ];
}

/**
 * The totals of Tbilisi days `from`…`to` as a subquery of daily-shaped rows: the monthly totals of the
 * period's whole months (their `day` is the month's 1st) and the daily totals of the days around them, so
 * that a year reads twelve rows per key instead of 365, and adds up to exactly what the days do. `days`
 * keeps every row a day's (a report by day).
 */
export function totalsSource(db: Database, filter: TotalsFilter, { days = false } = {}) {
  const months = days ? undefined : wholeMonths(filter.from, filter.to);
  const columns = (table: typeof daily | typeof monthly, day: SQL<string>) => ({
    day: day.as('day'),
    cardId: table.cardId,
    vehicleId: table.vehicleId,
    groupId: table.groupId,
    product: table.product,
    volumeMl: table.volumeMl,
    amountTetri: table.amountTetri,
    purchases: table.purchases,
  });
  const dayRows = db
    .select(columns(daily, sql<string>`${daily.day}`))
    .from(daily)
    .where(
      and(
        ...keyConditions(daily, filter),
        filter.from ? gte(daily.day, filter.from) : undefined,
        filter.to ? lte(daily.day, filter.to) : undefined,
        months &&
          or(
            months.first ? lt(daily.day, months.first) : undefined,
            months.end ? gte(daily.day, months.end) : undefined,
          ),
      ),
    );
  if (!months) return dayRows.as('totals');
  const monthRows = db
    .select(columns(monthly, sql<string>`${monthly.month}`))
    .from(monthly)
    .where(
      and(
        ...keyConditions(monthly, filter),
        months.first ? gte(monthly.month, months.first) : undefined,
        months.end ? lt(monthly.month, months.end) : undefined,
      ),
    );
  // A period of whole months only (or an open one) leaves no day around them.
  if (!months.first && !months.end) return monthRows.as('totals');
  return dayRows.unionAll(monthRows).as('totals');
}
