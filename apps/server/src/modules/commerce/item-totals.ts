import { createCache } from '../../core/cache';
import type { Invalidation } from '../../core/invalidation';

/** The invalidation topic: an item of the project (the key) was created or changed. */
export const ITEMS_TOPIC = 'items';
/** A total is counted again after this long at the latest (a lost notification costs no more). */
const TOTAL_TTL_MS = 30_000;

/** What a total depends on: the filters, not the sort or the page. */
export type CountedFilters = {
  query?: string;
  typeIn?: string[];
  statusIn?: string[];
  interestsIn?: string[];
  inUserIds?: string[];
  notInUserIds?: string[];
  minPrice?: number;
  maxPrice?: number;
};

/**
 * The exact number of a project's items matching a filter, counted once per filter rather than once per
 * page: kept until an item of the project changes (on every server, through `invalidation`).
 */
export function createItemTotals(invalidation: Invalidation) {
  const totals = createCache<number>({ max: 10_000, ttlMs: TOTAL_TTL_MS });
  invalidation.subscribe(ITEMS_TOPIC, {
    changed: (projectId) => totals.deleteWhere((key) => key.startsWith(`${projectId}|`)),
    reset: () => totals.clear(),
  });

  return {
    count(projectId: string, audience: string, filters: CountedFilters, counter: () => Promise<number>) {
      return totals.load(`${projectId}|${audience}|${filterKey(filters)}`, counter);
    },

    /** Call after a committed change to the project's items. */
    changed(projectId: string): Promise<void> {
      return invalidation.publish(ITEMS_TOPIC, projectId);
    },
  };
}

function filterKey(filters: CountedFilters): string {
  const sorted = (list?: string[]) => (list?.length ? [...new Set(list)].sort() : undefined);
  return JSON.stringify([
    filters.query || undefined,
    sorted(filters.typeIn),
    sorted(filters.statusIn),
    sorted(filters.interestsIn),
    sorted(filters.inUserIds),
    sorted(filters.notInUserIds),
    filters.minPrice,
    filters.maxPrice,
  ]);
}
