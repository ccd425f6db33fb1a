import { describe, expect, it } from 'vitest';
import { alertText } from './alerts';

// The decline notice's text (stored once, in both languages): what is left of the limit is written as
// each language writes numbers, as the portal prints them.
describe('the decline notice', () => {
  it('writes the liters left with a decimal comma in Georgian and a point in English', () => {
    const text = alertText('AB1234', 'LIMIT_EXCEEDED', {
      period: 'daily',
      unit: 'ml',
      limit: 200_000,
      remaining: 95_660,
    });
    expect(text.body.ka).toContain('დარჩენილია 95,66 ლ');
    expect(text.body.en).toContain('95.66 L left');
  });

  it('writes money left as the portal does', () => {
    const text = alertText('AB1234', 'LIMIT_EXCEEDED', {
      period: 'weekly',
      unit: 'tetri',
      limit: 4_500_000,
      remaining: 1_234_550,
    });
    expect(text.body.ka).toContain('12\u00a0345,50\u00a0₾');
    expect(text.body.en).toContain('GEL\u00a012,345.50 left');
  });
});
