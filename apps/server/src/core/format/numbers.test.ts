import { describe, expect, it } from 'vitest';
import {
  formatDecimal,
  formatGel,
  formatKilometers,
  formatLari,
  formatLiters,
  formatNumber,
  formatPercent,
  formatTetri,
} from './numbers';

// Node carries full ICU data: what Intl prints here is CLDR's format, which ours must equal (without
// using it: browsers may lack the Georgian data).
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

describe('numbers', () => {
  for (const locale of ['en', 'ka', 'ka-GE']) {
    it(`print what Node's Intl prints in ${locale}`, () => {
      for (const value of values) {
        for (const digits of [0, 2])
          expect(formatDecimal(value, locale, digits)).toBe(intlDecimal(locale, digits, value));
        expect(formatLari(value, locale)).toBe(intlLari(locale, value));
      }
    });
  }

  it('group Georgian thousands with a no-break space and a decimal comma, from five digits on', () => {
    expect(formatGel(31_280, 'ka')).toBe('312,80\u00a0₾');
    expect(formatGel(181_279, 'ka')).toBe('1812,79\u00a0₾');
    expect(formatGel(3_143_200, 'ka')).toBe('31\u00a0432,00\u00a0₾');
    expect(formatKilometers(31_432, 'ka')).toBe('31\u00a0432');
    expect(formatLiters(8671.594, 'ka')).toBe('8671,59');
    expect(formatNumber(1000, 'ka')).toBe('1000');
  });

  it('write English with comma groups and a decimal point', () => {
    expect(formatGel(181_279, 'en')).toBe('GEL\u00a01,812.79');
    expect(formatKilometers(31_432, 'en')).toBe('31,432');
    expect(formatNumber(1000, 'en')).toBe('1,000');
  });

  it('keep the sign, round half away from zero and print zero plainly', () => {
    expect(formatGel(-123_450, 'ka')).toBe('-1234,50\u00a0₾');
    expect(formatGel(-123_450, 'en')).toBe('-GEL\u00a01,234.50');
    expect(formatGel(0, 'ka')).toBe('0,00\u00a0₾');
    expect(formatLiters(2.345, 'en')).toBe('2.35');
    expect(formatLiters(-2.345, 'ka')).toBe('-2,35');
    expect(formatTetri(-1_234_550, 'ka')).toBe('-12\u00a0345,50');
    expect(formatTetri(5, 'en')).toBe('0.05');
    expect(formatLari(2500, 'en', 0)).toBe('GEL\u00a02,500');
  });

  it('print shares as percentages', () => {
    expect(formatPercent(0.125, 'en', 1)).toBe('12.5%');
    expect(formatPercent(0.125, 'ka', 1)).toBe('12,5%');
    expect(formatPercent(0.8, 'ka')).toBe('80%');
    expect(formatPercent(0, 'en')).toBe('0%');
  });
});
