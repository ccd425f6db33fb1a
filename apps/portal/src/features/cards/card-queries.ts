import type { FleetCard, FleetCardFilters } from '@fuel/sdk/fleet';
import type { FleetCardsService } from '@fuel/sdk/fleet/cards';
import { queryOptions } from '@tanstack/react-query';
import type { TableSort } from '@/components/data-table/data-table';
import type { TableParams } from '@/components/data-table/table-params';

/** Query keys of the company's issued cards; every change invalidates `all` (and the card orders). */
export const cardKeys = {
  all: ['fleet', 'cards'] as const,
  list: (filters: FleetCardFilters) => [...cardKeys.all, 'list', filters] as const,
  one: (id: string) => [...cardKeys.all, 'one', id] as const,
};

/**
 * The cards' queries, shared by the components in the browser and by the cards page on the server,
 * which reads the first screen's data with the page (`readPageData`).
 */
export const cardQueries = {
  list: (cards: FleetCardsService, filters: FleetCardFilters) =>
    queryOptions({
      queryKey: cardKeys.list(filters),
      queryFn: ({ signal }) => cards.list(filters, { signal }),
    }),
  one: (cards: FleetCardsService, id: string) =>
    queryOptions({
      queryKey: cardKeys.one(id),
      queryFn: ({ signal }) => cards.get(id, { signal }),
    }),
};

/** The cards table's filters kept in the address, and its first order. */
export const CARD_FILTERS = ['status', 'type'] as const;
export const CARD_DEFAULT_SORT: TableSort = { id: 'number', desc: false };

/** The page of cards the address asks for. */
export const cardListInput = (
  params: TableParams<(typeof CARD_FILTERS)[number]>,
  limit: number,
): FleetCardFilters => ({
  search: params.q || undefined,
  statusIn: params.filters.status ? [params.filters.status as FleetCard['status']] : undefined,
  typeIn: params.filters.type ? [params.filters.type as FleetCard['type']] : undefined,
  sort: (params.sort?.id as 'number' | 'created' | undefined) ?? 'number',
  order: params.sort?.desc ? 'desc' : 'asc',
  page: params.page,
  limit,
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `?card=` can name a card: anything else is not asked for and reads "not found". */
export const isCardId = (id: string) => UUID.test(id);
