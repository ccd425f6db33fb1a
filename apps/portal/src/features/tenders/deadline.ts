/** The retailer's market: a tender's deadline day ends at midnight in Georgia. */
export const MARKET_TIME_ZONE = 'Asia/Tbilisi';

export type DeadlineState = { kind: 'open'; daysLeft: number } | { kind: 'today' } | { kind: 'expired' };

/** Today's calendar date (`YYYY-MM-DD`) in a time zone. */
export function calendarToday(now: Date, timeZone = MARKET_TIME_ZONE): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

/**
 * Where a tender stands on `now`: bids are accepted through the whole deadline day (Georgian time),
 * so the deadline day itself is "today" and the day after it is expired.
 */
export function deadlineState(deadline: string, now: Date, timeZone = MARKET_TIME_ZONE): DeadlineState {
  const days = dayNumber(deadline) - dayNumber(calendarToday(now, timeZone));
  if (Number.isNaN(days)) return { kind: 'expired' };
  if (days < 0) return { kind: 'expired' };
  if (days === 0) return { kind: 'today' };
  return { kind: 'open', daysLeft: days };
}
