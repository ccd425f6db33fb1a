'use client';

import type { FleetFuelProduct, FleetPointsLedgerFilter, FleetPointsTransferInput } from '@fuel/sdk/fleet';
import { FleetPointsService } from '@fuel/sdk/fleet/points';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFleetService } from '@/features/fleet/use-fleet-service';
import { pointsBalanceQuery, pointsKeys, pointsLedgerQuery } from './points-queries';

export function usePointsBalance(product: FleetFuelProduct) {
  const points = useFleetService(FleetPointsService);
  return useQuery({ ...pointsBalanceQuery(points, product), placeholderData: keepPreviousData });
}

export function usePointsLedger(filter: FleetPointsLedgerFilter) {
  const points = useFleetService(FleetPointsService);
  return useQuery({ ...pointsLedgerQuery(points, filter), placeholderData: keepPreviousData });
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
