import { ValidationFailed } from '../../../core/errors';
import type { FuelProduct } from '../vocabulary';
import type { FleetPlaceOrderBody } from './schemas';
import type { StoredLine } from './tables';

/** The project's fuel prices now, in tetri per liter by product (the e-commerce items' SKUs). */
export type PriceList = (projectId: string) => Promise<Map<string, number>>;

/** Tetri per liter × liters, and the fuel that many GEL buy, in integers only. */
export function priceLines(body: FleetPlaceOrderBody, prices: Map<string, number>): StoredLine[] {
  const missing = body.lines.flatMap((line, index) =>
    prices.has(line.product)
      ? []
      : [{ path: `lines.${index}.product`, rule: 'not_available', message: 'This product is not on sale' }],
  );
  if (missing.length) throw new ValidationFailed('Some products are not on sale', missing);

  return body.lines.map((line): StoredLine => {
    const unitPrice = prices.get(line.product)!;
    const product = line.product as FuelProduct;
    if (body.kind === 'coupons') {
      const { denomination } = line as { denomination: number };
      const liters = denomination * line.quantity;
      return {
        product,
        unit: 'liters',
        quantity: line.quantity,
        denomination,
        volumeMl: liters * 1000,
        unitPrice,
        total: liters * unitPrice,
      };
    }
    if ('unit' in line && line.unit === 'GEL') {
      const total = line.quantity * 100;
      return {
        product,
        unit: 'GEL',
        quantity: line.quantity,
        volumeMl: Math.floor((total * 1000) / unitPrice),
        unitPrice,
        total,
      };
    }
    return {
      product,
      unit: 'liters',
      quantity: line.quantity,
      volumeMl: line.quantity * 1000,
      unitPrice,
      total: line.quantity * unitPrice,
    };
  });
}

/** The price list over the commerce module's items: its active fuel and card items, by SKU. */
export function catalogPrices(
  search: (
    projectId: string,
    filters: { typeIn: string[]; sort: 'created'; limit: number; page: number },
    audience: 'public',
  ) => Promise<{ items: { sku: string | null; price: { amount: number } }[] }>,
): PriceList {
  return async (projectId) => {
    const { items } = await search(
      projectId,
      { typeIn: ['fuel', 'card'], sort: 'created', limit: 200, page: 1 },
      'public',
    );
    return new Map(items.flatMap((item) => (item.sku ? [[item.sku, item.price.amount] as const] : [])));
  };
}
