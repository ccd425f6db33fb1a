import { describe, expect, it } from 'vitest';
import { findNul } from './input-guard';

describe('findNul', () => {
  it('names the first value or key holding a NUL, at any depth', () => {
    expect(findNul('a\0b')).toBe('');
    expect(findNul({ name: 'ok', lines: [{ note: 'fine' }, { note: 'a\0b' }] })).toBe('lines.1.note');
    expect(findNul({ tags: { 'bad\0key': 1 } })).toBe('tags.bad\0key');
    const query = Object.assign(Object.create(null), { q: 'x\0' });
    expect(findNul(query)).toBe('q');
  });

  it('finds nothing in clean input, numbers, nulls and buffers', () => {
    expect(findNul({ a: 'x', b: [1, null, true, { c: 'y' }], d: Buffer.from([0]) })).toBeUndefined();
    expect(findNul(undefined)).toBeUndefined();
    expect(findNul(42)).toBeUndefined();
  });
});
