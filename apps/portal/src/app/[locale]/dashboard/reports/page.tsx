import { FleetReportsService } from '@fuel/sdk/fleet/reports';
import { FleetTransactionsService } from '@fuel/sdk/fleet/transactions';
import { type PageSearchParams, readPageTableParams } from '@/components/data-table/table-params';
import { DashboardIsland, dashboardMetadata } from '@/features/dashboard/dashboard-page';
import { readPageData } from '@/features/dashboard/page-data';
import { REPORT_FILTERS, reportsView, reportsViewQueries } from '@/features/reports/report-queries';
import { ReportsPageClient } from '@/features/reports/reports-page-client';
import type { LocaleParams } from '@/i18n/locale-param';

type Props = { params: LocaleParams; searchParams: PageSearchParams };

export const generateMetadata = ({ params }: Props) => dashboardMetadata('reports', params);

/** The reports of the period in the address, with the figures of the view shown read on the server. */
export default async function ReportsPage({ params, searchParams }: Props) {
  const shown = reportsView(await readPageTableParams(searchParams, REPORT_FILTERS, null));
  const data = readPageData((fleet) =>
    reportsViewQueries(
      { reports: new FleetReportsService(fleet), transactions: new FleetTransactionsService(fleet) },
      shown,
    ),
  );
  return (
    <DashboardIsland
      pageKey="reports"
      params={params}
      namespaces={['Reports', 'ReportCharts', 'Period', 'FuelProducts']}
      data={data}
    >
      <ReportsPageClient />
    </DashboardIsland>
  );
}
