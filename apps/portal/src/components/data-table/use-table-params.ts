'use client';

import { useSearchParams } from 'next/navigation';
import { useCallback, useMemo } from 'react';
import type { TableSort } from './data-table';
import { readTableParams, type TableParams } from './table-params';

export type { TableParams } from './table-params';

type Changes<Filter extends string> = Partial<Omit<TableParams<Filter>, 'filters'>> & {
  filters?: Partial<Record<Filter, string>>;
};

/**
 * A table's page, search, sort and filters kept in the address (`?page=2&q=…&sort=name&order=desc`),
 * so that reload, back and a shared link show the same rows. Any change but the page's goes back to
 * page 1. The address changes through the History API, which Next.js's `useSearchParams` follows: the
 * rows come from the table's query, so a router navigation would only ask the server to render the
 * page again (and remount it) for every keystroke of a search.
 */
export function useTableParams<Filter extends string>(
  filterNames: readonly Filter[],
  defaultSort: TableSort,
) {
  const search = useSearchParams();

  const params = useMemo<TableParams<Filter>>(
    () => readTableParams(search, filterNames, defaultSort),
    [search, filterNames, defaultSort],
  );

  const update = useCallback(
    (changes: Changes<Filter>) => {
      const next = new URLSearchParams(search.toString());
      const set = (name: string, value: string | undefined) => {
        if (value) next.set(name, value);
        else next.delete(name);
      };
      if (changes.q !== undefined) set('q', changes.q);
      for (const [name, value] of Object.entries(changes.filters ?? {})) set(name, value as string);
      if (changes.sort !== undefined) {
        set('sort', changes.sort?.id);
        set('order', changes.sort?.desc ? 'desc' : undefined);
      }
      set('page', changes.page && changes.page > 1 ? String(changes.page) : undefined);
      const query = next.toString();
      const { pathname } = window.location;
      window.history.replaceState(null, '', query ? `${pathname}?${query}` : pathname);
    },
    [search],
  );

  return [params, update] as const;
}
