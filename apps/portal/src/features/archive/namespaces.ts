import type { Messages } from 'next-intl';
import { ORDER_NAMESPACES } from '@/features/orders/namespaces';

/** The messages the archive's island formats: the order and card lists' and its own. */
export const ARCHIVE_NAMESPACES = [
  ...ORDER_NAMESPACES,
  'Archive',
] as const satisfies readonly (keyof Messages)[];
