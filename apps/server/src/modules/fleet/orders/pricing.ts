import { ValidationFailed } from '../../../core/errors';
import type { FuelProduct } from '../vocabulary';
import { priceLine } from './line-pricing';
import type { FleetPlaceOrderBody } from './schemas';
import type { StoredLine } from './tables';

/** The body's lines at today's prices (line-pricing.ts); a product not on sale is refused. */
export function priceLines(body: FleetPlaceOrderBody, prices: Map<string, number>): StoredLine[] {
  const missing = body.lines.flatMap((line, index) =>
    prices.has(line.product)
      ? []
      : [{ path: `lines.${index}.product`, rule: 'not_available', message: 'This product is not on sale' }],
  );
  if (missing.length) throw new ValidationFailed('Some products are not on sale', missing);

  return body.lines.map((line): StoredLine => {
    const unitPrice = prices.get(line.product)!;
    const { denomination } = line as { denomination?: number };
    const priced = priceLine(body.kind, line, unitPrice);
    return {
      product: line.product as FuelProduct,
      quantity: line.quantity,
      ...(body.kind === 'coupons' ? { denomination } : {}),
      unitPrice,
      ...priced,
    };
  });
}
