// The message keys of the fleet's payload schemas, apart from the schemas (and zod), so that a portal
// page can tell its messages apart without loading them (`@fuel/sdk/fleet-vocabulary`). Every schema
// message is one of these keys, never English text; the portal translates it.

/** The keys the schemas use as messages (a portal test checks that both message files have them). */
export const FLEET_VALIDATION_KEYS = [
  'required',
  'tooLong',
  'email',
  'mobile',
  'personalNumber',
  'password',
  'passwordMismatch',
  'passwordReuse',
  'invalid',
  'overBalance',
  'identificationCode',
  'cardNumber',
] as const;
export type FleetValidationKey = (typeof FLEET_VALIDATION_KEYS)[number];

/** The messages the vehicle and group schemas add to form-rules.ts's keys (the portal's `Vehicles.validation`). */
export const VEHICLE_VALIDATION_KEYS = [
  'registrationFormat',
  'plateFormat',
  'positive',
  'chooseVehicles',
  'dateRange',
] as const;
export type VehicleValidationKey = (typeof VEHICLE_VALIDATION_KEYS)[number];

/** The keys the schemas use as messages (a portal test checks both message files have them). */
export const ORDER_VALIDATION_KEYS = [
  'required',
  'emptyValue',
  'fuelRatings',
  'couponRatings',
  'emptyOrder',
  'fuelType',
  'productTwice',
  'tooLong',
  'tooMany',
  'phone',
  'date',
  'pastDate',
  'amount',
  'periodTwice',
  'unlimitedAlone',
  'holder',
  'timeWindow',
  'cardNumber',
  'invalid',
] as const;
export type OrderValidationKey = (typeof ORDER_VALIDATION_KEYS)[number];
