import { ValidationFailed } from '../../../core/errors';
import type { FuelProduct } from '../vocabulary';
import type { FleetPlaceOrderBody } from './schemas';
import type { StoredLine } from './tables';

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
