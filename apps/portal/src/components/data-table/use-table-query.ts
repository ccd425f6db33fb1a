'use client';

import type { TableSort } from './data-table';
import { bindTable, type ListPage, type ListState } from './table-binding';
import { TABLE_PAGE_SIZE, type TableParams } from './table-params';
import { useTableParams } from './use-table-params';

/**
 * One server-paged table's wiring: the address (page, search, sort, filters; `useTableParams`) makes
 * the kit's list `query` (`toQuery`); the feature's TanStack query hook fetches it, and `bind(list)`
 * hands the page, its state and the user's paging and sorting to `<DataTable {...bind(list)} />`.
 */
export function useTableQuery<Filter extends string, Query>({
  filters,
  defaultSort,
  toQuery,
  limit = TABLE_PAGE_SIZE,
}: {
  filters: readonly Filter[];
  defaultSort: TableSort;
  toQuery: (params: TableParams<Filter>, limit: number) => Query;
  limit?: number;
}) {
  const [params, update] = useTableParams(filters, defaultSort);
  const query = toQuery(params, limit);
  const bind = <Page extends ListPage<unknown>>(list: ListState<Page>) =>
    bindTable(params, update, list, limit);
  return { params, update, query, bind };
}
