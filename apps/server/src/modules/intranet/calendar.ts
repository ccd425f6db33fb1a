/**
 * Calendar-date arithmetic on `YYYY-MM-DD` strings (dates stay strings: ../shared/conventions.md).
 * Every function works in UTC days, so no time zone or daylight-saving change can shift a date.
 */

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a `YYYY-MM-DD` date. */
export function dayNumber(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

/** The `YYYY-MM-DD` date of a day number. */
export function fromDayNumber(days: number): string {
  return new Date(days * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return fromDayNumber(dayNumber(date) + days);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** Saturday or Sunday. */
export function isWeekend(date: string): boolean {
  const weekday = new Date(dayNumber(date) * DAY_MS).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/** `YYYY-MM-DD` of `year`, `month` (1–12) and `day`. */
export function dateOf(year: number, month: number, day: number): string {
  return fromDayNumber(Date.UTC(year, month - 1, day) / DAY_MS);
}

export function yearOf(date: string): number {
  return Number(date.slice(0, 4));
}

/** Every date from `start` to `end`, both included. */
export function eachDate(start: string, end: string): string[] {
  const dates: string[] = [];
  for (let day = dayNumber(start); day <= dayNumber(end); day += 1) dates.push(fromDayNumber(day));
  return dates;
}

export function maxDate(a: string, b: string): string {
  return a > b ? a : b;
}

export function minDate(a: string, b: string): string {
  return a < b ? a : b;
}

/** Whether the ranges `[aStart, aEnd]` and `[bStart, bEnd]` share a day. */
export function rangesOverlap(aStart: string, aEnd: string, bStart: string, bEnd: string): boolean {
  return aStart <= bEnd && bStart <= aEnd;
}

/**
 * The same month and day in `year`; 29 February falls back to 28 February in a common year
 * (a start-of-work anniversary of someone who started on a leap day).
 */
export function anniversaryIn(date: string, year: number): string {
  const [, month, day] = date.split('-').map(Number) as [number, number, number];
  const candidate = dateOf(year, month, day);
  return Number(candidate.slice(5, 7)) === month ? candidate : dateOf(year, month, day - 1);
}

/** Today's date in UTC, the default clock of the intranet services. */
export function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}
