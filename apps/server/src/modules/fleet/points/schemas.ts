import { z } from 'zod';
import { page, pagination, timestamp, uuid } from '../../../core/schemas';
import { fleetCardNumber, fleetMoney, fleetPeriodQuery } from '../transactions/schemas';
import { fleetFuelProduct } from '../vehicles/schemas';
import { FUEL_PRODUCTS } from '../vocabulary';
import { POINTS_KINDS } from './vocabulary';

export const fleetPointsKind = z.enum(POINTS_KINDS).meta({ id: 'FleetPointsKind' });

export const fleetPointsBalanceQuery = z.object({
  product: z.enum(FUEL_PRODUCTS).optional().describe('The product whose price gives the liters'),
});

/** The balance in GEL (1 point = 1 tetri) and in liters of a product at today's price. */
export const fleetPointsBalance = z
  .object({
    balance: fleetMoney,
    product: fleetFuelProduct,
    unitPrice: fleetMoney.nullable().describe('Today’s price per liter; null when the product has none'),
    liters: z.number().nullable().describe('The balance in liters at that price, two decimals'),
  })
  .meta({ id: 'FleetPointsBalance' });

/**
 * A transfer of points: to one of the company's cards (a GEL top-up of its limit) or to another company
 * of the portal by identification code. The same idempotency key transfers once.
 */
export const fleetPointsTransferBody = z
  .object({
    idempotencyKey: z.string().trim().min(8).max(100).describe('The client’s key: a repeat transfers once'),
    amount: fleetMoney.extend({ amount: z.number().int().min(1).max(100_000_000_000) }),
    to: z.discriminatedUnion('type', [
      z
        .object({
          type: z.literal('card'),
          cardId: uuid.optional(),
          cardNumber: fleetCardNumber.optional().describe('The card’s number instead of its id'),
        })
        .refine((card) => (card.cardId === undefined) !== (card.cardNumber === undefined), {
          error: 'Give either cardId or cardNumber',
          path: ['cardId'],
        }),
      z.object({
        type: z.literal('company'),
        identificationCode: z
          .string()
          .trim()
          .regex(/^(\d{9}|\d{11})$/, 'Expected 9 or 11 digits'),
      }),
    ]),
  })
  .meta({ id: 'FleetPointsTransferBody' });

export const fleetPointsMovement = z
  .object({
    id: uuid,
    kind: fleetPointsKind,
    amount: fleetMoney.describe('Signed: negative when points left the company'),
    balanceAfter: fleetMoney,
    counterpart: z
      .object({ id: uuid, name: z.string(), identificationCode: z.string() })
      .nullable()
      .describe('The other company of a transfer'),
    card: z.object({ id: uuid, number: z.string() }).nullable().describe('The card a top-up went to'),
    transactionId: uuid.nullable().describe('The purchase that earned (or reversed) the points'),
    at: timestamp,
  })
  .meta({ id: 'FleetPointsMovement' });

export const fleetPointsTransferResult = z
  .object({ movement: fleetPointsMovement, balance: fleetMoney })
  .meta({ id: 'FleetPointsTransferResult' });

export const fleetPointsLedgerQuery = pagination.extend({
  ...fleetPeriodQuery.shape,
  kind: z
    .string()
    .transform((value) => value.split(',').filter(Boolean))
    .pipe(z.array(z.enum(POINTS_KINDS)))
    .optional()
    .describe('Comma-joined kinds'),
});

export const fleetPointsMovementPage = page(fleetPointsMovement).meta({ id: 'FleetPointsMovementPage' });

const rate = z.object({
  product: fleetFuelProduct,
  pointsPerLiter: z.number().int().min(0).max(10_000).describe('Points (tetri) a liter earns'),
});

export const fleetPointsRatesQuery = z.object({ projectId: uuid });

export const fleetPointsRates = z
  .object({ projectId: uuid, rates: z.array(rate).length(FUEL_PRODUCTS.length) })
  .meta({ id: 'FleetPointsRates' });

export const fleetPointsRatesBody = z
  .object({
    projectId: uuid,
    rates: z
      .array(rate)
      .min(1)
      .max(FUEL_PRODUCTS.length)
      .refine(
        (rates) => new Set(rates.map((item) => item.product)).size === rates.length,
        'One rate per product',
      ),
  })
  .meta({ id: 'FleetPointsRatesBody' });

export type FleetPointsBalance = z.infer<typeof fleetPointsBalance>;
export type FleetPointsTransferBody = z.infer<typeof fleetPointsTransferBody>;
export type FleetPointsMovement = z.infer<typeof fleetPointsMovement>;
export type FleetPointsTransferResult = z.infer<typeof fleetPointsTransferResult>;
export type FleetPointsLedgerQuery = z.infer<typeof fleetPointsLedgerQuery>;
export type FleetPointsRates = z.infer<typeof fleetPointsRates>;
export type FleetPointsRatesBody = z.infer<typeof fleetPointsRatesBody>;
export type FleetPointsKind = z.infer<typeof fleetPointsKind>;
