import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';
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

export const queryClientConfig = {
  defaultOptions: {
    queries: {
      gcTime: QUERY_GC_TIME_MS,
      retry: QUERY_RETRY_COUNT,
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
