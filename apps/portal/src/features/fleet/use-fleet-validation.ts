'use client';

import { FLEET_VALIDATION_KEYS, type FleetValidationKey } from '@fuel/sdk/fleet-vocabulary';
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';

/**
 * Translates a message of the kit's fleet-rules schemas (a key of `FleetValidation`) for a form field;
 * anything else (a schema without our keys) reads as the generic "Check this value".
 */
export function useFleetValidation(): (message: string | undefined) => string | undefined {
  const t = useTranslations('FleetValidation');
  return useCallback(
    (message) => {
      if (!message) return undefined;
      return t(isFleetValidationKey(message) ? message : 'invalid');
    },
    [t],
  );
}

export function isFleetValidationKey(message: string): message is FleetValidationKey {
  return (FLEET_VALIDATION_KEYS as readonly string[]).includes(message);
}
