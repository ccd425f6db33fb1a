'use client';

import type { UseQueryResult } from '@tanstack/react-query';
import type { DataTableProps, TableSort } from './data-table';
import { type TableParams, useTableParams } from './use-table-params';

/** The dashboard tables' page size. */
export const TABLE_PAGE_SIZE = 20;

/** A page of a server list, as the kit answers it. */
export type ListPage<Row> = { items: Row[]; total: number; totalCapped?: boolean };

/** What a server-paged table needs of its list: the DataTable's props other than its own columns. */
export type TableBinding<Row> = Pick<
  DataTableProps<Row>,
  | 'rows'
  | 'total'
  | 'totalCapped'
  | 'page'
  | 'limit'
  | 'onPageChange'
  | 'sort'
  | 'onSortChange'
  | 'status'
  | 'fetching'
  | 'onRetry'
>;

/**
 * One server-paged table's wiring: the address (page, search, sort, filters; `useTableParams`) makes
 * the kit's list query (`toQuery`), the feature's TanStack query hook (`useList`) fetches it, and
 * `table` hands the page, its state and the user's paging and sorting to `<DataTable {...table} />`.
 */
export function useTableQuery<Filter extends string, Query, Row>({
  filters,
  defaultSort,
  toQuery,
  useList,
  limit = TABLE_PAGE_SIZE,
}: {
  filters: readonly Filter[];
  defaultSort: TableSort;
  toQuery: (params: TableParams<Filter>, limit: number) => Query;
  useList: (query: Query) => UseQueryResult<ListPage<Row>>;
  limit?: number;
}) {
  const [params, update] = useTableParams(filters, defaultSort);
  const query = toQuery(params, limit);
  const list = useList(query);
  return { params, update, query, list, table: bindTable(params, update, list, limit) };
}

type ListState<Row> = Pick<
  UseQueryResult<ListPage<Row>>,
  'data' | 'status' | 'isFetching' | 'isPending' | 'refetch'
>;

/** The table's props from the address's state and the list query's (a refetch shows the old rows, dimmed). */
export function bindTable<Filter extends string, Row>(
  params: TableParams<Filter>,
  update: (changes: { page?: number; sort?: TableSort }) => void,
  list: ListState<Row>,
  limit: number,
): TableBinding<Row> {
  return {
    rows: list.data?.items,
    total: list.data?.total ?? 0,
    totalCapped: list.data?.totalCapped,
    page: params.page,
    limit,
    onPageChange: (page) => update({ page }),
    sort: params.sort,
    onSortChange: (sort) => update({ sort }),
    status: list.status,
    fetching: list.isFetching && !list.isPending,
    onRetry: () => void list.refetch(),
  };
}
