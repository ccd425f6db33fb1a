import { describe, expect, it } from 'vitest';
import { boxAt, LABEL_OFFSET_PX, placeNames } from './town-labels';

const map = { left: 0, top: 0, right: 400, bottom: 400 };
const name = (x: number, y: number, width = 60) => ({ x, y, width, height: 16 });
/** A group marker (28 px) centred at (x, y). */
const marker = (x: number, y: number) => ({ left: x - 14, top: y - 14, right: x + 14, bottom: y + 14 });

describe('placeNames', () => {
  it('puts a name above its town, clear of a group marker standing on the town', () => {
    expect(placeNames([name(200, 200)], [marker(200, 200)], map)).toEqual(['above']);
    const box = boxAt('above', 200, 200, 60, 16);
    expect(box).toEqual({
      left: 170,
      top: 200 - LABEL_OFFSET_PX - 16,
      right: 230,
      bottom: 200 - LABEL_OFFSET_PX,
    });
  });

  it('moves a name below, then beside its town when the places before are taken', () => {
    expect(placeNames([name(200, 200)], [marker(200, 170)], map)).toEqual(['below']);
    expect(placeNames([name(200, 200)], [marker(200, 170), marker(200, 230)], map)).toEqual(['right']);
    expect(placeNames([name(200, 200)], [marker(200, 170), marker(200, 230), marker(250, 200)], map)).toEqual(
      ['left'],
    );
  });

  it('takes a corner when the sides are taken, hides a name with no free place, and keeps names from touching each other (the first town first)', () => {
    const ring = [marker(200, 170), marker(200, 230), marker(250, 200), marker(150, 200)];
    expect(placeNames([name(200, 200)], ring, map)).toEqual(['above-right']);
    const corners = [marker(250, 170), marker(150, 170), marker(250, 230), marker(150, 230)];
    expect(placeNames([name(200, 200)], [...ring, ...corners.slice(0, 3)], map)).toEqual(['below-left']);
    expect(placeNames([name(200, 200)], [...ring, ...corners], map)).toEqual([null]);
    expect(placeNames([name(200, 200), name(205, 200)], [], map)).toEqual(['above', 'below']);
    // Side by side, two names keep more room between them (12 px) than a name and a marker (4 px).
    expect(placeNames([name(200, 200), name(200 + 60 + 16, 200)], [], map)).toEqual(['above', 'above']);
    expect(placeNames([name(200, 200), name(200 + 60 + 8, 200)], [], map)).toEqual(['above', 'below']);
  });

  it('keeps a name inside the map', () => {
    // Near the top edge: no room above; near the left edge: centred names would leave the map.
    expect(placeNames([name(200, 20)], [], map)).toEqual(['below']);
    expect(placeNames([name(10, 200)], [], map)).toEqual(['right']);
  });
});
