import { and, eq, inArray } from 'drizzle-orm';
import { createCache } from '../../core/cache';
import type { Database } from '../../core/database/client';
import type { Invalidation } from '../../core/invalidation';
import { ITEMS_TOPIC } from './item-totals';
import { items } from './tables';

/**
 * How long a server trusts the prices it read. Every change of an item goes through the item service,
 * which publishes it on the items topic after the commit: this server drops the project's prices at
 * once, every other server when the database's notification arrives (milliseconds). This only bounds a
 * lost notification.
 */
const PRICES_TTL_MS = 10_000;

/**
 * The unit prices of a project's active items by SKU, kept per server: every fleet order is priced with
 * them (one query less per order placed), and prices change a few times a day.
 */
export function createItemPrices(db: Database, invalidation: Invalidation) {
  const cache = createCache<Map<string, number>>({ max: 1_000, ttlMs: PRICES_TTL_MS });
  invalidation.subscribe(ITEMS_TOPIC, {
    changed: (projectId) => cache.deleteWhere((key) => key.startsWith(`${projectId}|`)),
    reset: () => cache.clear(),
  });

  return {
    /** An SKU without an active item is missing from the map (a copy: the caller may change it). */
    async activeBySku(projectId: string, skus: readonly string[]): Promise<Map<string, number>> {
      if (skus.length === 0) return new Map();
      const prices = await cache.load(`${projectId}|${skus.join(',')}`, async () => {
        const rows = await db
          .select({ sku: items.sku, price: items.priceAmount })
          .from(items)
          .where(
            and(eq(items.projectId, projectId), eq(items.status, 'active'), inArray(items.sku, [...skus])),
          );
        return new Map(rows.map((row) => [row.sku!, row.price]));
      });
      return new Map(prices);
    },
  };
}
