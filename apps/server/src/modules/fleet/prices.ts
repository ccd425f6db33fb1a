import type { FuelProduct } from './vocabulary';
import { FUEL_PRODUCTS } from './vocabulary';

/** Today's unit price of each fuel product (tetri per liter), as the retailer's e-commerce items say. */
export type FuelPrices = {
  /** The project's active prices by product; a product without an active item is missing. */
  of(projectId: string): Promise<Map<FuelProduct, number>>;
};

/**
 * Reads prices through the commerce service (a module never reads another's tables) and keeps them for
 * `ttlMs`: the pump authorizes many times a second, prices change a few times a day.
 */
export function cachedFuelPrices(
  read: (projectId: string, skus: readonly string[]) => Promise<Map<string, number>>,
  ttlMs = 10_000,
): FuelPrices {
  const cache = new Map<string, { until: number; prices: Promise<Map<FuelProduct, number>> }>();
  return {
    of(projectId) {
      const now = Date.now();
      const hit = cache.get(projectId);
      if (hit && hit.until > now) return hit.prices;
      const prices = read(projectId, FUEL_PRODUCTS) as Promise<Map<FuelProduct, number>>;
      cache.set(projectId, { until: now + ttlMs, prices });
      prices.catch(() => cache.delete(projectId));
      return prices;
    },
  };
}
