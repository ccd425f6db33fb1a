'use client';

import type { FleetFuelProduct, FleetPointsLedgerFilter, FleetPointsTransferInput } from '@fuel/sdk/fleet';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFleetClient } from '@/features/fleet/use-fleet-client';

/** Query keys of the company's points; a transfer invalidates `all` (and the dashboard home). */
export const pointsKeys = {
  all: ['fleet', 'points'] as const,
  balance: (product: FleetFuelProduct) => [...pointsKeys.all, 'balance', product] as const,
  ledger: (filter: FleetPointsLedgerFilter) => [...pointsKeys.all, 'ledger', filter] as const,
};

export function usePointsBalance(product: FleetFuelProduct) {
  const fleet = useFleetClient();
  return useQuery({
    queryKey: pointsKeys.balance(product),
    queryFn: ({ signal }) => fleet.points.balance(product, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePointsLedger(filter: FleetPointsLedgerFilter) {
  const fleet = useFleetClient();
  return useQuery({
    queryKey: pointsKeys.ledger(filter),
    queryFn: ({ signal }) => fleet.points.ledger(filter, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** A transfer; the same `idempotencyKey` (one per form submission) transfers once however often it is sent. */
export function useTransferPoints() {
  const fleet = useFleetClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FleetPointsTransferInput) => fleet.points.transfer(body),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pointsKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['fleet', 'home'] }),
      ]),
  });
}
