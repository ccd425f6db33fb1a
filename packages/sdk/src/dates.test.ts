import { describe, expect, it } from 'vitest';
import { parseTimestamp, reviveDates } from './dates';

describe('parseTimestamp', () => {
  it.each([
    ['2026-11-22T08:27:17.123Z', '2026-11-22T08:27:17.123Z'],
    ['2026-11-22T12:27:17.123456+04:00', '2026-11-22T08:27:17.123Z'],
    ['2026-11-22T03:57:17.1-04:30', '2026-11-22T08:27:17.100Z'],
    ['2024-02-29T23:59:59.999+00:00', '2024-02-29T23:59:59.999Z'],
    ['2026-01-01T00:30:00.000+01:00', '2025-12-31T23:30:00.000Z'],
  ])('turns %s into the instant %s', (text, instant) => {
    expect(parseTimestamp(text)?.toISOString()).toBe(instant);
  });

  it.each([
    ['a calendar date', '2026-11-22'],
    ['a timestamp without fractional seconds', '2026-11-22T08:27:17Z'],
    ['a timestamp without zone', '2026-11-22T08:27:17.123'],
    ['a timestamp without seconds', '2026-11-22T08:27Z'],
    ['a timestamp with a space for T', '2026-11-22 08:27:17.123Z'],
    ['an impossible month and hour', '2026-13-45T99:00:00.000Z'],
    ['February 30th', '2026-02-30T10:00:00.000Z'],
    ['February 29th of a common year', '2026-02-29T10:00:00.000Z'],
    ['April 31st', '2026-04-31T10:00:00.000Z'],
    ['a 60th second', '2026-11-22T08:27:60.000Z'],
    ['an impossible offset', '2026-11-22T08:27:17.123+04:99'],
    ['a timestamp inside other text', 'since 2026-11-22T08:27:17.123Z'],
    ['a timestamp followed by text', '2026-11-22T08:27:17.123Z!'],
    ['an empty string', ''],
  ])('leaves %s alone', (_, text) => {
    expect(parseTimestamp(text)).toBeUndefined();
  });
});

describe('reviveDates', () => {
  it('converts a timestamp string on its own', () => {
    expect(reviveDates('2026-11-22T08:27:17.123Z')).toEqual(new Date('2026-11-22T08:27:17.123Z'));
  });

  it('converts timestamps in nested objects and arrays and leaves every other value as it is', () => {
    const input = {
      createdAt: '2026-11-22T08:27:17.123Z',
      holiday: { start: '2026-11-22', end: '2026-11-30' },
      events: [
        { at: '2026-11-22T12:27:17.123456+04:00', note: 'at 2026-11-22T08:27:17.123Z' },
        ['2026-11-22T08:27:17.123Z', '2026-11-22T08:27:17Z'],
      ],
      invalid: '2026-13-45T99:00:00.000Z',
      amount: 1250,
      active: true,
      deleted: false,
      parent: null,
      missing: undefined,
    };
    expect(reviveDates(input)).toEqual({
      createdAt: new Date('2026-11-22T08:27:17.123Z'),
      holiday: { start: '2026-11-22', end: '2026-11-30' },
      events: [
        { at: new Date('2026-11-22T08:27:17.123Z'), note: 'at 2026-11-22T08:27:17.123Z' },
        [new Date('2026-11-22T08:27:17.123Z'), '2026-11-22T08:27:17Z'],
      ],
      invalid: '2026-13-45T99:00:00.000Z',
      amount: 1250,
      active: true,
      deleted: false,
      parent: null,
      missing: undefined,
    });
  });

  it('returns new objects and does not change its input', () => {
    const input = { items: [{ at: '2026-11-22T08:27:17.123Z' }] };
    const snapshot = structuredClone(input);
    const output = reviveDates<typeof input>(input);
    expect(input).toEqual(snapshot);
    expect(output).not.toBe(input);
    expect(output.items).not.toBe(input.items);
  });

  it('leaves primitives and non-plain objects alone', () => {
    const date = new Date();
    const map = new Map([['at', '2026-11-22T08:27:17.123Z']]);
    class Box {
      at = '2026-11-22T08:27:17.123Z';
    }
    const box = new Box();
    expect(reviveDates(42)).toBe(42);
    expect(reviveDates(null)).toBeNull();
    expect(reviveDates(undefined)).toBeUndefined();
    expect(reviveDates(date)).toBe(date);
    expect(reviveDates(map)).toBe(map);
    expect(reviveDates(box)).toBe(box);
    expect(box.at).toBe('2026-11-22T08:27:17.123Z');
  });

  it('keeps a "__proto__" key from JSON as a plain key', () => {
    const input = JSON.parse('{"__proto__": {"polluted": "2026-11-22T08:27:17.123Z"}}') as object;
    const output = reviveDates<Record<string, unknown>>(input);
    expect(Object.getPrototypeOf(output)).toBe(Object.prototype);
    expect(Object.hasOwn(output, '__proto__')).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
