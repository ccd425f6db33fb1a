import { FleetCardsService } from '@fuel/sdk/fleet/cards';
import type { PageSearchParams } from '@/components/data-table/table-params';
import { DashboardIsland, dashboardMetadata } from '@/features/dashboard/dashboard-page';
import { readPageData } from '@/features/dashboard/page-data';
import { CardOrderHistoryPageClient } from '@/features/orders/history-page-clients';
import { ORDER_NAMESPACES } from '@/features/orders/namespaces';
import { historyPageQueries, readHistoryPage } from '@/features/orders/order-queries';
import type { LocaleParams } from '@/i18n/locale-param';

type Props = { params: LocaleParams; searchParams: PageSearchParams };

export const generateMetadata = ({ params }: Props) => dashboardMetadata('cardOrderHistory', params);

/** The card orders: the page of them the address asks for and the order it opens read on the server. */
export default async function CardOrderHistoryPage({ params, searchParams }: Props) {
  const history = await readHistoryPage(searchParams, { scope: 'card', archive: false });
  const data = readPageData((fleet) =>
    historyPageQueries(new FleetCardsService(fleet).orders, 'card', history),
  );
  return (
    <DashboardIsland pageKey="cardOrderHistory" params={params} namespaces={ORDER_NAMESPACES} data={data}>
      <CardOrderHistoryPageClient />
    </DashboardIsland>
  );
}
