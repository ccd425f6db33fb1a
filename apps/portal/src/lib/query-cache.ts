/**
 * Clearing the query cache without loading TanStack Query: pages without queries (home, sign-in)
 * never create the client, and nothing is cached there. The query provider registers its client.
 */
let clear: (() => void) | undefined;

export function registerQueryCache(clearCache: () => void): void {
  clear = clearCache;
}

export function clearQueryCache(): void {
  clear?.();
}
