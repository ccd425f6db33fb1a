'use client';

import type { FleetDeclineReason, FleetLimitRefusal } from '@fuel/sdk/fleet';
import { DECLINE_ALERT_KIND, DECLINE_REASONS } from '@fuel/sdk/fleet-vocabulary';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { formatGel, formatLiters } from '@/lib/format';

/** What a decline alert's notification carries in `data` (the server's transactions/alerts.ts). */
export type DeclineAlert = {
  id: string;
  cardId: string;
  cardNumber: string;
  reason: FleetDeclineReason;
  limit: FleetLimitRefusal | null;
};

/** Where a decline alert leads: the card, with its limits open to change (the cards page reads `card`). */
export const cardHref = (cardId: string) => ({ pathname: '/dashboard/order-card', query: { card: cardId } });

/** The decline alert in a notification's `data`, or null for any other notification. */
export function declineAlertOf(notification: { id: string; data?: unknown }): DeclineAlert | null {
  const data = (notification.data ?? {}) as Partial<DeclineAlert> & { kind?: string };
  if (data.kind !== DECLINE_ALERT_KIND || !data.cardId || !data.cardNumber) return null;
  if (!DECLINE_REASONS.includes(data.reason as FleetDeclineReason)) return null;
  return {
    id: notification.id,
    cardId: data.cardId,
    cardNumber: data.cardNumber,
    reason: data.reason as FleetDeclineReason,
    limit: data.limit ?? null,
  };
}

/**
 * A decline's reason in the tab's language, from its code (never the server's text): "The limit is
 * exceeded. Daily limit, 20.00 L left."
 */
export function useDeclineText() {
  const t = useTranslations('DeclineAlerts');
  const locale = useLocale();
  return useCallback(
    (reason: FleetDeclineReason, limit: FleetLimitRefusal | null) => {
      const why = t(`reasons.${reason}`);
      if (!limit) return why;
      const remaining =
        limit.unit === 'ml'
          ? t('liters', { amount: formatLiters(limit.remaining / 1000, locale) })
          : formatGel(limit.remaining, locale);
      return `${why} ${t('limit', { period: t(`periods.${limit.period}`), remaining })}`;
    },
    [t, locale],
  );
}
