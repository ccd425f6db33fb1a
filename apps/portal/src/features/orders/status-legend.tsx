'use client';

import type { FleetOrderStatus } from '@fuel/sdk/fleet';
import { useTranslations } from 'next-intl';
import styles from './orders.module.css';
import { StatusBadge } from './status-badge';

/** What each status the history can show means: its badge (colour and name) beside a sentence. */
export function StatusLegend({ statuses }: { statuses: readonly FleetOrderStatus[] }) {
  const t = useTranslations('Orders.legend');
  return (
    <details className={styles.legend}>
      <summary>{t('title')}</summary>
      <dl>
        {statuses.map((status) => (
          <div key={status}>
            <dt>
              <StatusBadge status={status} />
            </dt>
            <dd>{t(status)}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
