/**
 * Numbers in the user's language with the same text on the server and in every browser. Intl is not
 * enough: a Chromium built without Georgian locale data (Debian's) formats `ka` as English
 * ("GEL 1,234.50" instead of "1 234,50 ₾"), so a number rendered on the server differed from the
 * browser's and React's hydration failed. The marks are CLDR's, as Node's full ICU prints them.
 */
const MARKS = {
  en: { group: ',', decimal: '.', minimumGroupingDigits: 1 },
  // Georgian groups only from five digits on: 1000, 10 000.
  ka: { group: '\u00a0', decimal: ',', minimumGroupingDigits: 2 },
} as const;

const marksOf = (locale: string) => (locale.startsWith('ka') ? MARKS.ka : MARKS.en);

/** `value` scaled to whole units of 10^-digits, rounded half away from zero on its shortest decimal form (as Intl does). */
function scaled(value: number, digits: number): number {
  const text = String(value);
  if (text.includes('e')) return Math.round(value * 10 ** digits);
  return Math.round(Number(`${text}e${digits}`));
}

/** 12345.6 → "12,345.60" (en) or "12 345,60" (ka) with `digits` decimals. */
export function formatDecimal(value: number, locale: string, digits = 0): string {
  const marks = marksOf(locale);
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

/** An amount in lari: "GEL 1,234.50" (en) or "1 234,50 ₾" (ka). */
export function formatLari(value: number, locale: string): string {
  const number = formatDecimal(Math.abs(value), locale, 2);
  const sign = value < 0 ? '-' : '';
  return locale.startsWith('ka') ? `${sign}${number}\u00a0₾` : `${sign}GEL\u00a0${number}`;
}
