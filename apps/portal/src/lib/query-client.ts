import { ClientError } from '@fuel/sdk';
import { type DehydratedState, type Query, QueryClient, type QueryClientConfig } from '@tanstack/react-query';
import { registerQueryCache } from './query-cache';

/** The spec's data-cache constants, in one place. */
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;
export const QUERY_RETRY_COUNT = 3;
export const QUERY_RETRY_BASE_DELAY_MS = 1000;
export const QUERY_RETRY_MAX_DELAY_MS = 30_000;

/** Doubles from 1 s per attempt (attempt 0 is the first retry), capped at 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(QUERY_RETRY_BASE_DELAY_MS * 2 ** attempt, QUERY_RETRY_MAX_DELAY_MS);
}

/** Answers that may differ if asked again: a timeout, too early, too many requests. */
const TRANSIENT_CLIENT_STATUSES = new Set([408, 425, 429]);

/**
 * Up to {@link QUERY_RETRY_COUNT} retries, but not of an answer that would be the same again: the
 * platform refusing the request (a malformed address, no permission, not found) is shown at once
 * instead of after 7 s of retries.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_RETRY_COUNT) return false;
  if (!ClientError.is(error)) return true;
  return error.status < 400 || error.status >= 500 || TRANSIENT_CLIENT_STATUSES.has(error.status);
}

/** How long data read on the server with the page counts as fresh in the browser: not read again as it mounts. */
export const READ_ON_SERVER_FRESH_MS = 30_000;

/** The data the server read with the page, by query: when it was read and when the browser received it. */
const readOnServer = new Map<string, { dataUpdatedAt: number; receivedAt: number }>();

/** Called with the data a page brings (`PageDataBoundary`), before its queries mount; in the browser only. */
export function rememberReadOnServer(state: DehydratedState): void {
  if (typeof window === 'undefined') return;
  const receivedAt = Date.now();
  for (const { queryHash, state: query } of state.queries) {
    readOnServer.set(queryHash, { dataUpdatedAt: query.dataUpdatedAt, receivedAt });
  }
}

/**
 * A query still holding what the server read with the page stays fresh for a while, so the page does
 * not fetch it again as it mounts; every other query is stale at once, TanStack Query's default. The
 * time counts from when the browser received the data, on the browser's clock: TanStack Query adds
 * this to `dataUpdatedAt`, which is the server's.
 */
export function staleTime(query: Query): number {
  // In the server's render the only data updated is what the page read (hydrated; a render never
  // fetches): fresh, as the browser will count it, so that both render it alike (`aria-busy`).
  if (typeof window === 'undefined') return query.state.dataUpdateCount > 0 ? Number.POSITIVE_INFINITY : 0;
  const read = readOnServer.get(query.queryHash);
  if (!read) return 0;
  if (read.dataUpdatedAt !== query.state.dataUpdatedAt) {
    readOnServer.delete(query.queryHash);
    return 0;
  }
  return read.receivedAt + READ_ON_SERVER_FRESH_MS - read.dataUpdatedAt;
}

export const queryClientConfig = {
  defaultOptions: {
    queries: {
      staleTime,
      gcTime: QUERY_GC_TIME_MS,
      retry: shouldRetry,
      retryDelay,
      refetchOnWindowFocus: false,
    },
  },
} satisfies QueryClientConfig;

export function createQueryClient(): QueryClient {
  return new QueryClient(queryClientConfig);
}

let browserClient: QueryClient | undefined;

/**
 * The tab's one query client, created by the first island that needs it (the dashboard layout and
 * any client island wrapped in QueryProvider share it). On the server every call makes a new one.
 */
export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return createQueryClient();
  if (!browserClient) {
    const client = createQueryClient();
    registerQueryCache(() => client.clear());
    browserClient = client;
  }
  return browserClient;
}
