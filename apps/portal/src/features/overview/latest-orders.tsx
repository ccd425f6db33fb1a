'use client';

import type { FleetOrder } from '@fuel/sdk/fleet';
import { useLocale, useTranslations } from 'next-intl';
import { IntentLink } from '@/components/ui/intent-link';
import { orderLabel } from '@/features/orders/format';
import { HISTORY_PATHS, openedOrderHref } from '@/features/orders/order-queries';
import { StatusBadge } from '@/features/orders/status-badge';
import { formatDateTime, formatGel } from '@/lib/format';
import styles from './overview.module.css';

const HISTORY = HISTORY_PATHS.fuel;

/** The home's newest fuel requests (from the home's one call; undefined while it loads): each opens its detail. */
export function LatestOrders({ orders }: { orders: FleetOrder[] | undefined }) {
  const t = useTranslations('Overview');
  const locale = useLocale();
  return (
    <>
      {!orders ? (
        <p role="status">{t('loading')}</p>
      ) : orders.length === 0 ? (
        <p className={styles.muted}>{t('noOrders')}</p>
      ) : (
        <ul className={styles.orders} data-testid="latest-orders">
          {orders.map((order) => (
            <li key={order.id} className={styles.order}>
              <IntentLink href={openedOrderHref('fuel', order.id)}>
                {t('order', { number: orderLabel(order.number) })}
              </IntentLink>
              <StatusBadge status={order.status} />
              <span className={styles.muted}>{formatDateTime(order.createdAt, locale)}</span>
              <span>{formatGel(order.total.amount, locale)}</span>
            </li>
          ))}
        </ul>
      )}
      <IntentLink href={HISTORY}>{t('orderHistory')}</IntentLink>
    </>
  );
}
