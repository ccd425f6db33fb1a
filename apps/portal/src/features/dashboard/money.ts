/** Tetri as GEL in the user's language: 12345 → "123,45 ₾" (ka) or "GEL 123.45" (en). */
export function formatGel(tetri: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'GEL' }).format(tetri / 100);
}

/** Liters with two decimals. */
export function formatLiters(liters: number, locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(liters);
}
