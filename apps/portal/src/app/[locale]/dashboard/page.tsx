import { DashboardIsland, dashboardMetadata } from '@/features/dashboard/dashboard-page';
import { OverviewClient } from '@/features/overview/overview-client';
import type { LocaleParams } from '@/i18n/locale-param';

type Props = { params: LocaleParams };

export const generateMetadata = ({ params }: Props) => dashboardMetadata('dashboard', params);

export default function DashboardHomePage({ params }: Props) {
  return (
    <DashboardIsland
      pageKey="dashboard"
      params={params}
      namespaces={['Overview', 'FuelProducts', 'Pages', 'Orders']}
    >
      <OverviewClient />
    </DashboardIsland>
  );
}
