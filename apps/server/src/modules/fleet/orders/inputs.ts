import { z } from 'zod';
import { tbilisiDay } from '../../../core/format/dates';
import type { OrderValidationKey } from '../validation-keys';
import { FUEL_PRODUCTS, FUEL_UNITS } from '../vocabulary';
import { COUPON_DENOMINATIONS, ORDER_RULES, PAYMENT_TYPES, TRANSPORTATION_TYPES } from './rules';

// The order forms' payloads: the server validates placing an order with these and the portal's forms
// resolve with the same schemas (through `@fuel/sdk/fleet-rules`). Every message is a key of the portal's
// `OrderValidation` messages, never English text; a custom check names its rule in `params.rule`, which
// the server's 400 reports. Zod and plain data only: the kit bundles this file for the browser.

const key = (message: OrderValidationKey) => ({ error: message });
/** A custom issue: its message key and the rule the server's 400 names. */
export const orderIssue = (message: OrderValidationKey, rule: string, path: PropertyKey[] = []) => ({
  code: 'custom' as const,
  message,
  path,
  params: { rule },
});

export const fleetOrderProduct = z.enum(FUEL_PRODUCTS, key('fuelType')).meta({ id: 'FleetOrderProduct' });

const MAX_QUANTITY = 1_000_000;

/** A positive whole quantity, a multiple of `step` ('Fuel ratings are incorrect' otherwise). */
const steppedQuantity = (step: number, ratings: OrderValidationKey) =>
  z
    .number(key('emptyValue'))
    .int(key(ratings))
    .positive(key(ratings))
    .max(MAX_QUANTITY, key(ratings))
    .multipleOf(step, key(ratings));

/** Text that must be filled in: blank is `too_small` with 'Required fields are not filled'. */
export const filledText = (max: number) =>
  z.string(key('required')).trim().min(1, key('required')).max(max, key('tooLong'));

/**
 * Today in Tbilisi (business-portal dates are Georgian days), `YYYY-MM-DD`: from the formatting module,
 * not Intl, because the portal runs this schema in browsers that may lack the locale it would need.
 */
const todayInTbilisi = () => tbilisiDay();

export const fleetFuelLineInput = z
  .object({
    product: fleetOrderProduct,
    unit: z.enum(FUEL_UNITS, key('required')).describe('liters, or GEL: an amount of money'),
    quantity: steppedQuantity(ORDER_RULES.fuelQuantityStep, 'fuelRatings').describe(
      'Liters or GEL, a multiple of 10',
    ),
  })
  .strict();

export const fleetCouponLineInput = z
  .object({
    product: fleetOrderProduct,
    denomination: z
      .union(
        COUPON_DENOMINATIONS.map((value) => z.literal(value)),
        key('required'),
      )
      .describe('Liters per coupon'),
    quantity: steppedQuantity(ORDER_RULES.couponQuantityStep, 'couponRatings').describe(
      'Coupons, a multiple of 5',
    ),
  })
  .strict();

export const fleetWholesaleLineInput = z
  .object({
    product: fleetOrderProduct,
    quantity: steppedQuantity(ORDER_RULES.fuelQuantityStep, 'fuelRatings').describe(
      'Liters, a multiple of 10',
    ),
  })
  .strict();

export const fleetDeliveryInput = z
  .object({
    transportationType: z.enum(TRANSPORTATION_TYPES, key('required')),
    vehicleNumber: filledText(15),
    trailerNumber: filledText(15),
    address: filledText(100),
    deliveryDate: z
      .string(key('required'))
      .trim()
      .min(1, key('required'))
      .pipe(z.iso.date(key('date')))
      .refine((date) => date >= todayInTbilisi(), { message: 'pastDate', params: { rule: 'not_past' } })
      .describe('YYYY-MM-DD, today or later'),
    contactNumber: z
      .string(key('required'))
      .trim()
      .min(1, key('required'))
      .regex(/^\+?[0-9 ()-]{9,20}$/, key('phone')),
  })
  .strict();

/** Each product (and coupon denomination) at most once per order. */
function uniqueProducts(lines: { product: string; denomination?: number }[], context: z.RefinementCtx) {
  const seen = new Set<string>();
  lines.forEach((line, index) => {
    const id = `${line.product}/${line.denomination ?? ''}`;
    if (seen.has(id)) context.addIssue(orderIssue('productTwice', 'unique', [index, 'product']));
    seen.add(id);
  });
}

const linesOf = <T extends z.ZodType<{ product: string }>>(line: T) =>
  z
    .array(line, key('emptyOrder'))
    .min(1, key('emptyOrder'))
    .max(ORDER_RULES.maxLines, key('tooMany'))
    .superRefine(uniqueProducts);

const common = {
  note: z.string().trim().max(500, key('tooLong')).optional(),
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

export type FleetPlaceOrderInput = z.input<typeof fleetPlaceOrderBody>;
export type FleetPlaceOrderBody = z.output<typeof fleetPlaceOrderBody>;
export type FleetDelivery = z.infer<typeof fleetDeliveryInput>;
