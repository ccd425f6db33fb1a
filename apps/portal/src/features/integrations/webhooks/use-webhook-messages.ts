'use client';

import { ClientError } from '@fuel/sdk';
import { WEBHOOK_VALIDATION_KEYS, type WebhookValidationKey } from '@fuel/sdk/fleet-vocabulary';
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { useFleetError } from '@/features/fleet/use-fleet-error';

const isKey = (message: string): message is WebhookValidationKey =>
  (WEBHOOK_VALIDATION_KEYS as readonly string[]).includes(message);

/** Translates the endpoint schema's message keys (`Integrations.validation`). */
export function useWebhookValidation(): (message: string | undefined) => string | undefined {
  const t = useTranslations('Integrations.validation');
  return useCallback((message) => (message ? t(isKey(message) ? message : 'invalid') : undefined), [t]);
}

/** A failed call's message: the webhook refusals' own, else the fleet's by code; never the server's text. */
export function useWebhookError(): (error: unknown) => string {
  const t = useTranslations('Integrations.errors');
  const fleetError = useFleetError();
  return useCallback(
    (error) => {
      if (ClientError.is(error) && error.code === 'WEBHOOK_URL_REFUSED') {
        return error.fields[0]?.rule === 'address' ? t('address') : t('scheme');
      }
      if (ClientError.is(error) && error.code === 'WEBHOOK_ENDPOINT_DISABLED') return t('disabled');
      return fleetError(error);
    },
    [t, fleetError],
  );
}
