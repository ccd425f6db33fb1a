import { formatDecimal, formatLari } from '@/lib/number-format';

/** Tetri as GEL in the user's language: 12345 → "123,45 ₾" (ka) or "GEL 123.45" (en). */
export function formatGel(tetri: number, locale: string): string {
  return formatLari(tetri / 100, locale);
}

/** Liters with two decimals. */
export function formatLiters(liters: number, locale: string): string {
  return formatDecimal(liters, locale, 2);
}
