import { type FormatLocale, languageOf } from './locale';

// Numbers, money and quantities with the same text on the server, in the PDF and in every browser.
// Intl is not enough: a Chromium built without Georgian locale data (Debian's) formats `ka` as English
// ("GEL 1,234.50" instead of "1 234,50 ₾"), and a visitor's browser may do the same. The marks are
// CLDR's, as Node's full ICU prints them.

const MARKS = {
  en: { group: ',', decimal: '.', minimumGroupingDigits: 1 },
  // Georgian groups with a no-break space, and only from five digits on: 1000, 10 000.
  ka: { group: '\u00a0', decimal: ',', minimumGroupingDigits: 2 },
} as const;

/** `value` scaled to whole units of 10^-digits, rounded half away from zero on its shortest decimal form (as Intl does). */
function scaled(value: number, digits: number): number {
  const text = String(value);
  if (text.includes('e')) return Math.round(value * 10 ** digits);
  return Math.round(Number(`${text}e${digits}`));
}

/** 12345.6 → "12,345.60" (en) or "12 345,60" (ka) with `digits` decimals. */
export function formatDecimal(value: number, locale: FormatLocale, digits = 0): string {
  const marks = MARKS[languageOf(locale)];
  const units = scaled(Math.abs(value), digits);
  const text = String(units).padStart(digits + 1, '0');
  const whole = digits > 0 ? text.slice(0, -digits) : text;
  const grouped =
    whole.length >= 3 + marks.minimumGroupingDigits
      ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, marks.group)
      : whole;
  const fraction = digits > 0 ? `${marks.decimal}${text.slice(-digits)}` : '';
  // Intl keeps the minus of a negative amount that rounds to zero ("-0.00"); so do we.
  return `${value < 0 ? '-' : ''}${grouped}${fraction}`;
}

/** A count or any whole number: 31432 → "31,432" (en) or "31 432" (ka). */
export function formatNumber(value: number, locale: FormatLocale): string {
  return formatDecimal(value, locale, 0);
}

/** An amount in lari: "GEL 1,234.50" (en) or "1 234,50 ₾" (ka). `digits` 0 for whole lari (limits). */
export function formatLari(value: number, locale: FormatLocale, digits = 2): string {
  const number = formatDecimal(Math.abs(value), locale, digits);
  const sign = value < 0 ? '-' : '';
  return languageOf(locale) === 'ka' ? `${sign}${number}\u00a0₾` : `${sign}GEL\u00a0${number}`;
}

/** Money as the API sends it, in tetri (minor units): 31280 → "312,80 ₾" (ka) or "GEL 312.80" (en). */
export function formatGel(tetri: number, locale: FormatLocale): string {
  return formatLari(tetri / 100, locale);
}

/** Tetri as a bare amount for a column headed "Amount, GEL": "-1,234.50" (en) or "-1 234,50" (ka). */
export function formatTetri(tetri: number, locale: FormatLocale): string {
  return formatDecimal(tetri / 100, locale, 2);
}

/** Liters with two decimals, without the unit (the message around it names it). */
export function formatLiters(liters: number, locale: FormatLocale): string {
  return formatDecimal(liters, locale, 2);
}

/** Kilometers as a whole number, without the unit. */
export function formatKilometers(km: number, locale: FormatLocale): string {
  return formatDecimal(km, locale, 0);
}

/** A share (0.125) as a percentage: "12.5%" (en, digits 1) or "12,5%" (ka). */
export function formatPercent(share: number, locale: FormatLocale, digits = 0): string {
  return `${formatDecimal(share * 100, locale, digits)}%`;
}
