import { DashboardIsland, dashboardMetadata } from '@/features/dashboard/dashboard-page';
import { ReportsPageClient } from '@/features/reports/reports-page-client';
import type { LocaleParams } from '@/i18n/locale-param';

type Props = { params: LocaleParams };

export const generateMetadata = ({ params }: Props) => dashboardMetadata('reports', params);

export default function ReportsPage({ params }: Props) {
  return (
    <DashboardIsland
      pageKey="reports"
      params={params}
      namespaces={['Reports', 'ReportCharts', 'Period', 'FuelProducts']}
    >
      <ReportsPageClient />
    </DashboardIsland>
  );
}
