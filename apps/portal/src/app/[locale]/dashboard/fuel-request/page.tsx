import { FleetOrdersService } from '@fuel/sdk/fleet/orders';
import { DashboardIsland, dashboardMetadata } from '@/features/dashboard/dashboard-page';
import { readPageData } from '@/features/dashboard/page-data';
import { FuelRequestPageClient } from '@/features/orders/fuel-request-page-client';
import { ORDER_NAMESPACES } from '@/features/orders/namespaces';
import { orderQueries } from '@/features/orders/order-queries';
import type { LocaleParams } from '@/i18n/locale-param';

type Props = { params: LocaleParams };

export const generateMetadata = ({ params }: Props) => dashboardMetadata('fuelRequest', params);

/** The order form, with today's prices (its totals) read on the server. */
export default function FuelRequestPage({ params }: Props) {
  const data = readPageData((fleet) => [orderQueries.prices(new FleetOrdersService(fleet))]);
  return (
    <DashboardIsland pageKey="fuelRequest" params={params} namespaces={ORDER_NAMESPACES} data={data}>
      <FuelRequestPageClient />
    </DashboardIsland>
  );
}
