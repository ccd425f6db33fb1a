'use client';

import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import styles from './filters-sheet.module.css';

/** Address parameters that are not filters: paging, sorting and a page's tab. */
const NOT_FILTERS = new Set(['page', 'sort', 'order', 'tab']);

/**
 * Below 960 px a table's search and filters sit behind a "Filters (n)" button (n: those set in the
 * address, where useTableParams keeps them) and open in a sheet; above, the toolbar shows inline.
 */
export function FiltersSheet({ children }: { children: ReactNode }) {
  const t = useTranslations('DataTable');
  const search = useSearchParams();
  const active = new Set(
    [...search.entries()].filter(([name, value]) => value && !NOT_FILTERS.has(name)).map(([name]) => name),
  ).size;
  return (
    <Dialog.Root>
      <Dialog.Trigger className={styles.trigger} aria-haspopup="dialog">
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M4 6h16M7 12h10M10 18h4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {t('filters', { count: active })}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.sheet} aria-describedby={undefined}>
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>{t('filtersTitle')}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={t('closeFilters')}>
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Dialog.Close>
          </div>
          <div className={styles.body}>{children}</div>
          <Dialog.Close className={styles.done}>{t('showResults')}</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
