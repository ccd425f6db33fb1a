import { z } from 'zod';
import { calendarDate, pagination, timestamp, uuid } from '../../../core/schemas';
import { commaList, money, sortOrder } from '../../commerce/shared';
import { CARD_TYPES, FUEL_PRODUCTS, FUEL_UNITS, LIMIT_PERIODS } from '../vocabulary';
import {
  COUPON_DENOMINATIONS,
  FUEL_REQUEST_KINDS,
  ORDER_KINDS,
  ORDER_MESSAGES,
  ORDER_RULES,
  ORDER_STATUSES,
  PAYMENT_TYPES,
  TRANSPORTATION_TYPES,
} from './rules';

// One zod schema per payload: the server validates with these, the kit takes its types from them and
// the portal's forms resolve with the same ones (through the kit's rules entry).

export const fleetFuelProduct = z
  .enum(FUEL_PRODUCTS, ORDER_MESSAGES.fuelType)
  .meta({ id: 'FleetFuelProduct' });
export const fleetOrderKind = z.enum(ORDER_KINDS).meta({ id: 'FleetOrderKind' });
export const fleetOrderStatus = z.enum(ORDER_STATUSES).meta({ id: 'FleetOrderStatus' });

const MAX_LITERS = 1_000_000;

/** A positive whole quantity, a multiple of `step` ('Fuel ratings are incorrect' otherwise). */
const steppedQuantity = (step: number) =>
  z
    .number()
    .int(ORDER_MESSAGES.fuelRatings)
    .positive(ORDER_MESSAGES.fuelRatings)
    .max(MAX_LITERS)
    .multipleOf(step, ORDER_MESSAGES.fuelRatings);

/** A text that must be filled: missing is rule `required`, blank is `too_small` ('Required fields are not filled'). */
const required = (max: number) => z.string().trim().min(1, ORDER_MESSAGES.required).max(max);

export const fleetFuelLineInput = z
  .object({
    product: fleetFuelProduct,
    unit: z.enum(FUEL_UNITS).describe('liters, or GEL: an amount of money'),
    quantity: steppedQuantity(ORDER_RULES.fuelQuantityStep).describe('Liters or GEL, a multiple of 10'),
  })
  .strict();

export const fleetCouponLineInput = z
  .object({
    product: fleetFuelProduct,
    denomination: z
      .union(COUPON_DENOMINATIONS.map((value) => z.literal(value)))
      .describe('Liters per coupon'),
    quantity: steppedQuantity(ORDER_RULES.couponQuantityStep).describe('Coupons, a multiple of 5'),
  })
  .strict();

export const fleetWholesaleLineInput = z
  .object({
    product: fleetFuelProduct,
    quantity: steppedQuantity(ORDER_RULES.fuelQuantityStep).describe('Liters, a multiple of 10'),
  })
  .strict();

export const fleetDeliveryInput = z
  .object({
    transportationType: z.enum(TRANSPORTATION_TYPES),
    vehicleNumber: required(15),
    trailerNumber: required(15),
    address: required(100),
    deliveryDate: calendarDate,
    contactNumber: z
      .string()
      .trim()
      .min(1, ORDER_MESSAGES.required)
      .regex(/^\+?[0-9 ()-]{9,20}$/, 'Expected a phone number'),
  })
  .strict()
  .meta({ id: 'FleetDelivery' });

/** Each product at most once per order. */
function uniqueProducts(lines: { product: string }[], context: z.RefinementCtx) {
  const seen = new Set<string>();
  lines.forEach((line, index) => {
    const key = JSON.stringify([line.product, (line as { denomination?: number }).denomination]);
    if (seen.has(key)) {
      context.addIssue({
        code: 'custom',
        path: [index, 'product'],
        message: 'This product is on the order twice',
      });
    }
    seen.add(key);
  });
}

const linesOf = <T extends z.ZodType<{ product: string }>>(line: T) =>
  z
    .array(line, ORDER_MESSAGES.emptyOrder)
    .min(1, ORDER_MESSAGES.emptyOrder)
    .max(ORDER_RULES.maxLines)
    .superRefine(uniqueProducts);

const common = {
  note: z.string().trim().max(500).optional(),
  paymentType: z.enum(PAYMENT_TYPES).default('transfer'),
  /** Saved in the history only, not sent to the retailer until submitted. */
  draft: z.boolean().default(false),
};

/** POST /fleet/orders: a fuel, coupon or wholesale order. */
export const fleetPlaceOrderBody = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('fuel'), lines: linesOf(fleetFuelLineInput), ...common }).strict(),
    z.object({ kind: z.literal('coupons'), lines: linesOf(fleetCouponLineInput), ...common }).strict(),
    z
      .object({
        kind: z.literal('wholesale'),
        lines: linesOf(fleetWholesaleLineInput),
        delivery: fleetDeliveryInput,
        ...common,
      })
      .strict(),
  ])
  .meta({ id: 'FleetPlaceOrderBody' });

export const fleetOrderLine = z
  .object({
    product: fleetFuelProduct,
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
    products: z.array(fleetFuelProduct),
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
    delivery: fleetDeliveryInput.nullable(),
    cardRequest: fleetCardRequest.nullable(),
    total: money,
    note: z.string().nullable(),
    rejectReason: z.string().nullable(),
    dueDate: calendarDate.nullable().describe('The retailer makes the invoice or cards by this day'),
    deadlineAt: timestamp.nullable().describe('When the current status runs out (expiry, collection)'),
    payment: fleetOrderPayment,
    documentCount: z.number().int(),
    createdByUserId: uuid.nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'FleetOrder' });

export const fleetOrderDetail = fleetOrder
  .extend({ documents: z.array(fleetOrderDocument), history: z.array(fleetOrderHistoryEntry) })
  .meta({ id: 'FleetOrderDetail' });

export const fleetOrderPage = z
  .object({
    items: z.array(fleetOrder),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  })
  .meta({ id: 'FleetOrderPage' });

/** The order history's filters (GET, lists comma-joined). */
export const fleetOrderListQuery = pagination
  .extend({
    from: calendarDate.optional().describe('Placed on or after this day (Asia/Tbilisi)'),
    to: calendarDate.optional().describe('Placed on or before this day (Asia/Tbilisi)'),
    statusIn: commaList(fleetOrderStatus, 'Only these statuses'),
    productIn: commaList(fleetFuelProduct, 'Only orders with one of these products'),
    kindIn: commaList(z.enum(FUEL_REQUEST_KINDS), 'Only these kinds'),
    search: z.string().trim().max(100).optional().describe('Order number, product or delivery detail'),
    sort: z.enum(['created', 'total', 'number']).default('created'),
    order: sortOrder.optional(),
  })
  .meta({ id: 'FleetOrderListQuery' });

/** The back office's queue: every company's orders, card orders included. */
export const fleetBackOfficeOrderQuery = fleetOrderListQuery
  .extend({
    kindIn: commaList(fleetOrderKind, 'Only these kinds'),
    companyId: uuid.optional(),
    awaitingPaymentCheck: z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .optional()
      .describe('Only orders whose company confirmed a payment the retailer has not accepted yet'),
  })
  .meta({ id: 'FleetBackOfficeOrderQuery' });

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
              .regex(/^[A-Z0-9]{6}$/, 'Card number: exactly 6 characters'),
          )
          .max(ORDER_RULES.maxCardsPerOrder)
          .optional()
          .describe('For a card order: one per card; left out, the numbers are generated'),
      })
      .strict(),
    z.object({ status: z.literal('REJECTED'), reason: required(500) }).strict(),
    z.object({ status: z.literal('finished'), note: z.string().trim().max(500).optional() }).strict(),
  ])
  .meta({ id: 'FleetMoveOrderBody' });

export type FleetFuelProduct = z.infer<typeof fleetFuelProduct>;
export type FleetOrderKind = z.infer<typeof fleetOrderKind>;
export type FleetOrderStatus = z.infer<typeof fleetOrderStatus>;
export type FleetPlaceOrderBody = z.output<typeof fleetPlaceOrderBody>;
export type FleetOrderLine = z.infer<typeof fleetOrderLine>;
export type FleetDelivery = z.infer<typeof fleetDeliveryInput>;
export type FleetOrderDocument = z.infer<typeof fleetOrderDocument>;
export type FleetOrderHistoryEntry = z.infer<typeof fleetOrderHistoryEntry>;
export type FleetOrderPayment = z.infer<typeof fleetOrderPayment>;
export type FleetCardLimit = z.infer<typeof fleetCardLimit>;
export type FleetCardSchedule = z.infer<typeof fleetCardSchedule>;
export type FleetCardRequest = z.infer<typeof fleetCardRequest>;
export type FleetOrder = z.infer<typeof fleetOrder>;
export type FleetOrderDetail = z.infer<typeof fleetOrderDetail>;
export type FleetOrderPage = z.infer<typeof fleetOrderPage>;
export type FleetOrderListQuery = z.output<typeof fleetOrderListQuery>;
export type FleetBackOfficeOrderQuery = z.output<typeof fleetBackOfficeOrderQuery>;
export type FleetAttachDocumentBody = z.infer<typeof fleetAttachDocumentBody>;
export type FleetPayOnlineBody = z.infer<typeof fleetPayOnlineBody>;
export type FleetPayOnlineAnswer = z.infer<typeof fleetPayOnlineAnswer>;
export type FleetMoveOrderBody = z.output<typeof fleetMoveOrderBody>;
