import { z } from 'zod';
import { calendarDate, pagination, timestamp, uuid } from '../../../core/schemas';
import { commaList, money, sortOrder } from '../../commerce/shared';
import { CARD_TYPES, FUEL_UNITS, LIMIT_PERIODS } from '../vocabulary';
import { filledText, fleetOrderProduct } from './inputs';
import {
  FUEL_REQUEST_KINDS,
  ORDER_KINDS,
  ORDER_RULES,
  ORDER_STATUSES,
  PAYMENT_TYPES,
  TRANSPORTATION_TYPES,
} from './rules';

// One zod schema per payload: the server validates with these, the kit takes its types from them and
// the portal's forms resolve with the same ones (through the kit's rules entry).

export * from './inputs';

export const fleetOrderKind = z.enum(ORDER_KINDS).meta({ id: 'FleetOrderKind' });
export const fleetOrderStatus = z.enum(ORDER_STATUSES).meta({ id: 'FleetOrderStatus' });

/** A wholesale order's delivery, as stored. */
export const fleetDelivery = z
  .object({
    transportationType: z.enum(TRANSPORTATION_TYPES),
    vehicleNumber: z.string(),
    trailerNumber: z.string(),
    address: z.string(),
    deliveryDate: calendarDate,
    contactNumber: z.string(),
  })
  .meta({ id: 'FleetDelivery' });

export const fleetOrderLine = z
  .object({
    product: fleetOrderProduct,
    unit: z.enum(FUEL_UNITS),
    quantity: z.number().int().describe('As entered: liters or GEL, or the number of coupons'),
    denomination: z.number().int().optional().describe('Liters per coupon'),
    liters: z.number().describe('The fuel it buys, in liters (two decimals)'),
    unitPrice: money.describe('Per liter, fixed when the order was placed'),
    total: money,
  })
  .meta({ id: 'FleetOrderLine' });

export const fleetOrderDocument = z
  .object({
    id: uuid,
    fileId: uuid,
    name: z.string(),
    contentType: z.string(),
    size: z.number().int(),
    url: z.string(),
    uploadedByUserId: uuid.nullable(),
    createdAt: timestamp,
  })
  .meta({ id: 'FleetOrderDocument' });

export const fleetOrderHistoryEntry = z
  .object({
    from: fleetOrderStatus.nullable(),
    to: fleetOrderStatus,
    by: z.enum(['company', 'retailer', 'system']),
    byId: z.string().nullable(),
    note: z.string().nullable(),
    at: timestamp,
  })
  .meta({ id: 'FleetOrderHistoryEntry' });

export const fleetOrderPayment = z
  .object({
    type: z.enum(PAYMENT_TYPES),
    paid: z.boolean(),
    paidAt: timestamp.nullable(),
    companyConfirmedAt: timestamp.nullable(),
    retailerConfirmedAt: timestamp.nullable(),
    /** Both sides confirmed: documents can no longer be added or removed. */
    documentsLocked: z.boolean(),
    transaction: z
      .object({ id: uuid, status: z.enum(['pending', 'succeeded', 'failed']), paymentUrl: z.string() })
      .nullable(),
  })
  .meta({ id: 'FleetOrderPayment' });

/** A card limit as shown: amounts in liters or GEL; `unlimited` has neither. */
export const fleetCardLimit = z
  .object({
    period: z.enum(LIMIT_PERIODS),
    unit: z.enum(FUEL_UNITS).nullable(),
    amount: z.number().nullable().describe('Liters or GEL'),
  })
  .meta({ id: 'FleetCardLimit' });

/** An issued card's limit with its use in the current window (Asia/Tbilisi), in the limit's unit. */
export const fleetCardLimitUse = fleetCardLimit
  .extend({
    used: z.number().nullable().describe('Used in the current day, week or month (all time for onetime)'),
    remaining: z.number().nullable().describe('What is left of the limit; null when unlimited'),
  })
  .meta({ id: 'FleetCardLimitUse' });

export const fleetCardSchedule = z
  .object({
    fromMinute: z.number().int().min(0).max(1439).nullable(),
    toMinute: z.number().int().min(1).max(1440).nullable(),
    weekdays: z.array(z.number().int().min(1).max(7)).min(1).max(7).nullable(),
  })
  .describe(
    'When the card works: minutes after midnight (Asia/Tbilisi) and ISO weekdays (1 Monday); null: always',
  )
  .meta({ id: 'FleetCardSchedule' });

/** What a card order asks for. */
export const fleetCardRequest = z
  .object({
    cardType: z.enum(CARD_TYPES),
    quantity: z.number().int(),
    holders: z.array(z.object({ vehicleId: uuid.nullable(), driverName: z.string().nullable() })),
    limits: z.array(fleetCardLimit),
    products: z.array(fleetOrderProduct),
    schedule: fleetCardSchedule,
    replacesCardId: uuid.nullable(),
  })
  .meta({ id: 'FleetCardRequest' });

export const fleetOrder = z
  .object({
    id: uuid,
    number: z.number().int(),
    companyId: uuid,
    companyName: z.string(),
    kind: fleetOrderKind,
    status: fleetOrderStatus,
    lines: z.array(fleetOrderLine),
    delivery: fleetDelivery.nullable(),
    cardRequest: fleetCardRequest.nullable(),
    total: money,
    note: z.string().nullable(),
    rejectReason: z.string().nullable(),
    dueDate: calendarDate.nullable().describe('The retailer makes the invoice or cards by this day'),
    deadlineAt: timestamp.nullable().describe('When the current status runs out (expiry, collection)'),
    payment: fleetOrderPayment,
    documentCount: z.number().int(),
    documents: z
      .array(fleetOrderDocument)
      .optional()
      .describe('In a list asked `withDocuments=true`: the payment documents, oldest first'),
    createdByUserId: uuid.nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'FleetOrder' });

export const fleetOrderDetail = fleetOrder
  .extend({ documents: z.array(fleetOrderDocument), history: z.array(fleetOrderHistoryEntry) })
  .meta({ id: 'FleetOrderDetail' });

/** A history's `total` counts up to {@link ORDERS_COUNT_CAP}; past it `totalCapped` is true. */
export const ORDERS_COUNT_CAP = 10_000;
export const fleetOrderPage = z
  .object({
    items: z.array(fleetOrder),
    total: z.number().int(),
    totalCapped: z
      .boolean()
      .describe(
        `True when more than ${ORDERS_COUNT_CAP.toLocaleString('en')} orders match: total is then that cap`,
      ),
    page: z.number().int(),
    limit: z.number().int(),
  })
  .meta({ id: 'FleetOrderPage' });

/** The order history's filters (GET, lists comma-joined). */
export const fleetOrderListQuery = pagination.extend({
  from: calendarDate.optional().describe('Placed on or after this day (Asia/Tbilisi)'),
  to: calendarDate.optional().describe('Placed on or before this day (Asia/Tbilisi)'),
  statusIn: commaList(fleetOrderStatus, 'Only these statuses'),
  productIn: commaList(fleetOrderProduct, 'Only orders with one of these products'),
  kindIn: commaList(z.enum(FUEL_REQUEST_KINDS), 'Only these kinds'),
  search: z.string().trim().max(100).optional().describe('Order number, product or delivery detail'),
  sort: z.enum(['created', 'total', 'number']).default('created'),
  order: sortOrder.optional(),
  withDocuments: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional()
    .describe('Each order with its payment documents (the archive), read in one query for the page'),
});

/** The history's filters without its pages and sort: the orders a summary adds up. */
export const fleetOrderSummaryQuery = fleetOrderListQuery.pick({
  from: true,
  to: true,
  statusIn: true,
  productIn: true,
  kindIn: true,
  search: true,
});

const countAndTotal = z.object({ count: z.number().int(), total: money });

/** What the company owes on the orders the filters choose (orders/summary.ts says which count). */
export const fleetOrderSummary = z
  .object({
    unpaid: countAndTotal.describe('PENDING or CONFIRMED, not paid and no payment declared'),
    overdue: countAndTotal.describe('Unpaid orders whose payment deadline has passed'),
  })
  .meta({ id: 'FleetOrderSummary' });

/** Today's price of each fuel product on sale (tetri per liter): what an order placed now is priced at. */
export const fleetFuelPrices = z
  .object({
    items: z.array(z.object({ product: fleetOrderProduct, unitPrice: money.describe('Per liter') })),
  })
  .meta({ id: 'FleetFuelPrices' });

/** The back office's queue: every company's orders, card orders included. */
export const fleetBackOfficeOrderQuery = fleetOrderListQuery.extend({
  kindIn: commaList(fleetOrderKind, 'Only these kinds'),
  companyId: uuid.optional(),
  awaitingPaymentCheck: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional()
    .describe('Only orders whose company confirmed a payment the retailer has not accepted yet'),
});

export const fleetOrderParams = z.object({ id: uuid });
export const fleetOrderDocumentParams = z.object({ id: uuid, documentId: uuid });
export const fleetAttachDocumentBody = z
  .object({ fileId: uuid.describe('A file uploaded with POST /file/upload by the same user') })
  .strict()
  .meta({ id: 'FleetAttachDocumentBody' });
export const fleetPayOnlineBody = z
  .object({ returnUrl: z.url().max(2000).optional().describe('Where the payment page links back to') })
  .strict()
  .meta({ id: 'FleetPayOnlineBody' });
export const fleetPayOnlineAnswer = z
  .object({ transactionId: uuid, paymentUrl: z.string() })
  .meta({ id: 'FleetPayOnlineAnswer' });

export const fleetBackOfficeParams = z.object({ projectId: uuid, orderId: uuid });
export const fleetBackOfficeListParams = z.object({ projectId: uuid });

/** The retailer's moves; card numbers are given (or generated) when a card order is issued. */
export const fleetMoveOrderBody = z
  .discriminatedUnion('status', [
    z.object({ status: z.literal('CONFIRMED'), note: z.string().trim().max(500).optional() }).strict(),
    z.object({ status: z.literal('READY'), note: z.string().trim().max(500).optional() }).strict(),
    z
      .object({
        status: z.literal('ISSUED'),
        note: z.string().trim().max(500).optional(),
        cardNumbers: z
          .array(
            z
              .string()
              .trim()
              .toUpperCase()
              .regex(/^[A-Z0-9]{6}$/, { error: 'cardNumber' }),
          )
          .max(ORDER_RULES.maxCardsPerOrder)
          .optional()
          .describe('For a card order: one per card; left out, the numbers are generated'),
      })
      .strict(),
    z.object({ status: z.literal('REJECTED'), reason: filledText(500) }).strict(),
    z.object({ status: z.literal('finished'), note: z.string().trim().max(500).optional() }).strict(),
  ])
  .meta({ id: 'FleetMoveOrderBody' });

export type FleetOrderKind = z.infer<typeof fleetOrderKind>;
export type FleetOrderStatus = z.infer<typeof fleetOrderStatus>;
export type FleetOrderLine = z.infer<typeof fleetOrderLine>;
export type FleetOrderDocument = z.infer<typeof fleetOrderDocument>;
export type FleetOrderHistoryEntry = z.infer<typeof fleetOrderHistoryEntry>;
export type FleetOrderPayment = z.infer<typeof fleetOrderPayment>;
export type FleetCardLimit = z.infer<typeof fleetCardLimit>;
export type FleetCardLimitUse = z.infer<typeof fleetCardLimitUse>;
export type FleetCardSchedule = z.infer<typeof fleetCardSchedule>;
export type FleetCardRequest = z.infer<typeof fleetCardRequest>;
export type FleetOrder = z.infer<typeof fleetOrder>;
export type FleetOrderDetail = z.infer<typeof fleetOrderDetail>;
export type FleetOrderPage = z.infer<typeof fleetOrderPage>;
export type FleetOrderListQuery = z.output<typeof fleetOrderListQuery>;
export type FleetOrderSummaryQuery = z.output<typeof fleetOrderSummaryQuery>;
export type FleetOrderSummary = z.infer<typeof fleetOrderSummary>;
export type FleetFuelPrices = z.infer<typeof fleetFuelPrices>;
export type FleetBackOfficeOrderQuery = z.output<typeof fleetBackOfficeOrderQuery>;
export type FleetAttachDocumentBody = z.infer<typeof fleetAttachDocumentBody>;
export type FleetPayOnlineBody = z.infer<typeof fleetPayOnlineBody>;
export type FleetPayOnlineAnswer = z.infer<typeof fleetPayOnlineAnswer>;
export type FleetMoveOrderBody = z.output<typeof fleetMoveOrderBody>;
