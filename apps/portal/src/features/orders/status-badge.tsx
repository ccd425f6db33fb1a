'use client';

import type { FleetOrderStatus } from '@fuel/sdk/fleet';
import { useTranslations } from 'next-intl';
import styles from './orders.module.css';

/** An order's status as a coloured label (the colour repeats what the text says). */
export function StatusBadge({ status }: { status: FleetOrderStatus }) {
  const t = useTranslations('Orders.statuses');
  return (
    <span className={styles.badge} data-status={status} data-testid="order-status">
      {t(status)}
    </span>
  );
}
