import { FleetCardsService } from '@fuel/sdk/fleet/cards';
import {
  firstValue,
  type PageSearchParams,
  readPageTableParams,
  TABLE_PAGE_SIZE,
} from '@/components/data-table/table-params';
import {
  CARD_DEFAULT_SORT,
  CARD_FILTERS,
  cardListInput,
  cardQueries,
  isCardId,
} from '@/features/cards/card-queries';
import { CardsPageClient } from '@/features/cards/cards-page-client';
import { DashboardIsland, dashboardMetadata } from '@/features/dashboard/dashboard-page';
import { readPageData } from '@/features/dashboard/page-data';
import { ORDER_NAMESPACES } from '@/features/orders/namespaces';
import type { LocaleParams } from '@/i18n/locale-param';

type Props = { params: LocaleParams; searchParams: PageSearchParams };

export const generateMetadata = ({ params }: Props) => dashboardMetadata('orderCard', params);

/** The cards, the page of them the address asks for (and the card `?card=` opens) read on the server. */
export default async function OrderCardPage({ params, searchParams }: Props) {
  const table = await readPageTableParams(searchParams, CARD_FILTERS, CARD_DEFAULT_SORT);
  const focused = firstValue((await searchParams).card);
  const data = readPageData((fleet) => {
    const cards = new FleetCardsService(fleet);
    return [
      cardQueries.list(cards, cardListInput(table, TABLE_PAGE_SIZE)),
      ...(focused && isCardId(focused) ? [cardQueries.one(cards, focused)] : []),
    ];
  });
  return (
    <DashboardIsland pageKey="orderCard" params={params} namespaces={ORDER_NAMESPACES} data={data}>
      <CardsPageClient />
    </DashboardIsland>
  );
}
