import type { CardType, FuelProduct } from './vocabulary';
import { CARD_TYPES, FUEL_PRODUCTS } from './vocabulary';

/**
 * The one way the fleet reads the retailer's prices: the project's active e-commerce items by SKU, in
 * tetri (`commerce.items.activePricesBySku`; a module never reads another's tables). An SKU without
 * an active item is missing from the map.
 */
export type PricesBySku = (projectId: string, skus: readonly string[]) => Promise<Map<string, number>>;

/** The SKU of a card type's item (`CARD_UNIVERSAL`): what ordering one card costs. */
export const cardSku = (type: CardType) => `CARD_${type}` as const;

/** Every SKU the fleet prices: the fuel products and the card types. */
export const FLEET_SKUS: readonly string[] = [...FUEL_PRODUCTS, ...CARD_TYPES.map(cardSku)];

/** The fleet's prices now, by SKU (fuel products and card types): what orders are priced at. */
export type PriceList = (projectId: string) => Promise<Map<string, number>>;

/** The price list over the SKU reader: one query, whatever else the project sells. */
export function fleetPriceList(read: PricesBySku): PriceList {
  return (projectId) => read(projectId, FLEET_SKUS);
}

/** Today's unit price of each fuel product (tetri per liter), as the retailer's e-commerce items say. */
export type FuelPrices = {
  /** The project's active prices by product; a product without an active item is missing. */
  of(projectId: string): Promise<Map<FuelProduct, number>>;
};

/**
 * The fuel prices over the same reader, kept for `ttlMs`: the pump authorizes many times a second,
 * prices change a few times a day.
 */
export function cachedFuelPrices(read: PricesBySku, ttlMs = 10_000): FuelPrices {
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
