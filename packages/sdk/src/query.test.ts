import { describe, expect, it } from 'vitest';
import { toQueryString } from './query';

describe('toQueryString', () => {
  it('returns an empty string when nothing remains', () => {
    expect(toQueryString(undefined)).toBe('');
    expect(toQueryString({})).toBe('');
    expect(toQueryString({ a: undefined, b: null, c: [], d: [undefined, null] })).toBe('');
  });

  it('writes numbers, booleans and strings in key order', () => {
    expect(toQueryString({ limit: 20, page: 1, active: true, archived: false, q: 'x' })).toBe(
      '?limit=20&page=1&active=true&archived=false&q=x',
    );
  });

  it('comma-joins arrays and leaves empty arrays out', () => {
    const query = toQueryString({ typeIn: ['fuel', 'oil'], statusIn: [], inUserIds: ['a'] });
    expect(new URLSearchParams(query).get('typeIn')).toBe('fuel,oil');
    expect(new URLSearchParams(query).get('inUserIds')).toBe('a');
    expect(query).not.toContain('statusIn');
  });

  it('leaves undefined and null values out, also inside arrays', () => {
    expect(toQueryString({ a: undefined, b: 1, c: null, d: ['x', undefined, null, 'y'] })).toBe(
      '?b=1&d=x%2Cy',
    );
  });

  it('writes dates as ISO strings', () => {
    const query = toQueryString({ from: new Date('2026-11-22T08:27:17.123Z') });
    expect(new URLSearchParams(query).get('from')).toBe('2026-11-22T08:27:17.123Z');
  });

  it('encodes keys and values', () => {
    const query = toQueryString({ 'name[en]': 'a b&c=d/é?#', empty: '' });
    expect(query).toBe('?name%5Ben%5D=a%20b%26c%3Dd%2F%C3%A9%3F%23&empty=');
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({ 'name[en]': 'a b&c=d/é?#', empty: '' });
  });

  it('refuses values with no agreed form in a query string', () => {
    expect(() => toQueryString({ filter: { a: 1 } })).toThrow(TypeError);
    expect(() => toQueryString({ at: new Date(Number.NaN) })).toThrow(/"at" is neither .* a valid date/);
  });
});
