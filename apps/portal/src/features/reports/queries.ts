'use client';

import type {
  FleetConsumptionFilter,
  FleetEfficiencyFilter,
  FleetStatementFilter,
  FleetTransactionsFilter,
} from '@fuel/sdk/fleet';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useFleetClient } from '@/features/fleet/use-fleet-client';

export const reportKeys = {
  all: ['fleet', 'reports'] as const,
  consumption: (filter: FleetConsumptionFilter) => [...reportKeys.all, 'consumption', filter] as const,
  efficiency: (filter: FleetEfficiencyFilter) => [...reportKeys.all, 'efficiency', filter] as const,
  transactions: (filter: FleetTransactionsFilter) => [...reportKeys.all, 'transactions', filter] as const,
  statement: (filter: FleetStatementFilter) => [...reportKeys.all, 'statement', filter] as const,
};

export function useConsumption(filter: FleetConsumptionFilter) {
  const fleet = useFleetClient();
  return useQuery({
    queryKey: reportKeys.consumption(filter),
    queryFn: ({ signal }) => fleet.reports.consumption(filter, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useEfficiency(filter: FleetEfficiencyFilter) {
  const fleet = useFleetClient();
  return useQuery({
    queryKey: reportKeys.efficiency(filter),
    queryFn: ({ signal }) => fleet.reports.efficiency(filter, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useTransactions(filter: FleetTransactionsFilter) {
  const fleet = useFleetClient();
  return useQuery({
    queryKey: reportKeys.transactions(filter),
    queryFn: ({ signal }) => fleet.transactions.list(filter, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useStatement(filter: FleetStatementFilter) {
  const fleet = useFleetClient();
  return useQuery({
    queryKey: reportKeys.statement(filter),
    queryFn: ({ signal }) => fleet.reports.statement(filter, { signal }),
    placeholderData: keepPreviousData,
  });
}
