import { describe, expect, it } from 'vitest';
import { clusterPoints } from './clusters';

const at = (x: number, y: number) => ({ x, y });

describe('clusterPoints', () => {
  it('keeps points that are far enough apart on their own', () => {
    const points = [at(0, 0), at(40, 0), at(0, 40)];
    expect(clusterPoints(points, (point) => point, 30)).toEqual([[at(0, 0)], [at(40, 0)], [at(0, 40)]]);
  });

  it('groups points that would overlap, leaving the groups at least the spacing apart', () => {
    const points = [at(0, 0), at(10, 0), at(35, 0), at(50, 0), at(200, 200)];
    const groups = clusterPoints(points, (point) => point, 30);
    expect(groups).toEqual([[at(0, 0), at(10, 0)], [at(35, 0), at(50, 0)], [at(200, 200)]]);
    const firsts = groups.map((group) => group[0]!);
    for (const a of firsts)
      for (const b of firsts)
        if (a !== b) expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(30);
  });
});
