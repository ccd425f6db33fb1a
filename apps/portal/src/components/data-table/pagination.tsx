'use client';

import { useLocale, useTranslations } from 'next-intl';
import styles from './data-table.module.css';
import { pagerNumbers } from './pager-numbers';

type Props = {
  page: number;
  limit: number;
  total: number;
  /** The server stopped counting at `total`: shown as "10,000+". */
  totalCapped?: boolean;
  onPageChange: (page: number) => void;
};

/** Previous / next and where the user is: "21–40 of 135". */
export function Pagination({ page, limit, total, totalCapped, onPageChange }: Props) {
  const t = useTranslations('DataTable');
  const locale = useLocale();
  const shown = pagerNumbers({ page, limit, total, capped: totalCapped, locale });
  return (
    <nav className={styles.pagination} aria-label={t('pagination')}>
      <p aria-live="polite">{t('range', { first: shown.first, last: shown.last, total: shown.total })}</p>
      <div className={styles.pageButtons}>
        <button type="button" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          {t('previous')}
        </button>
        <span>{t('page', { page: shown.page, pages: shown.pages })}</span>
        <button type="button" disabled={page >= shown.pageCount} onClick={() => onPageChange(page + 1)}>
          {t('next')}
        </button>
      </div>
    </nav>
  );
}
