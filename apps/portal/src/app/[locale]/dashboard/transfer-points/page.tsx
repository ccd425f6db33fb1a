import { FleetPointsService } from '@fuel/sdk/fleet/points';
import { DashboardIsland, dashboardMetadata } from '@/features/dashboard/dashboard-page';
import { readPageData } from '@/features/dashboard/page-data';
import { FIRST_BALANCE_PRODUCT, pointsBalanceQuery } from '@/features/points/points-queries';
import { TransferPointsClient } from '@/features/points/transfer-points-client';
import type { LocaleParams } from '@/i18n/locale-param';

type Props = { params: LocaleParams };

export const generateMetadata = ({ params }: Props) => dashboardMetadata('transferPoints', params);

/** The transfer form, with the first product's balance read on the server. */
export default function TransferPointsPage({ params }: Props) {
  const data = readPageData((fleet) => [
    pointsBalanceQuery(new FleetPointsService(fleet), FIRST_BALANCE_PRODUCT),
  ]);
  return (
    <DashboardIsland
      pageKey="transferPoints"
      params={params}
      namespaces={['Points', 'FuelProducts', 'Period']}
      data={data}
    >
      <TransferPointsClient />
    </DashboardIsland>
  );
}
