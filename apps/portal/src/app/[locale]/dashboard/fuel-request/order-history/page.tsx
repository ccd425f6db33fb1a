import { DashboardIsland, dashboardMetadata } from '@/features/dashboard/dashboard-page';
import { FuelOrderHistoryPageClient } from '@/features/orders/history-page-clients';
import { ORDER_NAMESPACES } from '@/features/orders/namespaces';
import type { LocaleParams } from '@/i18n/locale-param';

type Props = { params: LocaleParams };

export const generateMetadata = ({ params }: Props) => dashboardMetadata('fuelOrderHistory', params);

export default function FuelOrderHistoryPage({ params }: Props) {
  return (
    <DashboardIsland pageKey="fuelOrderHistory" params={params} namespaces={ORDER_NAMESPACES}>
      <FuelOrderHistoryPageClient />
    </DashboardIsland>
  );
}
