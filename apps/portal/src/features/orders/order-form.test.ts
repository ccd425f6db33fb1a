import { ORDER_VALIDATION_KEYS } from '@fuel/sdk/fleet-vocabulary';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import ka from '@/messages/ka.json';
import {
  cardOrderField,
  cardOrderResolver,
  emptyCardOrder,
  emptyHolder,
  toCardOrderBody,
} from '../cards/card-order-values';
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

  it('hands the form’s own values on when they are valid', async () => {
    const good = {
      ...emptyOrder('fuel'),
      lines: [{ product: 'GAS', unit: 'GEL', denomination: '20', quantity: 50 }],
    };
    expect((await resolve(orderResolver as never, good)) as unknown).toEqual({ values: good, errors: {} });
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

  it('orders an identified card for a vehicle, checked by the server’s holder rule', async () => {
    const vehicleId = '0b6f3c1e-9d1a-4c6e-8f3a-2d4b5c6d7e8f';
    const identified = {
      ...emptyCardOrder(),
      cardType: 'IDENTIFIED' as const,
      limitAmount: 50,
      products: ['GAS'],
      holders: [
        { ...emptyHolder(), kind: 'vehicle' as const, vehicleId, vehicleLabel: 'AA-123-BB' },
        { ...emptyHolder(), driverName: 'Nino Beridze' },
      ],
    };
    expect(toCardOrderBody(identified)).toMatchObject({
      cardType: 'IDENTIFIED',
      holders: [{ vehicleId }, { driverName: 'Nino Beridze' }],
    });
    expect((await resolve(cardOrderResolver as never, identified)).errors).toEqual({});

    // No vehicle chosen (or a value that is no id): the problem shows on the vehicle's field.
    for (const chosen of ['', 'AA-123-BB']) {
      const holders = [{ ...identified.holders[0]!, vehicleId: chosen }, identified.holders[1]!];
      const { errors } = await resolve(cardOrderResolver as never, { ...identified, holders });
      const first = (errors.holders as Record<string, { message: string }>[])[0]!;
      expect([Object.keys(first), first.vehicleId?.message]).toEqual([['vehicleId'], 'holder']);
    }
    expect(cardOrderField('holders.0.vehicleId', identified.holders)).toBe('holders.0.vehicleId');
    expect(cardOrderField('holders.1.vehicleId', identified.holders)).toBe('holders.1.driverName');
  });
});
