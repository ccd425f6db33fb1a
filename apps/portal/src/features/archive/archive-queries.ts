import type { FleetCard, FleetCardFilters } from '@fuel/sdk/fleet';
import type { FleetAction } from '@fuel/sdk/fleet-vocabulary';
import type { TableSort } from '@/components/data-table/data-table';
import type { TableParams } from '@/components/data-table/table-params';

/** The archive's sections and the page permission each needs (the one its list route declares). */
export const ARCHIVE_SECTIONS = [
  { key: 'orders', action: 'fuelRequest.read' },
  { key: 'cardOrders', action: 'orderCard.read' },
  { key: 'cards', action: 'orderCard.read' },
] as const satisfies readonly { key: string; action: FleetAction }[];
export type ArchiveSection = (typeof ARCHIVE_SECTIONS)[number];

/**
 * The section the address asks for (`?tab=`) among those shown, else the first of them: the browser
 * chooses among the user's, the page's server read among all (a refused read is left out).
 */
export const shownSection = (sections: readonly ArchiveSection[], requested: string | null | undefined) =>
  sections.find((section) => section.key === requested) ?? sections[0];

/** The closed cards' filters kept in the address and their first order (newest closing first). */
export const CLOSED_CARD_FILTERS = ['type', 'from', 'to'] as const;
export const CLOSED_CARDS_DEFAULT_SORT: TableSort = { id: 'closed', desc: true };

/** The page of closed cards the address asks for (`cardQueries.list`'s filters). */
export const closedCardsInput = (
  params: TableParams<(typeof CLOSED_CARD_FILTERS)[number]>,
  limit: number,
): FleetCardFilters => ({
  statusIn: ['closed'],
  search: params.q || undefined,
  typeIn: params.filters.type ? [params.filters.type as FleetCard['type']] : undefined,
  closedFrom: params.filters.from || undefined,
  closedTo: params.filters.to || undefined,
  sort: (params.sort?.id as 'closed' | 'created' | 'number' | undefined) ?? 'closed',
  order: params.sort?.desc ? 'desc' : 'asc',
  page: params.page,
  limit,
});
