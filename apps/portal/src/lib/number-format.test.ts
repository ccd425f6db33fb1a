import { describe, expect, it } from 'vitest';
import { formatDecimal, formatLari } from './number-format';

// Node carries full ICU data: what Intl prints here is CLDR's format, which ours must equal.
const values = [
  0, 0.004, 0.005, 1, 1.005, 12.345, 999.995, 1000, 9999.5, 10_000, 12_345.678, 1_234_567.891, 98_765_432.1,
  -0.001, -1, -1234.5,
];
const intlDecimal = (locale: string, digits: number, value: number) =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
    value,
  );
const intlLari = (locale: string, value: number) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'GEL' }).format(value);

describe('formatDecimal and formatLari', () => {
  for (const locale of ['en', 'ka']) {
    it(`print what Node's Intl prints in ${locale}`, () => {
      for (const value of values) {
        for (const digits of [0, 2])
          expect(formatDecimal(value, locale, digits)).toBe(intlDecimal(locale, digits, value));
        expect(formatLari(value, locale)).toBe(intlLari(locale, value));
      }
    });
  }

  it('group Georgian thousands with a no-break space and a decimal comma', () => {
    expect(formatLari(12_345.5, 'ka')).toBe('12\u00a0345,50\u00a0₾');
    expect(formatLari(1234.5, 'en')).toBe('GEL\u00a01,234.50');
    expect(formatDecimal(10_000, 'ka')).toBe('10\u00a0000');
    // From five digits on only.
    expect(formatDecimal(1000, 'ka')).toBe('1000');
  });
});
