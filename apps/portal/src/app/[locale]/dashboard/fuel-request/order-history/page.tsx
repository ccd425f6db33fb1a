import { FleetOrdersService } from '@fuel/sdk/fleet/orders';
import type { PageSearchParams } from '@/components/data-table/table-params';
import { DashboardIsland, dashboardMetadata } from '@/features/dashboard/dashboard-page';
import { readPageData } from '@/features/dashboard/page-data';
import { FuelOrderHistoryPageClient } from '@/features/orders/history-page-clients';
import { ORDER_NAMESPACES } from '@/features/orders/namespaces';
import {
  historyPageQueries,
  orderQueries,
  orderSummaryFilters,
  readHistoryPage,
} from '@/features/orders/order-queries';
import type { LocaleParams } from '@/i18n/locale-param';

type Props = { params: LocaleParams; searchParams: PageSearchParams };

export const generateMetadata = ({ params }: Props) => dashboardMetadata('fuelOrderHistory', params);

/**
 * The fuel requests: the page of them the address asks for, what they owe and the order it opens read on
 * the server.
 */
export default async function FuelOrderHistoryPage({ params, searchParams }: Props) {
  const history = await readHistoryPage(searchParams, { scope: 'fuel', archive: false });
  const data = readPageData((fleet) => {
    const orders = new FleetOrdersService(fleet);
    return [
      ...historyPageQueries(orders, 'fuel', history),
      orderQueries.summary(orders, orderSummaryFilters(history.list)),
    ];
  });
  return (
    <DashboardIsland pageKey="fuelOrderHistory" params={params} namespaces={ORDER_NAMESPACES} data={data}>
      <FuelOrderHistoryPageClient />
    </DashboardIsland>
  );
}
