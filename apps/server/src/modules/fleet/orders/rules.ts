// The orders' vocabulary and limits (business-portal spec §3–§5, §9), as plain data: the tables, the zod
// schemas, the transition table and the portal (through the kit) read these same lists.

/** fuel: a limit loaded onto the company's cards; coupons; wholesale with delivery; card: business cards. */
export const ORDER_KINDS = ['fuel', 'coupons', 'wholesale', 'card'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];
/** The kinds placed on the fuel-request page (the card page places `card`). */
export const FUEL_REQUEST_KINDS = ['fuel', 'coupons', 'wholesale'] as const;
export type FuelRequestKind = (typeof FUEL_REQUEST_KINDS)[number];

/** The spec's order statuses: the upper-case ones the retailer moves, the lower-case ones the copy uses. */
export const ORDER_STATUSES = [
  'draft',
  'PENDING',
  'CONFIRMED',
  'READY',
  'ISSUED',
  'REJECTED',
  'CANCELLED',
  'expired',
  'overdue',
  'finished',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Liters per coupon: the coupons the service centers hand out. */
export const COUPON_DENOMINATIONS = [10, 20, 50, 100] as const;
export type CouponDenomination = (typeof COUPON_DENOMINATIONS)[number];

export const TRANSPORTATION_TYPES = ['own_tanker', 'provider_tanker'] as const;
export type TransportationType = (typeof TRANSPORTATION_TYPES)[number];

/** How the company pays: a bank transfer proven by payment documents, or online through the payment link. */
export const PAYMENT_TYPES = ['transfer', 'online'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

export const ORDER_RULES = {
  /** Fuel and wholesale quantities (liters or GEL) are multiples of this ('Fuel ratings are incorrect'). */
  fuelQuantityStep: 10,
  /** Coupon counts are multiples of this. */
  couponQuantityStep: 5,
  /** At most this many payment documents per order (spec §5, §9). */
  maxDocuments: 10,
  /** Invoices and cards are made within this many working days (spec §9). */
  invoiceWorkingDays: 3,
  /** Fuel at the quoted price must be paid for (taken) within this many working days, then `expired`. */
  quoteWorkingDays: 3,
  /** Coupons must be collected within this many days of being ready, then `overdue`. */
  couponCollectionDays: 3,
  /** Cards per card order. */
  maxCardsPerOrder: 50,
  /** Lines per order. */
  maxLines: 7,
} as const;

/** The spec's messages these rules produce (section 5 and 8), as the server sends them. */
export const ORDER_MESSAGES = {
  fuelRatings: 'Fuel ratings are incorrect',
  emptyOrder: 'The order must not be empty',
  fuelType: 'Choose a fuel type',
  required: 'Required fields are not filled',
  tooManyDocuments: 'At most 10 payment documents',
  fileNotDeleted: 'File not deleted',
  documentsLocked: 'Both sides confirmed the payment: documents can no longer be changed',
} as const;

/** The spec's names of the products (the portal shows its own translations). */
export const PRODUCT_NAMES = {
  EURO_REGULAR: 'Euro Regular',
  EURO_DIESEL: 'Euro Diesel',
  G_FORCE_PREMIUM: 'G-Force Premium',
  G_FORCE_REGULAR: 'G-Force Regular',
  G_FORCE_DIESEL: 'G-Force Diesel',
  G_FORCE_SUPER: 'G-Force Super',
  GAS: 'Gas',
} as const;
