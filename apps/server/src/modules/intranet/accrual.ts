import { addDays, anniversaryIn, daysBetween, maxDate, minDate, yearOf } from './calendar';

export const accrualTypes = ['calendar', 'start_of_work'] as const;
export type AccrualType = (typeof accrualTypes)[number];

/** One allowance year: `calendar` runs 1 January–31 December, `start_of_work` from one work anniversary to the day before the next. */
export type Period = { start: string; end: string };

/**
 * The allowance year that holds `date`. For `start_of_work` a date before the employee started falls
 * in their first work year (nothing has accrued by then).
 */
export function periodContaining(date: string, accrualType: AccrualType, employeeStart: string): Period {
  if (accrualType === 'calendar') {
    const year = yearOf(date);
    return { start: `${year}-01-01`, end: `${year}-12-31` };
  }
  const from = maxDate(date, employeeStart);
  let start = anniversaryIn(employeeStart, yearOf(from));
  if (start > from) start = anniversaryIn(employeeStart, yearOf(from) - 1);
  return { start, end: addDays(anniversaryIn(employeeStart, yearOf(start) + 1), -1) };
}

/**
 * Days accrued in `period` by `asOf` (included): the yearly allowance spread evenly over the period's
 * days, counted from the later of the period's start and the employee's start date, and rounded down
 * to hundredths. Nothing before the accrual start; the whole allowance from the period's last day.
 */
export function accruedDays(input: {
  daysPerYear: number;
  period: Period;
  employeeStart: string;
  asOf: string;
}): number {
  const { daysPerYear, period, employeeStart, asOf } = input;
  const from = maxDate(period.start, employeeStart);
  const to = minDate(asOf, period.end);
  if (to < from) return 0;
  const elapsed = daysBetween(from, to) + 1;
  const length = daysBetween(period.start, period.end) + 1;
  return floorToHundredths((daysPerYear * elapsed) / length);
}

/** Rounds down to two decimals, tolerating binary noise (11.999999 → 11.99 would be wrong for 12). */
export function floorToHundredths(value: number): number {
  return Math.floor(value * 100 + 1e-6) / 100;
}

/** Rounds to two decimals, for sums and differences of day counts. */
export function roundToHundredths(value: number): number {
  return Math.round(value * 100) / 100;
}
