'use client';

import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { lazy, type ReactNode } from 'react';
import { LoadOnOpen } from '@/components/ui/load-on-open';
import styles from './filters-sheet.module.css';

/** Address parameters that are not filters: paging, sorting, a page's tab and the row it opened. */
const NOT_FILTERS = new Set(['page', 'sort', 'order', 'tab', 'opened', 'card']);

const load = () => import('./filters-sheet-content');
const FiltersSheetContent = lazy(load);

/**
 * Below 960 px a table's search and filters sit behind a "Filters (n)" button (n: those set in the
 * address, where useTableParams keeps them) and open in a sheet; above, the toolbar shows inline. The
 * sheet (a Radix dialog) loads on the first click, so wide screens never load it.
 */
export function FiltersSheet({ children }: { children: ReactNode }) {
  const t = useTranslations('DataTable');
  const search = useSearchParams();
  const active = new Set(
    [...search.entries()].filter(([name, value]) => value && !NOT_FILTERS.has(name)).map(([name]) => name),
  ).size;
  const trigger = (
    <button type="button" className={styles.trigger}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path d="M4 6h16M7 12h10M10 18h4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      {t('filters', { count: active })}
    </button>
  );
  return (
    <LoadOnOpen trigger={trigger} popup="dialog" load={load}>
      <FiltersSheetContent trigger={trigger}>{children}</FiltersSheetContent>
    </LoadOnOpen>
  );
}
