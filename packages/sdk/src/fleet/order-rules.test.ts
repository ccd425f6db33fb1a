import { describe, expect, it } from 'vitest';
import { fleetPlaceCardOrderBody, fleetPlaceOrderBody, mayMove, ORDER_TRANSITIONS } from '../fleet-rules';

// The order forms validate in the browser with the server's own schemas, with message keys.

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`) ?? [];

describe('the order form rules of @fuel/sdk/fleet-rules', () => {
  it('checks quantities, products and the empty order', () => {
    expect(
      messages(
        fleetPlaceOrderBody.safeParse({
          kind: 'coupons',
          lines: [{ product: 'GAS', denomination: 20, quantity: 12 }],
        }),
      ),
    ).toEqual(['lines.0.quantity:couponRatings']);
    expect(
      messages(fleetPlaceOrderBody.safeParse({ kind: 'fuel', lines: [{ unit: 'liters', quantity: 15 }] })),
    ).toEqual(['lines.0.product:fuelType', 'lines.0.quantity:fuelRatings']);
    expect(messages(fleetPlaceOrderBody.safeParse({ kind: 'fuel', lines: [] }))).toEqual([
      'lines:emptyOrder',
    ]);
    const order = fleetPlaceOrderBody.parse({
      kind: 'fuel',
      lines: [{ product: 'GAS', unit: 'GEL', quantity: 50 }],
    });
    expect(order).toMatchObject({ paymentType: 'transfer', draft: false });
  });

  it('checks the card order: a holder each, limits with amounts', () => {
    expect(
      messages(
        fleetPlaceCardOrderBody.safeParse({
          cardType: 'IDENTIFIED',
          holders: [{ vehicleId: crypto.randomUUID(), driverName: 'Nika' }],
          limits: [{ period: 'weekly', unit: 'liters' }],
          products: ['GAS'],
        }),
      ),
    ).toEqual(['holders.0.vehicleId:holder', 'limits.0.amount:amount']);
  });

  it('shares the transition table', () => {
    expect(Object.keys(ORDER_TRANSITIONS.PENDING)).toContain('CONFIRMED');
    expect(mayMove('READY', 'ISSUED', 'retailer')).toBe(true);
    expect(mayMove('READY', 'ISSUED', 'company')).toBe(false);
  });
});
