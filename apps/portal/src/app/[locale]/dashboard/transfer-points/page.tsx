import { DashboardIsland, dashboardMetadata } from '@/features/dashboard/dashboard-page';
import { TransferPointsClient } from '@/features/points/transfer-points-client';
import type { LocaleParams } from '@/i18n/locale-param';

type Props = { params: LocaleParams };

export const generateMetadata = ({ params }: Props) => dashboardMetadata('transferPoints', params);

export default function TransferPointsPage({ params }: Props) {
  return (
    <DashboardIsland
      pageKey="transferPoints"
      params={params}
      namespaces={['Points', 'FuelProducts', 'Period']}
    >
      <TransferPointsClient />
    </DashboardIsland>
  );
}
