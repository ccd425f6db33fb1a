import { FleetCardsService } from '@fuel/sdk/fleet/cards';
import {
  type PageSearchParams,
  readPageTableParams,
  TABLE_PAGE_SIZE,
} from '@/components/data-table/table-params';
import { DashboardIsland, dashboardMetadata } from '@/features/dashboard/dashboard-page';
import { readPageData } from '@/features/dashboard/page-data';
import { CardOrderHistoryPageClient } from '@/features/orders/history-page-clients';
import { ORDER_NAMESPACES } from '@/features/orders/namespaces';
import {
  HISTORY_DEFAULT_SORT,
  HISTORY_FILTERS,
  orderListInput,
  orderQueries,
} from '@/features/orders/order-queries';
import type { LocaleParams } from '@/i18n/locale-param';

type Props = { params: LocaleParams; searchParams: PageSearchParams };

export const generateMetadata = ({ params }: Props) => dashboardMetadata('cardOrderHistory', params);

/** The card orders, the page of them the address asks for read on the server. */
export default async function CardOrderHistoryPage({ params, searchParams }: Props) {
  const table = await readPageTableParams(searchParams, HISTORY_FILTERS, HISTORY_DEFAULT_SORT);
  const list = orderListInput(table, TABLE_PAGE_SIZE, { scope: 'card', archive: false });
  const data = readPageData((fleet) => [
    orderQueries.list(new FleetCardsService(fleet).orders, 'card', list),
  ]);
  return (
    <DashboardIsland pageKey="cardOrderHistory" params={params} namespaces={ORDER_NAMESPACES} data={data}>
      <CardOrderHistoryPageClient />
    </DashboardIsland>
  );
}
