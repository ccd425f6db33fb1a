import type { Messages } from 'next-intl';

/** The messages the order and card islands format (besides the dashboard's shared ones). */
export const ORDER_NAMESPACES = [
  'Orders',
  'Cards',
  'OrderErrors',
  'OrderValidation',
  'FuelProducts',
] as const satisfies readonly (keyof Messages)[];
