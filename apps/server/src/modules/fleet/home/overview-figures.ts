import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../core/database/client';
import { addDays } from '../../intranet/calendar';
import { fleetDailyTotals } from '../transactions/tables';
import { type FleetHomeConsumption, type FleetHomeMonth, HOME_CHART_DAYS } from './overview-schemas';

// The home's figures from the daily totals the reports read (the same rows, the same Tbilisi days), so
// the home and the reports never disagree on a period.

const t = fleetDailyTotals;
const gel = (amount: number) => ({ amount, currency: 'GEL' as const });

/** This month's 1st to `today`, and the same days of last month (clamped to its end). */
export function monthPeriods(today: string) {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const previousYear = month === 1 ? year - 1 : year;
  const previousMonth = month === 1 ? 12 : month - 1;
  const lastDay = new Date(Date.UTC(previousYear, previousMonth, 0)).getUTCDate();
  const iso = (y: number, m: number, d: number) =>
    `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  return {
    current: { from: iso(year, month, 1), to: today },
    previous: {
      from: iso(previousYear, previousMonth, 1),
      to: iso(previousYear, previousMonth, Math.min(day, lastDay)),
    },
  };
}

const sumWithin = (
  column: typeof t.volumeMl | typeof t.amountTetri | typeof t.purchases,
  from: string,
  to: string,
) =>
  sql<number>`coalesce(sum(${column}) filter (where ${t.day} between ${from} and ${to}), 0)::bigint`.mapWith(
    Number,
  );

/** Liters, GEL and purchases of this month so far and of the same days of last month, in one query. */
export async function monthFigures(db: Database, companyId: string, today: string): Promise<FleetHomeMonth> {
  const periods = monthPeriods(today);
  const columns = (key: 'current' | 'previous') => {
    const { from, to } = periods[key];
    return {
      [`${key}Ml`]: sumWithin(t.volumeMl, from, to),
      [`${key}Tetri`]: sumWithin(t.amountTetri, from, to),
      [`${key}Purchases`]: sumWithin(t.purchases, from, to),
    };
  };
  const [row] = await db
    .select({ ...columns('current'), ...columns('previous') })
    .from(t)
    .where(and(eq(t.companyId, companyId), gte(t.day, periods.previous.from), lte(t.day, today)));
  const figures = (key: 'current' | 'previous') => ({
    ...periods[key],
    liters: (row?.[`${key}Ml`] ?? 0) / 1000,
    amount: gel(row?.[`${key}Tetri`] ?? 0),
    purchases: row?.[`${key}Purchases`] ?? 0,
  });
  return { current: figures('current'), previous: figures('previous') };
}

/** Each of the last HOME_CHART_DAYS Tbilisi days up to `today`, days without purchases as zeros. */
export async function dailyConsumption(
  db: Database,
  companyId: string,
  today: string,
): Promise<FleetHomeConsumption> {
  const from = addDays(today, 1 - HOME_CHART_DAYS);
  const rows = await db
    .select({
      day: t.day,
      volumeMl: sql<number>`sum(${t.volumeMl})::bigint`.mapWith(Number),
      amountTetri: sql<number>`sum(${t.amountTetri})::bigint`.mapWith(Number),
    })
    .from(t)
    .where(and(eq(t.companyId, companyId), gte(t.day, from), lte(t.day, today)))
    .groupBy(t.day)
    .orderBy(asc(t.day));
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return {
    days: Array.from({ length: HOME_CHART_DAYS }, (_, index) => {
      const day = addDays(from, index);
      const row = byDay.get(day);
      return { day, liters: (row?.volumeMl ?? 0) / 1000, amount: gel(row?.amountTetri ?? 0) };
    }),
  };
}
