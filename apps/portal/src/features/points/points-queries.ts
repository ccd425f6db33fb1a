import type { FleetFuelProduct, FleetPointsKind, FleetPointsLedgerFilter } from '@fuel/sdk/fleet';
import type { FleetPointsService } from '@fuel/sdk/fleet/points';
import { queryOptions } from '@tanstack/react-query';
import type { TableParams } from '@/components/data-table/table-params';

/** Query keys of the company's points; a transfer invalidates `all` (and the dashboard home). */
export const pointsKeys = {
  all: ['fleet', 'points'] as const,
  balance: (product: FleetFuelProduct) => [...pointsKeys.all, 'balance', product] as const,
  ledger: (filter: FleetPointsLedgerFilter) => [...pointsKeys.all, 'ledger', filter] as const,
};

/**
 * A page of the points' movements: the details page's query in the browser and what the page reads
 * with it on the server (`readPageData`).
 */
export const pointsLedgerQuery = (points: FleetPointsService, filter: FleetPointsLedgerFilter) =>
  queryOptions({
    queryKey: pointsKeys.ledger(filter),
    queryFn: ({ signal }) => points.ledger(filter, { signal }),
  });

/** The balance of the company's points in one product: the transfer page's first figure. */
export const pointsBalanceQuery = (points: FleetPointsService, product: FleetFuelProduct) =>
  queryOptions({
    queryKey: pointsKeys.balance(product),
    queryFn: ({ signal }) => points.balance(product, { signal }),
  });

/** The product whose balance the transfer page shows first. */
export const FIRST_BALANCE_PRODUCT: FleetFuelProduct = 'EURO_DIESEL';

/** The details page's filters kept in the address (the movements come newest first, no sorting). */
export const LEDGER_FILTERS = ['kind', 'from', 'to'] as const;

/** The page of movements the address asks for. */
export const ledgerFilter = (
  { filters, page }: TableParams<(typeof LEDGER_FILTERS)[number]>,
  limit: number,
): FleetPointsLedgerFilter => ({
  kind: filters.kind ? [filters.kind as FleetPointsKind] : undefined,
  from: filters.from || undefined,
  to: filters.to || undefined,
  page,
  limit,
});
