import { z } from 'zod';
import { pagination, timestamp, uuid } from '../../../core/schemas';
import { commaList, sortOrder } from '../../commerce/shared';
import { ORDER_MESSAGES, ORDER_RULES } from '../orders/rules';
import { fleetCardLimit, fleetCardSchedule, fleetFuelProduct } from '../orders/schemas';
import { CARD_STATUSES, CARD_TYPES, FUEL_UNITS, LIMIT_PERIODS } from '../vocabulary';

/** The most a limit may be: a million liters or GEL. */
const MAX_LIMIT = 1_000_000;

/** A limit as the company sets it: `unlimited`, or a period with an amount in liters or GEL. */
export const fleetCardLimitInput = z
  .object({
    period: z.enum(LIMIT_PERIODS),
    unit: z.enum(FUEL_UNITS).optional(),
    amount: z.number().positive('Enter an amount').max(MAX_LIMIT).multipleOf(0.01).optional(),
  })
  .strict()
  .superRefine((limit, context) => {
    if (limit.period === 'unlimited') return;
    if (limit.amount === undefined) {
      context.addIssue({ code: 'custom', path: ['amount'], message: ORDER_MESSAGES.required });
    }
    if (limit.unit === undefined) {
      context.addIssue({ code: 'custom', path: ['unit'], message: ORDER_MESSAGES.required });
    }
  })
  .meta({ id: 'FleetCardLimitInput' });

/** A card's limits: none or `unlimited` alone means no limit; each period at most once. */
const limits = z
  .array(fleetCardLimitInput)
  .max(LIMIT_PERIODS.length)
  .default([])
  .superRefine((list, context) => {
    const periods = list.map((limit) => limit.period);
    periods.forEach((period, index) => {
      if (periods.indexOf(period) !== index) {
        context.addIssue({ code: 'custom', path: [index, 'period'], message: 'Each period once' });
      }
      if (period === 'unlimited' && list.length > 1) {
        context.addIssue({
          code: 'custom',
          path: [index, 'period'],
          message: 'An unlimited card has no other limit',
        });
      }
    });
  });

const products = z
  .array(fleetFuelProduct, ORDER_MESSAGES.fuelType)
  .min(1, ORDER_MESSAGES.fuelType)
  .max(7)
  .refine((list) => new Set(list).size === list.length, 'Each product once');

export const fleetCardScheduleInput = z
  .object({
    fromMinute: z.number().int().min(0).max(1439).nullable().default(null),
    toMinute: z.number().int().min(1).max(1440).nullable().default(null),
    weekdays: z.array(z.number().int().min(1).max(7)).min(1).max(7).nullable().default(null),
  })
  .strict()
  .refine((schedule) => (schedule.fromMinute === null) === (schedule.toMinute === null), {
    message: 'Give both ends of the time window, or neither',
    path: ['toMinute'],
  })
  .meta({ id: 'FleetCardScheduleInput' });

const holder = z
  .object({
    vehicleId: uuid.optional().describe('A vehicle of the company'),
    driverName: z.string().trim().min(1).max(35).optional().describe('Name and surname of the driver'),
  })
  .strict()
  .refine((value) => Boolean(value.vehicleId) !== Boolean(value.driverName), {
    message: 'Name a vehicle or a driver',
    path: ['vehicleId'],
  });

const settings = {
  limits,
  products,
  schedule: fleetCardScheduleInput.optional(),
  note: z.string().trim().max(500).optional(),
};

/** POST /fleet/card-orders: UNIVERSAL cards (any driver) by quantity, or IDENTIFIED ones, one per holder. */
export const fleetPlaceCardOrderBody = z
  .discriminatedUnion('cardType', [
    z
      .object({
        cardType: z.literal('UNIVERSAL'),
        quantity: z.number().int().min(1, ORDER_MESSAGES.emptyOrder).max(ORDER_RULES.maxCardsPerOrder),
        ...settings,
      })
      .strict(),
    z
      .object({
        cardType: z.literal('IDENTIFIED'),
        holders: z.array(holder).min(1, ORDER_MESSAGES.emptyOrder).max(ORDER_RULES.maxCardsPerOrder),
        ...settings,
      })
      .strict(),
  ])
  .meta({ id: 'FleetPlaceCardOrderBody' });

/** PUT /fleet/cards/{id}/limits: the card's limits, products and schedule, replaced as a whole. */
export const fleetCardSettingsBody = z
  .object({ limits, products, schedule: fleetCardScheduleInput.optional() })
  .strict()
  .meta({ id: 'FleetCardSettingsBody' });

export const fleetReplaceCardBody = z
  .object({ reason: z.enum(['lost', 'stolen', 'damaged']) })
  .strict()
  .meta({ id: 'FleetReplaceCardBody' });

export const fleetCard = z
  .object({
    id: uuid,
    number: z.string().describe('6 characters'),
    type: z.enum(CARD_TYPES),
    status: z.enum(CARD_STATUSES),
    vehicleId: uuid.nullable(),
    vehicleRegistrationNumber: z.string().nullable(),
    driverName: z.string().nullable(),
    limits: z.array(fleetCardLimit),
    products: z.array(fleetFuelProduct),
    schedule: fleetCardSchedule,
    orderId: uuid.nullable(),
    replacesCardId: uuid.nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'FleetCard' });

export const fleetCardPage = z
  .object({
    items: z.array(fleetCard),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  })
  .meta({ id: 'FleetCardPage' });

export const fleetCardListQuery = pagination
  .extend({
    statusIn: commaList(z.enum(CARD_STATUSES), 'Only these statuses'),
    typeIn: commaList(z.enum(CARD_TYPES), 'Only these types'),
    vehicleId: uuid.optional(),
    search: z.string().trim().max(35).optional().describe('Part of the card number or the driver name'),
    sort: z.enum(['created', 'number']).default('created'),
    order: sortOrder.optional(),
  })
  .meta({ id: 'FleetCardListQuery' });

export const fleetCardParams = z.object({ id: uuid });

export const fleetReplacedCard = z
  .object({ closed: fleetCard, orderId: uuid })
  .describe('The old card, closed for good, and the replacement card order')
  .meta({ id: 'FleetReplacedCard' });

export type FleetCardLimitInput = z.input<typeof fleetCardLimitInput>;
export type FleetCardScheduleInput = z.input<typeof fleetCardScheduleInput>;
export type FleetPlaceCardOrderBody = z.output<typeof fleetPlaceCardOrderBody>;
export type FleetCardSettingsBody = z.output<typeof fleetCardSettingsBody>;
export type FleetReplaceCardBody = z.infer<typeof fleetReplaceCardBody>;
export type FleetCard = z.infer<typeof fleetCard>;
export type FleetCardPage = z.infer<typeof fleetCardPage>;
export type FleetCardListQuery = z.output<typeof fleetCardListQuery>;
export type FleetReplacedCard = z.infer<typeof fleetReplacedCard>;
