'use client';

import { ORDER_VALIDATION_KEYS, type OrderValidationKey } from '@fuel/sdk/fleet-vocabulary';
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';

export function isOrderValidationKey(message: string): message is OrderValidationKey {
  return (ORDER_VALIDATION_KEYS as readonly string[]).includes(message);
}

/**
 * Translates a message of the kit's order and card schemas (a key of `OrderValidation`) for a field;
 * zod's own messages (a schema without our keys) read as "Check this value".
 */
export function useOrderValidation(): (message: string | undefined) => string | undefined {
  const t = useTranslations('OrderValidation');
  return useCallback(
    (message) => (message ? t(isOrderValidationKey(message) ? message : 'invalid') : undefined),
    [t],
  );
}
