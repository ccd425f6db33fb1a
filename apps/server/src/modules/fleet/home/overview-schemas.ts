import { z } from 'zod';
import { calendarDate, timestamp, uuid } from '../../../core/schemas';
import { fleetOrderKind, fleetOrderStatus } from '../orders/schemas';
import { fleetDeclineReason, fleetMoney } from '../transactions/schemas';
import { fleetFuelProduct } from '../vehicles/schemas';
import { CARD_STATUSES, LIMIT_PERIODS } from '../vocabulary';

// The home's overview blocks. Each is null when the caller may not see the page it summarizes
// (reports, fuel request, order card), so one call answers only what the user may read.

/** How many rows a block lists (its counts cover them all). */
export const HOME_BLOCK_ROWS = 5;
/** Days of the home's consumption chart, today included. */
export const HOME_CHART_DAYS = 30;
/** A limit used up to this share (percent) of its window puts the card on the home. */
export const NEAR_LIMIT_PERCENT = 80;

const figures = z.object({
  from: calendarDate,
  to: calendarDate,
  liters: z.number(),
  amount: fleetMoney,
  purchases: z.number().int(),
});

export const fleetHomeMonth = z
  .object({
    current: figures.describe('The 1st of this month (Tbilisi) to today'),
    previous: figures.describe(
      'The same days of last month (the 1st to the same day, or to its end): what the reports say for from…to',
    ),
  })
  .meta({ id: 'FleetHomeMonth' });

export const fleetHomeDeclines = z
  .object({
    day: calendarDate,
    count: z.number().int(),
    byReason: z.array(z.object({ reason: fleetDeclineReason, count: z.number().int() })),
    latest: z.array(
      z.object({
        id: uuid,
        at: timestamp,
        cardId: uuid.nullable(),
        cardNumber: z.string(),
        reason: fleetDeclineReason,
        product: fleetFuelProduct,
      }),
    ),
  })
  .meta({ id: 'FleetHomeDeclines' });

/** What an order waits for, most urgent first (the block's order). */
export const HOME_ORDER_ACTIONS = ['overdue', 'unpaid', 'collect', 'paymentInReview', 'draft'] as const;

export const fleetHomeOrders = z
  .object({
    count: z.number().int(),
    unpaid: fleetMoney.describe('What the unpaid orders (placed, no payment sent) add up to'),
    byAction: z.array(z.object({ action: z.enum(HOME_ORDER_ACTIONS), count: z.number().int() })),
    latest: z.array(
      z.object({
        id: uuid,
        number: z.number().int(),
        kind: fleetOrderKind,
        status: fleetOrderStatus,
        action: z
          .enum(HOME_ORDER_ACTIONS)
          .describe(
            'draft: to place; unpaid: a payment document to send; paymentInReview: the retailer checks it; collect/overdue: coupons to collect',
          ),
        total: fleetMoney,
        createdAt: timestamp,
        deadlineAt: timestamp.nullable(),
      }),
    ),
  })
  .meta({ id: 'FleetHomeOrders' });

export const fleetHomeCards = z
  .object({
    blocked: z.number().int(),
    nearLimit: z.number().int(),
    latest: z.array(
      z.object({
        id: uuid,
        number: z.string(),
        status: z.enum(CARD_STATUSES),
        driverName: z.string().nullable(),
        registrationNumber: z.string().nullable(),
        limit: z
          .object({
            period: z.enum(LIMIT_PERIODS),
            unit: z.enum(['liters', 'GEL']),
            amount: z.number(),
            used: z.number(),
            percent: z.number().int(),
          })
          .nullable()
          .describe(`The most used limit at or above ${NEAR_LIMIT_PERCENT} % in its current window`),
      }),
    ),
  })
  .meta({ id: 'FleetHomeCards' });

export const fleetHomeConsumption = z
  .object({
    days: z.array(z.object({ day: calendarDate, liters: z.number(), amount: fleetMoney })),
  })
  .meta({ id: 'FleetHomeConsumption' });

/** The blocks, each null without VIEW on its page (or when not asked for with overview=true). */
export const fleetHomeOverview = {
  month: fleetHomeMonth.nullable().describe('VIEW on reports'),
  consumption: fleetHomeConsumption
    .nullable()
    .describe(`VIEW on reports: liters and GEL of the last ${HOME_CHART_DAYS} days, oldest first`),
  declines: fleetHomeDeclines.nullable().describe('VIEW on order card: today’s declined purchases'),
  cards: fleetHomeCards
    .nullable()
    .describe(`VIEW on order card: cards blocked or above ${NEAR_LIMIT_PERCENT} % of a limit`),
  orders: fleetHomeOrders.nullable().describe('VIEW on fuel request: orders waiting for the company'),
};

export type FleetHomeMonth = z.infer<typeof fleetHomeMonth>;
export type FleetHomeDeclines = z.infer<typeof fleetHomeDeclines>;
export type FleetHomeOrders = z.infer<typeof fleetHomeOrders>;
export type FleetHomeCards = z.infer<typeof fleetHomeCards>;
export type FleetHomeConsumption = z.infer<typeof fleetHomeConsumption>;
export type HomeOrderAction = (typeof HOME_ORDER_ACTIONS)[number];
