import { z } from 'zod';
import { fleetOrderProduct, orderIssue } from '../orders/inputs';
import { ORDER_RULES } from '../orders/rules';
import type { OrderValidationKey } from '../validation-keys';
import { FUEL_UNITS, LIMIT_PERIODS } from '../vocabulary';

// The card forms' payloads, shared with the portal like orders/inputs.ts (messages: `OrderValidation` keys).

const key = (message: OrderValidationKey) => ({ error: message });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The most a limit may be: a million liters or GEL. */
const MAX_LIMIT = 1_000_000;

/** A limit as the company sets it: `unlimited`, or a period with an amount in liters or GEL. */
export const fleetCardLimitInput = z
  .object({
    period: z.enum(LIMIT_PERIODS, key('required')),
    unit: z.enum(FUEL_UNITS, key('required')).optional(),
    amount: z
      .number(key('amount'))
      .positive(key('amount'))
      .max(MAX_LIMIT, key('amount'))
      .multipleOf(0.01, key('amount'))
      .optional(),
  })
  .strict()
  .superRefine((limit, context) => {
    if (limit.period === 'unlimited') return;
    if (limit.amount === undefined) context.addIssue(orderIssue('amount', 'required', ['amount']));
    if (limit.unit === undefined) context.addIssue(orderIssue('required', 'required', ['unit']));
  });

/** A card's limits: none or `unlimited` alone means no limit; each period at most once. */
export const fleetCardLimitsInput = z
  .array(fleetCardLimitInput)
  .max(LIMIT_PERIODS.length, key('tooMany'))
  .default([])
  .superRefine((list, context) => {
    const periods = list.map((limit) => limit.period);
    periods.forEach((period, index) => {
      if (periods.indexOf(period) !== index) {
        context.addIssue(orderIssue('periodTwice', 'unique', [index, 'period']));
      }
      if (period === 'unlimited' && list.length > 1) {
        context.addIssue(orderIssue('unlimitedAlone', 'unlimited_alone', [index, 'period']));
      }
    });
  });

export const fleetCardProductsInput = z
  .array(fleetOrderProduct, key('fuelType'))
  .min(1, key('fuelType'))
  .max(7, key('tooMany'))
  .superRefine((list, context) => {
    if (new Set(list).size !== list.length) context.addIssue(orderIssue('productTwice', 'unique'));
  });

export const fleetCardScheduleInput = z
  .object({
    fromMinute: z.number().int().min(0).max(1439).nullable().default(null),
    toMinute: z.number().int().min(1).max(1440).nullable().default(null),
    weekdays: z.array(z.number().int().min(1).max(7)).min(1, key('required')).max(7).nullable().default(null),
  })
  .strict()
  .superRefine((schedule, context) => {
    const { fromMinute, toMinute } = schedule;
    if ((fromMinute === null) !== (toMinute === null) || (fromMinute !== null && fromMinute >= toMinute!)) {
      context.addIssue(orderIssue('timeWindow', 'time_window', ['toMinute']));
    }
  });

/** Who an IDENTIFIED card is for: a vehicle of the company or a driver, one of the two. */
export const fleetCardHolderInput = z
  .object({
    vehicleId: z.string().regex(UUID, key('holder')).optional(),
    driverName: z.string().trim().min(1, key('holder')).max(34, key('tooLong')).optional(),
  })
  .strict()
  .superRefine((holder, context) => {
    if (Boolean(holder.vehicleId) === Boolean(holder.driverName)) {
      context.addIssue(orderIssue('holder', 'one_holder', ['vehicleId']));
    }
  });

const settings = {
  limits: fleetCardLimitsInput,
  products: fleetCardProductsInput,
  schedule: fleetCardScheduleInput.optional(),
  note: z.string().trim().max(500, key('tooLong')).optional(),
};

/** POST /fleet/card-orders: UNIVERSAL cards (any driver) by quantity, or IDENTIFIED ones, one per holder. */
export const fleetPlaceCardOrderBody = z
  .discriminatedUnion('cardType', [
    z
      .object({
        cardType: z.literal('UNIVERSAL'),
        quantity: z
          .number(key('emptyValue'))
          .int(key('emptyOrder'))
          .min(1, key('emptyOrder'))
          .max(ORDER_RULES.maxCardsPerOrder, key('tooMany')),
        ...settings,
      })
      .strict(),
    z
      .object({
        cardType: z.literal('IDENTIFIED'),
        holders: z
          .array(fleetCardHolderInput)
          .min(1, key('emptyOrder'))
          .max(ORDER_RULES.maxCardsPerOrder, key('tooMany')),
        ...settings,
      })
      .strict(),
  ])
  .meta({ id: 'FleetPlaceCardOrderBody' });

/** PUT /fleet/cards/{id}/settings: the card's limits, products and schedule, replaced as a whole. */
export const fleetCardSettingsBody = z
  .object({
    limits: fleetCardLimitsInput,
    products: fleetCardProductsInput,
    schedule: fleetCardScheduleInput.optional(),
  })
  .strict()
  .meta({ id: 'FleetCardSettingsBody' });

export const fleetReplaceCardBody = z
  .object({ reason: z.enum(['lost', 'stolen', 'damaged'], key('required')) })
  .strict()
  .meta({ id: 'FleetReplaceCardBody' });

export type FleetCardLimitInput = z.input<typeof fleetCardLimitInput>;
export type FleetCardScheduleInput = z.input<typeof fleetCardScheduleInput>;
export type FleetPlaceCardOrderInput = z.input<typeof fleetPlaceCardOrderBody>;
export type FleetPlaceCardOrderBody = z.output<typeof fleetPlaceCardOrderBody>;
export type FleetCardSettingsInput = z.input<typeof fleetCardSettingsBody>;
export type FleetCardSettingsBody = z.output<typeof fleetCardSettingsBody>;
export type FleetReplaceCardBody = z.infer<typeof fleetReplaceCardBody>;
