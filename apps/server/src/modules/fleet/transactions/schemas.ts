import { z } from 'zod';
import { calendarDate, page, pagination, timestamp, uuid } from '../../../core/schemas';
import { fleetCardLimit } from '../orders/schemas';
import { fleetFuelProduct } from '../vehicles/schemas';
import { CARD_STATUSES, FUEL_PRODUCTS, LIMIT_PERIODS } from '../vocabulary';
import { ANOMALY_FLAGS, DECLINE_REASONS, HOLD_STATUSES, TRANSACTION_DECISIONS } from './vocabulary';

/** An amount of money in tetri (GEL minor units): `{ amount: 1250, currency: 'GEL' }` is 12.50 GEL. */
export const fleetMoney = z
  .object({
    amount: z.number().int().describe('Tetri (1 GEL = 100 tetri)'),
    currency: z.literal('GEL'),
  })
  .meta({ id: 'FleetMoney' });

const positiveMoney = fleetMoney.extend({ amount: z.number().int().min(1).max(100_000_000) });

export const fleetDeclineReason = z.enum(DECLINE_REASONS).meta({ id: 'FleetDeclineReason' });
export const fleetAnomalyFlag = z.enum(ANOMALY_FLAGS).meta({ id: 'FleetAnomalyFlag' });

/** A card number as the spec has it: 6 characters (letters are taken in upper case). */
export const fleetCardNumber = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{6}$/, 'Expected the card’s 6 characters');

const code = (max: number) => z.string().trim().min(1).max(max);

/** Liters with at most three decimals (a pump sells 45.37 L; stored as milliliters). */
const liters = z
  .number()
  .positive()
  .max(100_000)
  .refine((value) => Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6, 'At most 3 decimals');

const authorizationFields = z.object({
  cardNumber: fleetCardNumber,
  stationId: code(64).describe('The station’s code'),
  terminalId: code(64).describe('The terminal’s code: transaction ids are unique per terminal'),
  terminalTransactionId: code(128).describe('A retry with the same id answers the first decision'),
  product: fleetFuelProduct,
  liters: liters.optional().describe('What the pump is to deliver; give liters or amount'),
  amount: positiveMoney.optional().describe('What the driver pays; give liters or amount'),
  unitPrice: positiveMoney
    .optional()
    .describe('The pump’s price per liter; without it, the retailer’s current price of the product'),
  odometerKm: z.number().int().min(0).max(10_000_000).optional(),
});

/** Liters or amount, not both and not neither. */
function litersOrAmount(value: { liters?: number; amount?: unknown }, context: z.RefinementCtx) {
  if ((value.liters === undefined) === (value.amount === undefined)) {
    context.addIssue({ code: 'custom', path: ['liters'], message: 'Give either liters or amount' });
  }
}

export const fleetAuthorizationBody = authorizationFields
  .superRefine(litersOrAmount)
  .meta({ id: 'FleetAuthorizationBody' });

/** A pay-at-pump pre-authorization: the maximum the pump may deliver (held until completed). */
export const fleetPreauthorizationBody = authorizationFields
  .extend({
    terminalTransactionId: code(128).describe(
      'Names the pre-authorization for its completion or reversal; a retry with the same id answers the first decision',
    ),
    liters: liters.optional().describe('The most the pump may deliver; give liters or amount'),
    amount: positiveMoney.optional().describe('The most the driver may pay; give liters or amount'),
  })
  .superRefine(litersOrAmount)
  .meta({ id: 'FleetPreauthorizationBody' });

/** The completion (advice) of a pre-authorization: what the pump really delivered. */
export const fleetCompletionBody = z
  .object({
    terminalId: code(64),
    terminalTransactionId: code(128).describe('The pre-authorization’s id'),
    liters: liters
      .optional()
      .describe('Delivered, at most the pre-authorized maximum; give liters or amount'),
    amount: positiveMoney
      .optional()
      .describe('Charged, at most the pre-authorized maximum; give liters or amount'),
    odometerKm: z.number().int().min(0).max(10_000_000).optional(),
  })
  .superRefine(litersOrAmount)
  .meta({ id: 'FleetCompletionBody' });

export const fleetVoidBody = z
  .object({
    terminalId: code(64),
    terminalTransactionId: code(128).describe('The id of the authorization to cancel'),
  })
  .meta({ id: 'FleetVoidBody' });

export const fleetReversalBody = z
  .object({
    terminalId: code(64),
    terminalTransactionId: code(128).describe('The id of the pre-authorization to reverse'),
  })
  .meta({ id: 'FleetReversalBody' });

export const fleetLimitRefusal = z
  .object({
    period: z.enum(LIMIT_PERIODS),
    unit: z.enum(['ml', 'tetri']).describe('ml: a limit in liters (milliliters); tetri: in GEL'),
    limit: z.number().int(),
    remaining: z.number().int().describe('What was left of the window, in the limit’s unit'),
  })
  .meta({ id: 'FleetLimitRefusal' });

export const fleetCardTransaction = z
  .object({
    id: uuid,
    cardId: uuid.nullable(),
    cardNumber: z.string(),
    vehicleId: uuid.nullable(),
    groupId: uuid.nullable(),
    stationId: z.string(),
    terminalId: z.string(),
    terminalTransactionId: z.string(),
    product: fleetFuelProduct,
    decision: z.enum(TRANSACTION_DECISIONS),
    reason: fleetDeclineReason.nullable(),
    limit: fleetLimitRefusal.nullable().describe('For LIMIT_EXCEEDED: the limit that refused'),
    liters: z.number(),
    amount: fleetMoney,
    unitPrice: fleetMoney,
    odometerKm: z.number().int().nullable(),
    anomalies: z.array(fleetAnomalyFlag),
    pointsEarned: z.number().int(),
    at: timestamp,
    voidedAt: timestamp.nullable(),
  })
  .meta({ id: 'FleetCardTransaction' });

export const fleetPreauthorization = z
  .object({
    id: uuid.describe('Also the id of the card transaction it becomes (its decline or its completion)'),
    cardId: uuid.nullable(),
    cardNumber: z.string(),
    stationId: z.string(),
    terminalId: z.string(),
    terminalTransactionId: z.string(),
    product: fleetFuelProduct,
    decision: z.enum(TRANSACTION_DECISIONS),
    reason: fleetDeclineReason.nullable(),
    limit: fleetLimitRefusal.nullable().describe('For LIMIT_EXCEEDED: the limit that refused'),
    status: z
      .enum(HOLD_STATUSES)
      .nullable()
      .describe('held, completed, reversed or expired; null for a decline'),
    liters: z.number().describe('The maximum held'),
    amount: fleetMoney.describe('The maximum held'),
    unitPrice: fleetMoney.describe('The completion is charged at this price'),
    at: timestamp,
    expiresAt: timestamp.nullable().describe('A hold not completed by then is released'),
    closedAt: timestamp.nullable().describe('When it was completed, reversed or expired'),
  })
  .meta({ id: 'FleetPreauthorization' });

const commaList = <T extends z.ZodType<string, string>>(item: T) =>
  z
    .string()
    .transform((value) => value.split(',').filter(Boolean))
    .pipe(z.array(item));

/** A period of Tbilisi calendar days, both included. */
export const fleetPeriodQuery = z.object({
  from: calendarDate.optional().describe('First Tbilisi day, YYYY-MM-DD'),
  to: calendarDate.optional().describe('Last Tbilisi day, YYYY-MM-DD (included)'),
});

export const fleetTransactionsQuery = pagination.extend({
  ...fleetPeriodQuery.shape,
  cardId: uuid.optional(),
  vehicleId: uuid.optional(),
  groupId: uuid.optional(),
  product: commaList(z.enum(FUEL_PRODUCTS)).optional(),
  decision: z.enum(TRANSACTION_DECISIONS).optional(),
  reason: commaList(z.enum(DECLINE_REASONS)).optional(),
  anomaly: commaList(z.enum(ANOMALY_FLAGS)).optional().describe('Any of these flags (comma-joined)'),
  anomalous: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional()
    .describe('Only flagged purchases'),
  cardNumber: z.string().trim().toUpperCase().max(6).optional().describe('Card numbers starting with'),
});

export const fleetCardTransactionPage = page(fleetCardTransaction).meta({ id: 'FleetCardTransactionPage' });

export type FleetAuthorizationBody = z.infer<typeof fleetAuthorizationBody>;
export type FleetVoidBody = z.infer<typeof fleetVoidBody>;
export type FleetPreauthorizationBody = z.infer<typeof fleetPreauthorizationBody>;
export type FleetCompletionBody = z.infer<typeof fleetCompletionBody>;
export type FleetReversalBody = z.infer<typeof fleetReversalBody>;
export type FleetPreauthorization = z.infer<typeof fleetPreauthorization>;
export type FleetCardTransaction = z.infer<typeof fleetCardTransaction>;
export type FleetTransactionsQuery = z.infer<typeof fleetTransactionsQuery>;
export type FleetMoney = z.infer<typeof fleetMoney>;
export type FleetDeclineReason = z.infer<typeof fleetDeclineReason>;
export type FleetAnomalyFlag = z.infer<typeof fleetAnomalyFlag>;
export type FleetLimitRefusal = z.infer<typeof fleetLimitRefusal>;

/** The back office's terminal simulator: the project's cards to pick one from, every company's. */
export const fleetStaffCardQuery = pagination.extend({
  search: z.string().trim().max(100).optional().describe('Part of the card number or the company name'),
});

export const fleetStaffCard = z
  .object({
    id: uuid,
    number: z.string(),
    status: z.enum(CARD_STATUSES),
    companyId: uuid,
    companyName: z.string(),
    limits: z.array(fleetCardLimit),
    products: z.array(fleetFuelProduct),
  })
  .meta({ id: 'FleetStaffCard' });

export const fleetStaffCardPage = page(fleetStaffCard).meta({ id: 'FleetStaffCardPage' });

export type FleetStaffCardQuery = z.infer<typeof fleetStaffCardQuery>;
export type FleetStaffCard = z.infer<typeof fleetStaffCard>;
export type FleetStaffCardPage = z.infer<typeof fleetStaffCardPage>;
