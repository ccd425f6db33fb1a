import { type FormatLocale, languageOf } from './locale';

// Dates and times from tables, never from the runtime's locale data: Debian's Chromium (and many a
// visitor's browser) has no Georgian date names and prints `ka` as English, and a server and a browser
// that disagree break React's hydration. Moments are shown in Tbilisi time, which is UTC+4 all year
// (Georgia has kept no daylight saving time since 2005), so the shift is a constant, not a time-zone
// database lookup. Calendar days (`YYYY-MM-DD`, the API's delivery and due dates) name a day, not a
// moment, and are never shifted. Times are 24-hour in both languages.

const TBILISI_OFFSET_MS = 4 * 60 * 60 * 1000;

const MONTHS = {
  en: {
    long: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
    short: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  },
  // The nominative, as the public Georgian pages print a day: "20 ნოემბერი, 2026" (CLDR's `ka` long date).
  ka: {
    long: [
      'იანვარი',
      'თებერვალი',
      'მარტი',
      'აპრილი',
      'მაისი',
      'ივნისი',
      'ივლისი',
      'აგვისტო',
      'სექტემბერი',
      'ოქტომბერი',
      'ნოემბერი',
      'დეკემბერი',
    ],
    short: ['იან', 'თებ', 'მარ', 'აპრ', 'მაი', 'ივნ', 'ივლ', 'აგვ', 'სექ', 'ოქტ', 'ნოე', 'დეკ'],
  },
} as const;

/** A day and, for a moment, its Tbilisi wall-clock time. */
export type DateParts = { year: number; month: number; day: number; hour: number; minute: number };

/** A date, a moment as ISO 8601 text, or a calendar day as `YYYY-MM-DD`. */
export type DateInput = Date | string;

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** The parts of `value`: a calendar day as it is written, a moment in Tbilisi time. */
export function dateParts(value: DateInput): DateParts {
  const day = typeof value === 'string' ? CALENDAR_DAY.exec(value) : null;
  if (day) return { year: Number(day[1]), month: Number(day[2]), day: Number(day[3]), hour: 0, minute: 0 };
  const shifted = new Date(new Date(value).getTime() + TBILISI_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

/** The calendar day (`YYYY-MM-DD`) it is in Tbilisi at `moment` (now by default). */
export function tbilisiDay(moment: Date = new Date()): string {
  const { year, month, day } = dateParts(moment);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

export type DateStyle = 'short' | 'long';

/**
 * A day: "26.11.2026" (ka) or "Nov 26, 2026" (en); `long`: "26 ნოემბერი, 2026" or "November 26, 2026".
 */
export function formatDate(value: DateInput, locale: FormatLocale, style: DateStyle = 'short'): string {
  const { year, month, day } = dateParts(value);
  if (languageOf(locale) === 'ka') {
    return style === 'long'
      ? `${day} ${MONTHS.ka.long[month - 1]}, ${year}`
      : `${pad(day)}.${pad(month)}.${pad(year, 4)}`;
  }
  return `${MONTHS.en[style][month - 1]} ${day}, ${year}`;
}

/** A 24-hour Tbilisi time: "09:05", "21:21". */
export function formatTime(value: DateInput, _locale?: FormatLocale): string {
  const { hour, minute } = dateParts(value);
  return `${pad(hour)}:${pad(minute)}`;
}

/** A moment: "26.11.2026, 21:21" (ka) or "Nov 26, 2026, 21:21" (en), in Tbilisi time. */
export function formatDateTime(value: DateInput, locale: FormatLocale): string {
  return `${formatDate(value, locale)}, ${formatTime(value)}`;
}

/** A month: "ნოემბერი 2026" (ka) or "November 2026" (en); `short`: "ნოე 2026" or "Nov 2026". */
export function formatMonth(value: DateInput, locale: FormatLocale, style: DateStyle = 'long'): string {
  const { year, month } = dateParts(value);
  return `${MONTHS[languageOf(locale)][style][month - 1]} ${year}`;
}

/** The name of month `month` (1–12) alone. */
export function monthName(month: number, locale: FormatLocale, style: DateStyle = 'long'): string {
  return MONTHS[languageOf(locale)][style][month - 1] ?? '';
}
