import { DashboardIsland, dashboardMetadata } from '@/features/dashboard/dashboard-page';
import { FuelRequestPageClient } from '@/features/orders/fuel-request-page-client';
import { ORDER_NAMESPACES } from '@/features/orders/namespaces';
import type { LocaleParams } from '@/i18n/locale-param';

type Props = { params: LocaleParams };

export const generateMetadata = ({ params }: Props) => dashboardMetadata('fuelRequest', params);

export default function FuelRequestPage({ params }: Props) {
  return (
    <DashboardIsland pageKey="fuelRequest" params={params} namespaces={ORDER_NAMESPACES}>
      <FuelRequestPageClient />
    </DashboardIsland>
  );
}
