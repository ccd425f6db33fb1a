'use client';

import type { FleetOrderSummaryFilters } from '@fuel/sdk/fleet';
import { useLocale, useTranslations } from 'next-intl';
import { formatGel } from '@/lib/format';
import styles from './orders.module.css';
import { useOrderSummary } from './queries';

/** What the company owes on the orders the history's filters show: unpaid and overdue, counted by the server. */
export function UnpaidSummary({ filters }: { filters: FleetOrderSummaryFilters }) {
  const t = useTranslations('Orders.summary');
  const locale = useLocale();
  const summary = useOrderSummary(filters);
  const figures = [
    { key: 'unpaid', value: summary.data?.unpaid },
    { key: 'overdue', value: summary.data?.overdue },
  ] as const;
  return (
    <section className={styles.summary} aria-labelledby="unpaid-summary-title" aria-busy={summary.isFetching}>
      <h2 id="unpaid-summary-title" className={styles.summaryTitle}>
        {t('title')}
      </h2>
      <dl className={styles.summaryFigures}>
        {figures.map(({ key, value }) => (
          <div
            key={key}
            data-testid={`summary-${key}`}
            data-alert={key === 'overdue' && Boolean(value?.count)}
          >
            <dt>{t(key)}</dt>
            <dd>
              <strong>{value ? formatGel(value.total.amount, locale) : '—'}</strong>
              <span>{value ? t('orders', { count: value.count }) : ''}</span>
            </dd>
          </div>
        ))}
      </dl>
      <p className={styles.muted}>{t('hint')}</p>
    </section>
  );
}
