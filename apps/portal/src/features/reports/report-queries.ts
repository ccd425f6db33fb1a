import type {
  FleetAnomalyFlag,
  FleetConsumptionFilter,
  FleetEfficiencyFilter,
  FleetReportDimension,
  FleetStatementFilter,
  FleetTransactionsFilter,
} from '@fuel/sdk/fleet';
import type { FleetReportsService } from '@fuel/sdk/fleet/reports';
import type { FleetTransactionsService } from '@fuel/sdk/fleet/transactions';
import { queryOptions } from '@tanstack/react-query';
import { TABLE_PAGE_SIZE, type TableParams } from '@/components/data-table/table-params';

/**
 * The reports page's queries, shared by its sections in the browser and by the page on the server,
 * which reads the first view's data with the page (app/[locale]/dashboard/reports/page.tsx): the same
 * address gives the same keys, so the browser starts from what the server read.
 */
export const reportKeys = {
  all: ['fleet', 'reports'] as const,
  consumption: (filter: FleetConsumptionFilter) => [...reportKeys.all, 'consumption', filter] as const,
  efficiency: (filter: FleetEfficiencyFilter) => [...reportKeys.all, 'efficiency', filter] as const,
  transactions: (filter: FleetTransactionsFilter) => [...reportKeys.all, 'transactions', filter] as const,
  statement: (filter: FleetStatementFilter) => [...reportKeys.all, 'statement', filter] as const,
};

export const reportQueries = {
  consumption: (reports: FleetReportsService, filter: FleetConsumptionFilter) =>
    queryOptions({
      queryKey: reportKeys.consumption(filter),
      queryFn: ({ signal }) => reports.consumption(filter, { signal }),
    }),
  efficiency: (reports: FleetReportsService, filter: FleetEfficiencyFilter) =>
    queryOptions({
      queryKey: reportKeys.efficiency(filter),
      queryFn: ({ signal }) => reports.efficiency(filter, { signal }),
    }),
  transactions: (transactions: FleetTransactionsService, filter: FleetTransactionsFilter) =>
    queryOptions({
      queryKey: reportKeys.transactions(filter),
      queryFn: ({ signal }) => transactions.list(filter, { signal }),
    }),
  statement: (reports: FleetReportsService, filter: FleetStatementFilter) =>
    queryOptions({
      queryKey: reportKeys.statement(filter),
      queryFn: ({ signal }) => reports.statement(filter, { signal }),
    }),
};

/** The page's filters kept in the address. */
export const REPORT_FILTERS = ['from', 'to', 'by', 'decision', 'anomaly', 'view'] as const;
export type ReportFilter = (typeof REPORT_FILTERS)[number];

export type ReportPeriod = { from?: string; to?: string };
export type TransactionFilters = { decision: string; anomaly: string };

/** What the address asks the page to show. */
export function reportsView(params: TableParams<ReportFilter>) {
  const { from, to, by, decision, anomaly, view } = params.filters;
  return {
    view: view === 'statement' ? ('statement' as const) : ('overview' as const),
    period: { from: from || undefined, to: to || undefined } satisfies ReportPeriod,
    by: (by || 'product') as FleetReportDimension,
    filters: { decision, anomaly } satisfies TransactionFilters,
    page: params.page,
  };
}

/** Up to this many days the trend goes day by day; a longer period (or all time) month by month. */
const DAILY_UP_TO = 62;
const daysOf = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;

/** Whether the trend of the period goes day by day. */
export const trendIsDaily = (period: ReportPeriod) =>
  Boolean(period.from && daysOf(period.from, period.to ?? period.from) <= DAILY_UP_TO);

export const trendFilter = (period: ReportPeriod): FleetConsumptionFilter => ({
  ...period,
  by: [trendIsDaily(period) ? 'day' : 'month'],
});

/** The purchases the table lists and the export writes (the table a page of them). */
export const transactionsFilter = (period: ReportPeriod, filters: TransactionFilters) => ({
  ...period,
  decision: (filters.decision || undefined) as 'approved' | 'declined' | undefined,
  anomaly: filters.anomaly ? [filters.anomaly as FleetAnomalyFlag] : undefined,
});

export const transactionsPage = (
  period: ReportPeriod,
  filters: TransactionFilters,
  page: number,
): FleetTransactionsFilter => ({
  ...transactionsFilter(period, filters),
  page,
  limit: TABLE_PAGE_SIZE,
});

/** Every query the view shows at once: what the server reads with the page. */
export function reportsViewQueries(
  services: { reports: FleetReportsService; transactions: FleetTransactionsService },
  shown: ReturnType<typeof reportsView>,
) {
  const { reports, transactions } = services;
  const { period } = shown;
  if (shown.view === 'statement') return [reportQueries.statement(reports, period)];
  return [
    reportQueries.consumption(reports, trendFilter(period)),
    reportQueries.consumption(reports, { ...period, by: [shown.by] }),
    reportQueries.efficiency(reports, period),
    reportQueries.transactions(transactions, transactionsPage(period, shown.filters, shown.page)),
  ];
}
