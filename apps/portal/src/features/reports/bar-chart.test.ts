import { describe, expect, it } from 'vitest';
import { niceScale } from './bar-chart';

describe('niceScale', () => {
  it('tops an axis at a round value above the largest bar, in four equal steps', () => {
    expect(niceScale(1234)).toEqual({ top: 2000, step: 500 });
    expect(niceScale(90)).toEqual({ top: 100, step: 25 });
    expect(niceScale(4.2)).toEqual({ top: 8, step: 2 });
    for (const max of [0.3, 7, 55, 999, 12_345, 3_000_000]) {
      const { top, step } = niceScale(max);
      expect(top).toBeGreaterThanOrEqual(max * 1.1);
      expect(top).toBeCloseTo(step * 4);
      expect(top).toBeLessThan(max * 1.1 * 2.5);
    }
  });

  it('draws an empty axis from 0 to 1', () => {
    expect(niceScale(0)).toEqual({ top: 1, step: 0.25 });
    expect(niceScale(Number.NaN)).toEqual({ top: 1, step: 0.25 });
  });
});
