export { formatGel, formatLiters } from '@/features/dashboard/money';

/** `#000123`, as the notices name orders. */
export function orderLabel(number: number): string {
  return `#${String(number).padStart(6, '0')}`;
}

/** A moment as a date and time in Tbilisi. */
export function formatDateTime(value: Date | string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Tbilisi',
  }).format(new Date(value));
}

/** A calendar day (`YYYY-MM-DD`). */
export function formatDate(value: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${value}T00:00:00Z`),
  );
}
