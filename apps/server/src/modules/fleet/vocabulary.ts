// The fleet domain's enumerations (business-portal spec §3), as plain data: tables, zod schemas and the
// portal (through the kit) read these same lists. Units: ../shared/design/fleet-domain.md (money in
// tetri, fuel in milliliters, business windows in Asia/Tbilisi).

/** The spec's products, by the SKU of their e-commerce item (prices come from the platform's items). */
export const FUEL_PRODUCTS = [
  'EURO_REGULAR',
  'EURO_DIESEL',
  'G_FORCE_PREMIUM',
  'G_FORCE_REGULAR',
  'G_FORCE_DIESEL',
  'G_FORCE_SUPER',
  'GAS',
] as const;
export type FuelProduct = (typeof FUEL_PRODUCTS)[number];

/** Registration number types, each with its own plate format (see vehicle schemas). */
export const REGISTRATION_TYPES = ['georgia', 'transit', 'diplomatic', 'other'] as const;
export type RegistrationType = (typeof REGISTRATION_TYPES)[number];

export const RECORD_STATUSES = ['active', 'inactive'] as const;
export type RecordStatus = (typeof RECORD_STATUSES)[number];

/** How an amount is counted: liters (stored as milliliters) or GEL (stored as tetri). */
export const FUEL_UNITS = ['liters', 'GEL'] as const;
export type FuelUnit = (typeof FUEL_UNITS)[number];

export const CARD_TYPES = ['UNIVERSAL', 'IDENTIFIED'] as const;
export type CardType = (typeof CARD_TYPES)[number];
export const CARD_STATUSES = ['active', 'blocked', 'closed'] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];
export const LIMIT_PERIODS = ['unlimited', 'daily', 'weekly', 'monthly', 'onetime'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** Every business window (limits, reports, working days) is computed in this zone (UTC+4, no DST). */
export const BUSINESS_TIME_ZONE = 'Asia/Tbilisi';
