import 'server-only';
import { unstable_cache } from 'next/cache';

/** Seconds a piece of platform content is served from Next's data cache before it is fetched again. */
export const CONTENT_REVALIDATE_SECONDS = 60;
export const CONTENT_CACHE_TAG = 'platform-content';

/**
 * Wraps a loader of platform content in Next's data cache: one request to the platform per key and
 * minute at most, whatever the traffic. Results must be plain JSON (dates as strings); a loader that
 * throws caches nothing, so the next render tries again.
 */
export function cached<Args extends (string | number)[], Result>(
  name: string,
  load: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  const loadCached = unstable_cache(load, ['portal-content', name], {
    revalidate: CONTENT_REVALIDATE_SECONDS,
    tags: [CONTENT_CACHE_TAG],
  });
  return (...args) =>
    // `next build` runs without the platform: pages render their fallbacks at once, and `npm start`
    // has them rendered again with the content (app/api/revalidate).
    process.env.NEXT_PHASE === 'phase-production-build'
      ? Promise.reject(new Error('No platform content during next build'))
      : loadCached(...args);
}
