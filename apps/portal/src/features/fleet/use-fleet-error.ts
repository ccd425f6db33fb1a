'use client';

import { ClientError } from '@fuel/sdk';
import type { Messages } from 'next-intl';
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';

export type FleetErrorKey = keyof Messages['FleetErrors'];

/**
 * The message for a failed fleet call, from the server's stable code (`FleetErrors.<CODE>`): NETWORK
 * when no answer came, Default for a code the portal does not know. A raw server message is never shown.
 */
export function useFleetError(): (error: unknown) => string {
  const t = useTranslations('FleetErrors');
  return useCallback(
    (error) => {
      if (!ClientError.is(error)) return t('Default');
      if (error.isNetworkError || error.isTimeout) return t('NETWORK');
      return t.has(error.code as FleetErrorKey) ? t(error.code as FleetErrorKey) : t('Default');
    },
    [t],
  );
}
