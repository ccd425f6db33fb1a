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
import { reportQueries } from './report-queries';

export { reportKeys } from './report-queries';

export function useConsumption(filter: FleetConsumptionFilter) {
  const reports = useFleetService(FleetReportsService);
  return useQuery({ ...reportQueries.consumption(reports, filter), placeholderData: keepPreviousData });
}

export function useEfficiency(filter: FleetEfficiencyFilter) {
  const reports = useFleetService(FleetReportsService);
  return useQuery({ ...reportQueries.efficiency(reports, filter), placeholderData: keepPreviousData });
}

export function useTransactions(filter: FleetTransactionsFilter) {
  const transactions = useFleetService(FleetTransactionsService);
  return useQuery({ ...reportQueries.transactions(transactions, filter), placeholderData: keepPreviousData });
}

export function useStatement(filter: FleetStatementFilter) {
  const reports = useFleetService(FleetReportsService);
  return useQuery({ ...reportQueries.statement(reports, filter), placeholderData: keepPreviousData });
}
