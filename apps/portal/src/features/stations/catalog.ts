/**
 * The station model's fuels and services (apps/server/src/seed/content-data.ts) and the message keys
 * that name them (`StationsMap.productNames`, `StationsMap.serviceNames`).
 */
export const PRODUCTS = {
  'Euro Regular': 'euroRegular',
  'Euro Diesel': 'euroDiesel',
  'G-Force Premium': 'gForcePremium',
  'G-Force Regular': 'gForceRegular',
  'G-Force Diesel': 'gForceDiesel',
  'G-Force Super': 'gForceSuper',
  Gas: 'gas',
} as const;

export const SERVICES = {
  'car-wash': 'carWash',
  shop: 'shop',
  cafe: 'cafe',
  atm: 'atm',
  toilet: 'toilet',
  'ev-charging': 'evCharging',
  'tyre-service': 'tyreService',
} as const;

export type ProductId = (typeof PRODUCTS)[keyof typeof PRODUCTS];
export type ServiceId = (typeof SERVICES)[keyof typeof SERVICES];

export const productIds = Object.values(PRODUCTS);
export const serviceIds = Object.values(SERVICES);

/** The ids of the values a station lists that the portal knows; unknown ones are left out. */
export function known<T extends string>(table: Record<string, T>, values: string[]): T[] {
  return values.flatMap((value) => (Object.hasOwn(table, value) ? [table[value] as T] : []));
}

/** Labels of the map's town names (`StationsMap.cities`), at their coordinates. */
export const CITY_LABELS = [
  { key: 'tbilisi', lat: 41.7151, lng: 44.8271 },
  { key: 'kutaisi', lat: 42.2679, lng: 42.6946 },
  { key: 'batumi', lat: 41.6168, lng: 41.6367 },
  { key: 'zugdidi', lat: 42.5088, lng: 41.8709 },
  { key: 'poti', lat: 42.1462, lng: 41.6717 },
  { key: 'gori', lat: 41.9842, lng: 44.1158 },
  { key: 'telavi', lat: 41.9198, lng: 45.4732 },
  { key: 'akhaltsikhe', lat: 41.639, lng: 42.9826 },
] as const;

export type CityKey = (typeof CITY_LABELS)[number]['key'];
