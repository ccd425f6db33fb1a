'use client';

import type { FleetCardPage } from '@fuel/sdk/fleet';
import { useLocale, useTranslations } from 'next-intl';
import { formatNumber } from '@/lib/format';
import styles from './cards.module.css';

/** How many of the company's cards are active and how many blocked, whatever the table's filters. */
export function CardCounts({ counts }: { counts: FleetCardPage['counts'] | undefined }) {
  const t = useTranslations('Cards.counts');
  const locale = useLocale();
  return (
    <dl className={styles.counts} aria-label={t('label')}>
      {(['active', 'blocked'] as const).map((status) => (
        <div key={status} data-testid={`card-count-${status}`}>
          <dt>{t(status)}</dt>
          <dd>{counts ? formatNumber(counts[status], locale) : '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
