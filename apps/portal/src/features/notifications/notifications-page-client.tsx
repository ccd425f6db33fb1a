'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Pagination } from '@/components/data-table/pagination';
import { IntentLink } from '@/components/ui/intent-link';
import { openedOrderHref } from '@/features/orders/order-queries';
import { buttonClass } from '@/features/orders/styles';
import { formatDateTime } from '@/lib/format';
import { cardHref, declineAlertOf } from './decline-text';
import { useMarkSeen, useNotificationPage } from './notification-list';
import { NOTIFICATIONS_PAGE_SIZE } from './notification-queries';
import styles from './notifications-page.module.css';

/** /dashboard/notifications: newest first with the unseen on top; mark one or all seen; paged. */
export function NotificationsPageClient() {
  const t = useTranslations('NotificationsPage');
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const list = useNotificationPage(page, NOTIFICATIONS_PAGE_SIZE);
  const mark = useMarkSeen();

  if (list.status === 'pending') return <p role="status">{t('loading')}</p>;
  if (list.status === 'error') {
    return (
      <p className={styles.alert} role="alert">
        {t('error')}{' '}
        <button type="button" className={buttonClass('ghost')} onClick={() => void list.refetch()}>
          {t('retry')}
        </button>
      </p>
    );
  }
  const { items, total, unseen } = list.data;
  return (
    <section className={styles.page} aria-labelledby="notifications-title">
      <div className={styles.bar}>
        <h2 id="notifications-title" aria-live="polite">
          {unseen === 0 ? t('allSeen') : t('unseen', { count: unseen })}
        </h2>
        <button
          type="button"
          className={buttonClass('secondary')}
          disabled={unseen === 0 || mark.all.isPending}
          onClick={() => mark.all.mutate()}
        >
          {t('markAll')}
        </button>
      </div>
      {items.length === 0 ? (
        <p className={styles.muted}>{t('empty')}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.id} className={styles.item} data-seen={item.seen} data-testid="notification">
              <div className={styles.text}>
                <p className={styles.title}>
                  {!item.seen && <span className={styles.dot}>{t('new')}</span>}
                  {String(item.title)}
                </p>
                <p>{String(item.body)}</p>
                <p className={styles.muted}>
                  <time dateTime={new Date(item.createdAt).toISOString()}>
                    {formatDateTime(item.createdAt, locale)}
                  </time>
                </p>
                <OrderLink notification={item} label={t('openOrder')} />
                <CardLink notification={item} label={t('openCard')} />
              </div>
              {!item.seen && (
                <button
                  type="button"
                  className={buttonClass('ghost')}
                  onClick={() => mark.one.mutate(item.id)}
                >
                  {t('markSeen', { title: String(item.title) })}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {total > NOTIFICATIONS_PAGE_SIZE && (
        <Pagination page={page} limit={NOTIFICATIONS_PAGE_SIZE} total={total} onPageChange={setPage} />
      )}
    </section>
  );
}

/** An order's notice links to the order in its history. */
function OrderLink({ notification, label }: { notification: { data: unknown }; label: string }) {
  const data = notification.data as { kind?: string; orderId?: string; orderKind?: string };
  if (data.kind !== 'fleet.order' || !data.orderId) return null;
  const href = openedOrderHref(data.orderKind === 'card' ? 'card' : 'fuel', data.orderId);
  return <IntentLink href={href}>{label}</IntentLink>;
}

/** A card's decline links to the card, its limits open to change. */
function CardLink({ notification, label }: { notification: { id: string; data: unknown }; label: string }) {
  const alert = declineAlertOf(notification);
  return alert ? <IntentLink href={cardHref(alert.cardId)}>{label}</IntentLink> : null;
}
