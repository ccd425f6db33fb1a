import type {
  FleetOrder,
  FleetOrderFilters,
  FleetOrderStatus,
  FleetOrderSummaryFilters,
} from '@fuel/sdk/fleet';
import type { FleetCardOrdersService } from '@fuel/sdk/fleet/cards';
import type { FleetOrdersService } from '@fuel/sdk/fleet/orders';
import { FINAL_STATUSES, ORDER_STATUSES } from '@fuel/sdk/fleet-vocabulary';
import { queryOptions } from '@tanstack/react-query';
import type { TableSort } from '@/components/data-table/data-table';
import {
  firstValue,
  type PageSearchParams,
  readPageTableParams,
  TABLE_PAGE_SIZE,
  type TableParams,
} from '@/components/data-table/table-params';

/** Which history: the fuel-request pages' orders, or the order-card pages' card orders. */
export type OrderScope = 'fuel' | 'card';

/** The history page of each scope. */
export const HISTORY_PATHS = {
  fuel: '/dashboard/fuel-request/order-history',
  card: '/dashboard/order-card/order-history',
} as const;

/** The address parameter naming the order a history opens (`order` is its table's sort direction). */
export const OPENED_ORDER_PARAM = 'opened';

/** A history with one order's detail open. */
export const openedOrderHref = (scope: OrderScope, orderId: string) => ({
  pathname: HISTORY_PATHS[scope],
  query: { [OPENED_ORDER_PARAM]: orderId },
});

/** Query keys of the company's orders and card orders; every change invalidates `all`. */
export const orderKeys = {
  all: ['fleet', 'orders'] as const,
  list: (scope: OrderScope, filters: FleetOrderFilters) =>
    [...orderKeys.all, scope, 'list', filters] as const,
  one: (scope: OrderScope, id: string) => [...orderKeys.all, scope, 'one', id] as const,
  summary: (filters: FleetOrderSummaryFilters) => [...orderKeys.all, 'fuel', 'summary', filters] as const,
  prices: () => [...orderKeys.all, 'prices'] as const,
};

/** The kit's calls of a history: the orders (`fuel`) or the card orders (`card`, `FleetCardsService.orders`). */
export type OrderHistoryService = FleetOrdersService | FleetCardOrdersService;

/**
 * The histories' queries, shared by their components in the browser and by the history pages on the
 * server, which read the first screen's data with the page (`readPageData`).
 */
export const orderQueries = {
  list: (history: OrderHistoryService, scope: OrderScope, filters: FleetOrderFilters) =>
    queryOptions({
      queryKey: orderKeys.list(scope, filters),
      queryFn: ({ signal }) => history.list(filters, { signal }),
    }),
  /** One order with its lines, deadlines, documents, payment and history: the detail a history opens. */
  one: (history: OrderHistoryService, scope: OrderScope, id: string) =>
    queryOptions({
      queryKey: orderKeys.one(scope, id),
      queryFn: ({ signal }) => history.get(id, { signal }),
    }),
  /** Today's unit price of each product, in tetri by product: what the order form's totals use. */
  prices: (orders: FleetOrdersService) =>
    queryOptions({
      queryKey: orderKeys.prices(),
      queryFn: async ({ signal }) => {
        const { items } = await orders.prices({ signal });
        return new Map(items.map((item) => [item.product as string, item.unitPrice.amount]));
      },
    }),
  /** What the company owes on the fuel orders the filters choose (unpaid and overdue). */
  summary: (orders: FleetOrdersService, filters: FleetOrderSummaryFilters) =>
    queryOptions({
      queryKey: orderKeys.summary(filters),
      queryFn: ({ signal }) => orders.summary(filters, { signal }),
    }),
};

/** The histories' filters kept in the address, and their first order. */
export const HISTORY_FILTERS = ['status', 'kind', 'product', 'from', 'to'] as const;
export type HistoryFilter = (typeof HISTORY_FILTERS)[number];
export const HISTORY_DEFAULT_SORT: TableSort = { id: 'created', desc: true };

/** A history as a page shows it: the scope's orders, or in the archive only its final ones. */
export type HistoryView = { scope: OrderScope; archive: boolean };

/** The statuses a history may show and filter by. */
export const historyStatuses = (archive: boolean): readonly FleetOrderStatus[] =>
  archive ? FINAL_STATUSES : ORDER_STATUSES;

/** The page of orders the address asks for. */
export function orderListInput(
  { q, filters, sort, page }: TableParams<HistoryFilter>,
  limit: number,
  { scope, archive }: HistoryView,
): FleetOrderFilters {
  const statuses = historyStatuses(archive);
  const chosen = statuses.find((status) => status === filters.status);
  return {
    search: q || undefined,
    statusIn: chosen ? [chosen] : archive ? [...statuses] : undefined,
    withDocuments: (archive && scope === 'fuel') || undefined,
    kindIn: scope === 'fuel' && filters.kind ? [filters.kind as 'fuel'] : undefined,
    productIn: filters.product ? [filters.product as FleetOrder['lines'][number]['product']] : undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    sort: (sort?.id as 'created' | 'total' | 'number' | undefined) ?? 'created',
    order: sort?.desc ? 'desc' : 'asc',
    page,
    limit,
  };
}

/** What a history's address asks for: the page of orders (`list`) and the order it opens (`?opened=`). */
export type HistoryPage = { list: FleetOrderFilters; opened: string | undefined };

/** The history a page request's address asks for: what the history's page reads on the server. */
export async function readHistoryPage(
  searchParams: PageSearchParams,
  view: HistoryView,
): Promise<HistoryPage> {
  const table = await readPageTableParams(searchParams, HISTORY_FILTERS, HISTORY_DEFAULT_SORT);
  const opened = firstValue((await searchParams)[OPENED_ORDER_PARAM]) || undefined;
  return { list: orderListInput(table, TABLE_PAGE_SIZE, view), opened };
}

/** A history's queries as its page reads them: the list, and the opened order's detail. */
export const historyPageQueries = (history: OrderHistoryService, scope: OrderScope, page: HistoryPage) => [
  orderQueries.list(history, scope, page.list),
  ...(page.opened ? [orderQueries.one(history, scope, page.opened)] : []),
];

/** The unpaid summary's filters: the list's, without its pages, sort and documents. */
export const orderSummaryFilters = (list: FleetOrderFilters): FleetOrderSummaryFilters => ({
  search: list.search,
  statusIn: list.statusIn,
  kindIn: list.kindIn,
  productIn: list.productIn,
  from: list.from,
  to: list.to,
});
