import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCache } from './cache';

afterEach(() => vi.useRealTimers());

describe('cache', () => {
  it('keeps an entry for its time to live, then loads again', async () => {
    vi.useFakeTimers();
    const cache = createCache<number>({ max: 10, ttlMs: 1_000 });
    let loads = 0;
    const loader = async () => ++loads;
    expect(await cache.load('a', loader)).toBe(1);
    vi.advanceTimersByTime(999);
    expect(await cache.load('a', loader)).toBe(1);
    vi.advanceTimersByTime(1);
    expect(await cache.load('a', loader)).toBe(2);
  });

  it('shares one load between concurrent misses and does not keep undefined', async () => {
    const cache = createCache<string | undefined>({ max: 10, ttlMs: 1_000 });
    let loads = 0;
    const loader = async () => {
      loads++;
      return undefined;
    };
    await Promise.all([cache.load('a', loader), cache.load('a', loader)]);
    expect(loads).toBe(1);
    await cache.load('a', loader);
    expect(loads).toBe(2);
  });

  it('drops the least recently used entry beyond its size', () => {
    const cache = createCache<number>({ max: 2, ttlMs: 1_000 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([1, undefined, 3]);
  });

  it('does not store what a load read before an invalidation', async () => {
    const cache = createCache<number>({ max: 10, ttlMs: 1_000 });
    let release: (value: number) => void = () => {};
    const stale = cache.load('a', () => new Promise((resolve) => (release = resolve)));
    cache.deleteWhere((key) => key === 'a');
    release(1);
    expect(await stale).toBe(1);
    expect(cache.get('a')).toBeUndefined();
    expect(await cache.load('a', async () => 2)).toBe(2);
    expect(cache.get('a')).toBe(2);
  });
});
