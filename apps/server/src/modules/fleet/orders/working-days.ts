import { addDays, dayNumber, fromDayNumber } from '../../intranet/calendar';
import { georgianPublicHolidays } from '../../intranet/georgia';
import { BUSINESS_TIME_ZONE } from '../vocabulary';

// Business days and deadlines in Asia/Tbilisi. Working days skip weekends and public holidays: Georgia's
// (computed by the intranet module, Orthodox Easter included) and any day off the project's intranet lists.

const DAY_MS = 86_400_000;
const businessDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

// Intl's formatting is a placement's costliest step after the insert: the day the clock is in and
// the days' midnights (fixed once computed) are remembered.
let today: { date: string; from: number; until: number } | undefined;
const midnights = new Map<string, number>();
const MIDNIGHTS_KEPT = 1_000;

/** The calendar date (`YYYY-MM-DD`) in Tbilisi at `instant`. */
export function businessDateOf(instant: Date): string {
  const time = instant.getTime();
  if (today && time >= today.from && time < today.until) return today.date;
  const date = businessDate.format(instant);
  const from = startOfBusinessDay(date).getTime();
  const until = endOfBusinessDay(date).getTime();
  if (time >= from && time < until) today = { date, from, until };
  return date;
}

/** The instant a Tbilisi calendar day starts (its midnight). */
export function startOfBusinessDay(date: string): Date {
  let midnight = midnights.get(date);
  if (midnight === undefined) {
    midnight = computeStartOfBusinessDay(date);
    if (midnights.size >= MIDNIGHTS_KEPT) midnights.clear();
    midnights.set(date, midnight);
  }
  return new Date(midnight);
}

function computeStartOfBusinessDay(date: string): number {
  const guess = Date.parse(`${date}T00:00:00Z`);
  const parts = Object.fromEntries(
    wallClock.formatToParts(new Date(guess)).map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return guess - (wall - guess);
}

/** The instant a Tbilisi calendar day ends (the next day's midnight). */
export function endOfBusinessDay(date: string): Date {
  return new Date(startOfBusinessDay(date).getTime() + DAY_MS);
}

/** The project's days off from `from` to `to` (`YYYY-MM-DD`, both included): the intranet's public holidays. */
export type ProjectHolidays = (projectId: string, from: string, to: string) => Promise<string[]>;

/** Even a run of holidays (New Year, Christmas) ends within a month: this many days hold any count we use. */
const LOOKAHEAD_DAYS = 62;

/** Georgia's public holidays of a year as day numbers (the same every time: computed once per year). */
const georgianDaysOff = new Map<number, number[]>();
function georgianDaysOffIn(year: number): number[] {
  let days = georgianDaysOff.get(year);
  if (!days) {
    days = georgianPublicHolidays(year).map((holiday) => dayNumber(holiday.date));
    georgianDaysOff.set(year, days);
  }
  return days;
}

/** Saturday or Sunday, of a day number (day 0, 1 January 1970, was a Thursday). */
const isWeekendDay = (day: number) => {
  const weekday = (((day + 4) % 7) + 7) % 7;
  return weekday === 0 || weekday === 6;
};

export function createWorkingDays(projectHolidays: ProjectHolidays) {
  /**
   * The answers computed from one read of the days off, by date and counts: every order placed on a day
   * asks the same question. Keyed by the list `projectHolidays` answered, which its cache (intranet's
   * public holidays) replaces on every change: a change of the days off is a new list, never a stale answer.
   */
  const answers = new WeakMap<readonly string[], Map<string, string[]>>();
  let lookahead = { from: '', until: '' };

  return {
    /**
     * The `count`th working day after `date` (not counting `date` itself), for each count, from one read
     * of the days off: placed on Friday 8 May 2026, three working days run Monday 11, Wednesday 13
     * (Tuesday 12 is Saint Andrew's Day), Thursday 14.
     */
    async addWorkingDays(projectId: string, date: string, ...counts: number[]): Promise<string[]> {
      if (lookahead.from !== date) lookahead = { from: date, until: addDays(date, LOOKAHEAD_DAYS) };
      const { until } = lookahead;
      const daysOff = await projectHolidays(projectId, date, until);
      let known = answers.get(daysOff);
      if (!known) {
        known = new Map();
        answers.set(daysOff, known);
      }
      const key = `${date}|${counts.join(',')}`;
      let answer = known.get(key);
      if (!answer) {
        answer = countWorkingDays(date, until, daysOff, counts);
        known.set(key, answer);
      }
      return [...answer];
    },
  };
}

function countWorkingDays(date: string, until: string, daysOff: readonly string[], counts: number[]) {
  const years = [...new Set([Number(date.slice(0, 4)), Number(until.slice(0, 4))])];
  const off = new Set([...years.flatMap(georgianDaysOffIn), ...daysOff.map(dayNumber)]);
  return counts.map((count) => {
    let day = dayNumber(date);
    for (let found = 0; found < count; ) {
      day += 1;
      if (!isWeekendDay(day) && !off.has(day)) found += 1;
    }
    return fromDayNumber(day);
  });
}

export type WorkingDays = ReturnType<typeof createWorkingDays>;
