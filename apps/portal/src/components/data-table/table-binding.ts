import type { UseQueryResult } from '@tanstack/react-query';
import type { DataTableProps, TableSort } from './data-table';
import type { TableParams } from './use-table-params';

/** A page of a server list, as the kit answers it. */
export type ListPage<Row> = { items: Row[]; total: number; totalCapped?: boolean };

/** What a server-paged table needs of its list: the DataTable's props other than its own columns. */
export type TableBinding<Page extends ListPage<unknown>> = { rows: Page['items'] | undefined } & Pick<
  DataTableProps<unknown>,
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

export type ListState<Page> = Pick<
  UseQueryResult<Page>,
  'data' | 'status' | 'isFetching' | 'isPending' | 'refetch'
>;

/** The table's props from the address's state and the list query's (a refetch shows the old rows, dimmed). */
export function bindTable<Filter extends string, Page extends ListPage<unknown>>(
  params: TableParams<Filter>,
  update: (changes: { page?: number; sort?: TableSort }) => void,
  list: ListState<Page>,
  limit: number,
): TableBinding<Page> {
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
