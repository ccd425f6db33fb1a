import { describe, expect, it } from 'vitest';
import { createQueryClient, retryDelay } from './query-client';

describe('retryDelay', () => {
  it('doubles from one second', () => {
    expect([0, 1, 2, 3, 4].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16_000]);
  });

  it('never waits longer than thirty seconds', () => {
    expect(retryDelay(5)).toBe(30_000);
    expect(retryDelay(20)).toBe(30_000);
  });
});

describe('createQueryClient', () => {
  it('applies the spec defaults to queries', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries).toMatchObject({ gcTime: 5 * 60 * 1000, retry: 3, refetchOnWindowFocus: false });
    expect(queries?.retryDelay).toBe(retryDelay);
  });
});
