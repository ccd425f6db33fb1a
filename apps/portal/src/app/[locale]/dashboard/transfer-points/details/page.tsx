import { DashboardIsland, dashboardMetadata } from '@/features/dashboard/dashboard-page';
import { PointsDetailsClient } from '@/features/points/points-details-client';
import type { LocaleParams } from '@/i18n/locale-param';

type Props = { params: LocaleParams };

export const generateMetadata = ({ params }: Props) => dashboardMetadata('transferDetails', params);

export default function TransferDetailsPage({ params }: Props) {
  return (
    <DashboardIsland pageKey="transferDetails" params={params} namespaces={['Points', 'Period']}>
      <PointsDetailsClient />
    </DashboardIsland>
  );
}
