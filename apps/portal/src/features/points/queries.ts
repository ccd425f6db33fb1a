'use client';

import type { FleetFuelProduct, FleetPointsLedgerFilter, FleetPointsTransferInput } from '@fuel/sdk/fleet';
import { FleetPointsService } from '@fuel/sdk/fleet/points';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFleetService } from '@/features/fleet/use-fleet-service';

/** Query keys of the company's points; a transfer invalidates `all` (and the dashboard home). */
export const pointsKeys = {
  all: ['fleet', 'points'] as const,
  balance: (product: FleetFuelProduct) => [...pointsKeys.all, 'balance', product] as const,
  ledger: (filter: FleetPointsLedgerFilter) => [...pointsKeys.all, 'ledger', filter] as const,
};

export function usePointsBalance(product: FleetFuelProduct) {
  const points = useFleetService(FleetPointsService);
  return useQuery({
    queryKey: pointsKeys.balance(product),
    queryFn: ({ signal }) => points.balance(product, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePointsLedger(filter: FleetPointsLedgerFilter) {
  const points = useFleetService(FleetPointsService);
  return useQuery({
    queryKey: pointsKeys.ledger(filter),
    queryFn: ({ signal }) => points.ledger(filter, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** A transfer; the same `idempotencyKey` (one per form submission) transfers once however often it is sent. */
export function useTransferPoints() {
  const points = useFleetService(FleetPointsService);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FleetPointsTransferInput) => points.transfer(body),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pointsKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['fleet', 'home'] }),
      ]),
  });
}
