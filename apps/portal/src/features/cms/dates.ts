import { getFormatter } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';

/**
 * Formats the CMS's calendar dates (`YYYY-MM-DD`) for a language. They name a day, not an instant,
 * so they are read and written in UTC and never shift with a time zone.
 */
export async function calendarDateFormatter(locale: Locale) {
  const format = await getFormatter({ locale });
  return (date: string) => ({
    value: date,
    label: format.dateTime(new Date(`${date}T00:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' }),
  });
}
