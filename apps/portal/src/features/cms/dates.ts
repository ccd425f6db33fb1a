import type { Locale } from '@/i18n/routing';
import { formatDate } from '@/lib/format';

/**
 * Formats the CMS's calendar dates (`YYYY-MM-DD`) for a language: "20 ნოემბერი, 2026" or
 * "November 20, 2026". They name a day, not an instant, so they never shift with a time zone.
 */
export async function calendarDateFormatter(locale: Locale) {
  return (date: string) => ({ value: date, label: formatDate(date, locale, 'long') });
}
