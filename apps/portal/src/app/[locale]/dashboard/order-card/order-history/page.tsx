import { FleetCardsService } from '@fuel/sdk/fleet/cards';
import type { PageSearchParams } from '@/components/data-table/table-params';
import { DashboardIsland, dashboardMetadata } from '@/features/dashboard/dashboard-page';
import { readPageData } from '@/features/dashboard/page-data';
import { CardOrderHistoryPageClient } from '@/features/orders/history-page-clients';
import { ORDER_NAMESPACES } from '@/features/orders/namespaces';
import { orderQueries, readHistoryPage, readOpenedOrder } from '@/features/orders/order-queries';
import type { LocaleParams } from '@/i18n/locale-param';

type Props = { params: LocaleParams; searchParams: PageSearchParams };

export const generateMetadata = ({ params }: Props) => dashboardMetadata('cardOrderHistory', params);

/** The card orders: the page of them the address asks for and the order it opens read on the server. */
export default async function CardOrderHistoryPage({ params, searchParams }: Props) {
  const list = await readHistoryPage(searchParams, { scope: 'card', archive: false });
  const opened = await readOpenedOrder(searchParams);
  const data = readPageData((fleet) => {
    const orders = new FleetCardsService(fleet).orders;
    return [
      orderQueries.list(orders, 'card', list),
      ...(opened ? [orderQueries.one(orders, 'card', opened)] : []),
    ];
  });
  return (
    <DashboardIsland pageKey="cardOrderHistory" params={params} namespaces={ORDER_NAMESPACES} data={data}>
      <CardOrderHistoryPageClient />
    </DashboardIsland>
  );
}
