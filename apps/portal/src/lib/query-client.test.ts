import { ClientError } from '@fuel/sdk';
import { dehydrate, hydrate } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createQueryClient,
  READ_ON_SERVER_FRESH_MS,
  rememberReadOnServer,
  retryDelay,
  shouldRetry,
  staleTime,
} from './query-client';

describe('retryDelay', () => {
  it('doubles from one second', () => {
    expect([0, 1, 2, 3, 4].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16_000]);
  });

  it('never waits longer than thirty seconds', () => {
    expect(retryDelay(5)).toBe(30_000);
    expect(retryDelay(20)).toBe(30_000);
  });
});

describe('shouldRetry', () => {
  const answer = (status: number) =>
    new ClientError({ url: '/api/v2/fleet/vehicles', status, code: 'X', message: 'x' });

  it('retries a failure three times', () => {
    for (const error of [new TypeError('fetch failed'), answer(0), answer(500), answer(503)]) {
      expect([0, 1, 2, 3].map((count) => shouldRetry(count, error))).toEqual([true, true, true, false]);
    }
  });

  it('does not ask again what the platform refused', () => {
    for (const status of [400, 401, 403, 404, 409, 422]) expect(shouldRetry(0, answer(status))).toBe(false);
  });

  it('asks again after a timeout or too many requests', () => {
    for (const status of [408, 425, 429]) expect(shouldRetry(0, answer(status))).toBe(true);
  });
});

describe('createQueryClient', () => {
  it('applies the spec defaults to queries', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries).toMatchObject({ gcTime: 5 * 60 * 1000, retry: shouldRetry, refetchOnWindowFocus: false });
    expect(queries?.retryDelay).toBe(retryDelay);
  });
});

describe('staleTime: what the server read with the page', () => {
  const key = ['fleet', 'reports', 'consumption', { by: ['month'] }];
  const HOUR = 3_600_000;

  /** The page's data as the server dehydrates it, read at `serverNow` on the server's clock. */
  function readOnTheServer(serverNow: number) {
    const server = createQueryClient();
    server.setQueryData(key, { items: [] }, { updatedAt: serverNow });
    return dehydrate(server);
  }

  function hydratedFrom(state: ReturnType<typeof dehydrate>) {
    const browser = createQueryClient();
    rememberReadOnServer(state);
    hydrate(browser, state);
    const query = browser.getQueryCache().find({ queryKey: key });
    if (!query) throw new Error('not hydrated');
    return query;
  }

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('is fresh for thirty seconds from its arrival by the browser clock, whatever the server clock says', () => {
    vi.stubGlobal('window', {});
    vi.useFakeTimers({ now: 1_000_000_000_000 });
    const query = hydratedFrom(readOnTheServer(Date.now() + HOUR));
    expect(query.isStaleByTime(staleTime(query))).toBe(false);
    vi.advanceTimersByTime(READ_ON_SERVER_FRESH_MS - 1);
    expect(query.isStaleByTime(staleTime(query))).toBe(false);
    vi.advanceTimersByTime(2);
    expect(query.isStaleByTime(staleTime(query))).toBe(true);
  });

  it('is an ordinary query once the browser has fetched it again', () => {
    vi.stubGlobal('window', {});
    const query = hydratedFrom(readOnTheServer(Date.now() - 1000));
    expect(staleTime(query)).toBeGreaterThan(0);
    query.setData({ items: [1] });
    expect(staleTime(query)).toBe(0);
  });

  it('leaves queries the server did not read stale at once', () => {
    vi.stubGlobal('window', {});
    const client = createQueryClient();
    client.setQueryData(['fleet', 'vehicles'], { items: [] });
    const query = client.getQueryCache().find({ queryKey: ['fleet', 'vehicles'] });
    expect(query && staleTime(query)).toBe(0);
  });

  it('counts what the page read as fresh in the server render, and initial data as the browser does', () => {
    const query = hydratedFrom(readOnTheServer(Date.now()));
    expect(staleTime(query)).toBe(Number.POSITIVE_INFINITY);
    const client = createQueryClient();
    client.getQueryCache().build(client, { queryKey: ['fleet', 'home'], initialData: { balance: 1 } });
    const initial = client.getQueryCache().find({ queryKey: ['fleet', 'home'] });
    expect(initial && staleTime(initial)).toBe(0);
  });
});
