'use client';

import type {
  FleetConsumptionFilter,
  FleetEfficiencyFilter,
  FleetStatementFilter,
  FleetTransactionsFilter,
} from '@fuel/sdk/fleet';
import { FleetReportsService } from '@fuel/sdk/fleet/reports';
import { FleetTransactionsService } from '@fuel/sdk/fleet/transactions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useFleetService } from '@/features/fleet/use-fleet-service';

export const reportKeys = {
  all: ['fleet', 'reports'] as const,
  consumption: (filter: FleetConsumptionFilter) => [...reportKeys.all, 'consumption', filter] as const,
  efficiency: (filter: FleetEfficiencyFilter) => [...reportKeys.all, 'efficiency', filter] as const,
  transactions: (filter: FleetTransactionsFilter) => [...reportKeys.all, 'transactions', filter] as const,
  statement: (filter: FleetStatementFilter) => [...reportKeys.all, 'statement', filter] as const,
};

export function useConsumption(filter: FleetConsumptionFilter) {
  const reports = useFleetService(FleetReportsService);
  return useQuery({
    queryKey: reportKeys.consumption(filter),
    queryFn: ({ signal }) => reports.consumption(filter, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useEfficiency(filter: FleetEfficiencyFilter) {
  const reports = useFleetService(FleetReportsService);
  return useQuery({
    queryKey: reportKeys.efficiency(filter),
    queryFn: ({ signal }) => reports.efficiency(filter, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useTransactions(filter: FleetTransactionsFilter) {
  const transactions = useFleetService(FleetTransactionsService);
  return useQuery({
    queryKey: reportKeys.transactions(filter),
    queryFn: ({ signal }) => transactions.list(filter, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useStatement(filter: FleetStatementFilter) {
  const reports = useFleetService(FleetReportsService);
  return useQuery({
    queryKey: reportKeys.statement(filter),
    queryFn: ({ signal }) => reports.statement(filter, { signal }),
    placeholderData: keepPreviousData,
  });
}
