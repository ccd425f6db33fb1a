'use client';

import { ClientError } from '@fuel/sdk';
import { type Messages, useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { useFleetError } from '@/features/fleet/use-fleet-error';

export type OrderErrorKey = keyof Messages['OrderErrors'];

/**
 * The message for a failed order or card call: the orders' own codes (`OrderErrors`: DOCUMENT_LIMIT,
 * FILE_NOT_DELETED, …), else the fleet's catalogue (NOT_AUTHORIZED, NETWORK, …). Never a raw server message.
 */
export function useOrderError(): (error: unknown) => string {
  const t = useTranslations('OrderErrors');
  const fleetError = useFleetError();
  return useCallback(
    (error) =>
      ClientError.is(error) && t.has(error.code as OrderErrorKey)
        ? t(error.code as OrderErrorKey)
        : fleetError(error),
    [t, fleetError],
  );
}
