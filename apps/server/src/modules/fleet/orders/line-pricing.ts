import type { FuelUnit } from '../vocabulary';
import type { FuelRequestKind } from './rules';

// The one rule that prices an order's line, in integers only: the server stores what it returns and the
// portal (through `@fuel/sdk/fleet-rules`) shows the same figures while the user types. Plain data.

/** A line as entered: liters or GEL (fuel), liters (wholesale), or a number of coupons of `denomination` liters. */
export type LineQuantity = { unit?: FuelUnit; quantity: number; denomination?: number };

/** What a line costs and buys: tetri, and milliliters of fuel. */
export type LinePrice = { unit: FuelUnit; volumeMl: number; total: number };

/**
 * Tetri per liter × liters (coupons: denomination × count liters); a GEL amount buys the fuel it pays
 * for, rounded down to the milliliter.
 */
export function priceLine(kind: FuelRequestKind, line: LineQuantity, unitPrice: number): LinePrice {
  if (kind === 'coupons') {
    const liters = (line.denomination ?? 0) * line.quantity;
    return { unit: 'liters', volumeMl: liters * 1000, total: liters * unitPrice };
  }
  if (kind === 'fuel' && line.unit === 'GEL') {
    const total = line.quantity * 100;
    return { unit: 'GEL', volumeMl: Math.floor((total * 1000) / unitPrice), total };
  }
  return { unit: 'liters', volumeMl: line.quantity * 1000, total: line.quantity * unitPrice };
}

/** An order's total: the sum of its lines' totals (tetri). */
export const orderTotal = (lines: readonly { total: number }[]) =>
  lines.reduce((total, line) => total + line.total, 0);
