import { type SQL, sql } from 'drizzle-orm';
import { BUSINESS_TIME_ZONE, type LimitPeriod } from './vocabulary';

// The one place that turns an instant into business windows (Asia/Tbilisi), in SQL, so that limits,
// daily totals and reports agree on where a day, an ISO week or a month begins.

const zone = sql.raw(`'${BUSINESS_TIME_ZONE}'`);

/** An instant as a SQL timestamptz parameter. */
export const instant = (at: Date): SQL => sql`${at.toISOString()}::timestamptz`;

/** The Tbilisi wall-clock time of an instant (a timestamp without zone). */
export const localTime = (at: SQL): SQL => sql`(${at} at time zone ${zone})`;

/** The Tbilisi calendar date of an instant. */
export const businessDay = (at: SQL): SQL<string> => sql<string>`(${localTime(at)})::date`;

const TRUNCATED: Partial<Record<LimitPeriod, string>> = { daily: 'day', weekly: 'week', monthly: 'month' };

/**
 * The start of the limit window that holds the instant: Tbilisi midnight of the day, of the ISO week's
 * Monday or of the month's 1st; the epoch for limits without windows (unlimited, onetime).
 */
export function windowStart(period: LimitPeriod, at: SQL): SQL<Date> {
  const unit = TRUNCATED[period];
  if (!unit) return sql<Date>`'epoch'::timestamptz`;
  return sql<Date>`(date_trunc(${sql.raw(`'${unit}'`)}, ${localTime(at)}) at time zone ${zone})`;
}

/** The Tbilisi ISO weekday (1 Monday … 7 Sunday) and minute of the day of an instant. */
export function weekdayAndMinute(at: SQL) {
  const local = localTime(at);
  return {
    weekday: sql<number>`extract(isodow from ${local})::int`,
    minute: sql<number>`(extract(hour from ${local}) * 60 + extract(minute from ${local}))::int`,
  };
}

/** The instant a Tbilisi calendar date (`YYYY-MM-DD`) begins. */
export const dayStart = (day: string): SQL<Date> => sql<Date>`(${day}::date::timestamp at time zone ${zone})`;
