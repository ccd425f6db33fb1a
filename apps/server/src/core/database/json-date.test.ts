import { describe, expect, it } from 'vitest';
import { isoString, JsonDate } from './json-date';

describe('JsonDate', () => {
  it('writes the same JSON as Date: every millisecond form, leap days, the years around 10000, invalid', () => {
    const instants = [
      0,
      1,
      999,
      951_782_400_000, // 2000-02-29
      4_107_542_400_000, // 2100-02-28
      1_709_164_800_000, // 2024-02-29
      Date.parse('2026-11-22T08:27:17.123Z'),
      Date.parse('2026-12-31T23:59:59.999Z'),
      253_402_300_799_999,
      253_402_300_800_000,
      -1,
      -62_198_755_200_000,
    ];
    // A deterministic spread over 1970-9999 (every field's carries).
    for (let step = 0; step < 20_000; step++)
      instants.push(Math.floor((step * 12_669_961_343_999) % 253_402_300_800_000));
    for (const time of instants) {
      expect(JSON.stringify(new JsonDate(time))).toBe(JSON.stringify(new Date(time)));
    }
    expect(JSON.stringify({ at: new JsonDate(Number.NaN) })).toBe('{"at":null}');
    expect(isoString(Number.NaN)).toBeNull();
  });

  it('is a Date: parsed from PostgreSQL’s text, compared and changed as one', () => {
    const date = new JsonDate('2026-11-27 09:50:53.12+00');
    expect(date).toBeInstanceOf(Date);
    expect(date).toEqual(new Date('2026-11-27T09:50:53.120Z'));
    date.setUTCHours(0);
    expect(JSON.stringify(date)).toBe('"2026-11-27T00:50:53.120Z"');
  });
});
