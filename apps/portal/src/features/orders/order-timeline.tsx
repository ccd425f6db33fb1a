'use client';

import type { FleetOrderHistoryEntry } from '@fuel/sdk/fleet';
import { useLocale, useTranslations } from 'next-intl';
import { formatDateTime } from '@/lib/format';
import styles from './orders.module.css';

/** The order's status history, oldest first: who moved it, when, and why. */
export function OrderTimeline({ history }: { history: FleetOrderHistoryEntry[] }) {
  const t = useTranslations('Orders.detail');
  const statuses = useTranslations('Orders.statuses');
  const locale = useLocale();
  return (
    <ol className={styles.timeline} aria-label={t('history')}>
      {history.map((entry) => (
        <li key={`${entry.to}-${new Date(entry.at).getTime()}`}>
          <strong>{statuses(entry.to)}</strong>{' '}
          <span className={styles.muted}>
            {t('movedBy', { by: t(`movers.${entry.by}`), at: formatDateTime(entry.at, locale) })}
          </span>
          {entry.note && <p className={styles.note}>{entry.note}</p>}
        </li>
      ))}
    </ol>
  );
}
