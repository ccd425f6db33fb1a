import { ORDER_VALIDATION_KEYS } from '@fuel/sdk/fleet-rules';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import ka from '@/messages/ka.json';
import { cardOrderField, cardOrderResolver, emptyCardOrder } from '../cards/card-order-values';
import { emptyOrder, orderResolver, toOrderBody } from './order-form-values';

const resolve = async <T>(resolver: (values: T, context: unknown, options: never) => unknown, values: T) =>
  (await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false } as never)) as {
    errors: Record<string, unknown>;
  };

describe('the order forms', () => {
  it.each([
    ['en', en],
    ['ka', ka],
  ])('have every OrderValidation message in %s', (_locale, messages) => {
    expect(Object.keys(messages.OrderValidation).sort()).toEqual([...ORDER_VALIDATION_KEYS].sort());
  });

  it('sends only the chosen kind’s fields', () => {
    const coupons = {
      ...emptyOrder('coupons'),
      lines: [{ product: 'GAS', unit: 'liters', denomination: '50', quantity: 10 }],
    };
    expect(toOrderBody(coupons)).toEqual({
      kind: 'coupons',
      lines: [{ product: 'GAS', denomination: 50, quantity: 10 }],
      paymentType: 'transfer',
      draft: false,
    });
    expect('delivery' in toOrderBody({ ...coupons, kind: 'fuel' })).toBe(false);
  });

  it('checks with the server’s schema and puts its keys on the form’s fields', async () => {
    const bad = {
      ...emptyOrder('coupons'),
      lines: [{ product: '', unit: 'liters', denomination: '20', quantity: 12 }],
    };
    const { errors } = await resolve(orderResolver as never, bad);
    const line = (errors.lines as Record<string, { message: string }>[])[0]!;
    expect([line.product?.message, line.quantity?.message]).toEqual(['fuelType', 'couponRatings']);
  });

  it('maps the card order’s request paths to its fields', async () => {
    expect(cardOrderField('limits.0.amount')).toBe('limitAmount');
    expect(cardOrderField('holders.2.vehicleId')).toBe('holders.2.driverName');
    const { errors } = await resolve(cardOrderResolver as never, { ...emptyCardOrder(), products: [] });
    expect(Object.keys(errors).sort()).toEqual(['limitAmount', 'products']);
  });
});
