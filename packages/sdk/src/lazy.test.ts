import { describe, expect, it } from 'vitest';
import { Lazy } from './lazy';

describe('Lazy', () => {
  it('loads once for concurrent first uses and keeps the value', async () => {
    let loads = 0;
    const lazy = new Lazy(async () => ++loads);
    expect(await Promise.all([lazy.get(), lazy.get(), lazy.get()])).toEqual([1, 1, 1]);
    expect(await lazy.get()).toBe(1);
    expect(loads).toBe(1);
  });

  it('forgets a failed load, so the next use tries again', async () => {
    let loads = 0;
    const lazy = new Lazy(async () => {
      loads++;
      if (loads === 1) throw new Error('down');
      return 'up';
    });
    await expect(Promise.all([lazy.get(), lazy.get()])).rejects.toThrow('down');
    expect(loads).toBe(1);
    expect(await lazy.get()).toBe('up');
    expect(loads).toBe(2);
  });

  it('turns a load that throws synchronously into a rejection', async () => {
    const lazy = new Lazy<number>(() => {
      throw new Error('sync');
    });
    await expect(lazy.get()).rejects.toThrow('sync');
  });
});
