'use client';

import { useTranslations } from 'next-intl';
import styles from './data-table.module.css';

type Props = { page: number; limit: number; total: number; onPageChange: (page: number) => void };

/** Previous / next and where the user is: "21–40 of 135". */
export function Pagination({ page, limit, total, onPageChange }: Props) {
  const t = useTranslations('DataTable');
  const pages = Math.max(1, Math.ceil(total / limit));
  const first = (page - 1) * limit + 1;
  const last = Math.min(page * limit, total);
  return (
    <nav className={styles.pagination} aria-label={t('pagination')}>
      <p aria-live="polite">{t('range', { first, last, total })}</p>
      <div className={styles.pageButtons}>
        <button type="button" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          {t('previous')}
        </button>
        <span>{t('page', { page, pages })}</span>
        <button type="button" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
          {t('next')}
        </button>
      </div>
    </nav>
  );
}
