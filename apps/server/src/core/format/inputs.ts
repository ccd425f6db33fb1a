import { dateParts } from './dates';
import { type FormatLocale, languageOf } from './locale';

// What a date or time field shows and accepts. Georgian writes a day as `dd.mm.yyyy`; English here
// as `dd/mm/yyyy` (the portal's users are in Georgia, where the day comes first, and `mm/dd` would
// read 03/04 the other way round). Either separator, and `-`, is accepted in both languages, and so
// is ISO's `yyyy-mm-dd`; times are 24-hour, `9:05`, `09:05` and `0905` alike.

const SEPARATOR = { en: '/', ka: '.' } as const;

/** The pattern a date field shows as its hint: "დდ.თთ.წწწწ" or "dd/mm/yyyy". */
export function datePattern(locale: FormatLocale): string {
  return languageOf(locale) === 'ka' ? 'დდ.თთ.წწწწ' : 'dd/mm/yyyy';
}

/** The pattern a time field shows as its hint. */
export function timePattern(locale: FormatLocale): string {
  return languageOf(locale) === 'ka' ? 'სს:წწ' : 'hh:mm';
}

/** A calendar day (`YYYY-MM-DD`) as a date field shows it: "26.11.2026" (ka) or "26/11/2026" (en). */
export function formatDateInput(day: string, locale: FormatLocale): string {
  if (!day) return '';
  const { year, month, day: date } = dateParts(day);
  const separator = SEPARATOR[languageOf(locale)];
  return [String(date).padStart(2, '0'), String(month).padStart(2, '0'), String(year).padStart(4, '0')].join(
    separator,
  );
}

function isRealDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** What was typed in a date field as `YYYY-MM-DD`, or null when it is no real day. */
export function parseDateInput(text: string): string | null {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  const local = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(trimmed);
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]].map(Number)
    : local
      ? [local[3], local[2], local[1]].map(Number)
      : [];
  if (year === undefined || month === undefined || day === undefined) return null;
  if (year < 1900 || !isRealDay(year, month, day)) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** What was typed in a time field as `HH:mm` (24-hour), or null when it is no time of day. */
export function parseTimeInput(text: string): string | null {
  const match = /^(\d{1,2})[:.]?(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [hour, minute] = [Number(match[1]), Number(match[2])];
  if (hour > 23 || minute > 59) return null;
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}
