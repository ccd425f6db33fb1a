import type { Sender } from '@fuel/sdk/fleet';
import { FleetCardsService } from '@fuel/sdk/fleet/cards';
import { FleetOrdersService } from '@fuel/sdk/fleet/orders';
import {
  firstValue,
  type PageSearchParams,
  readPageTableParams,
  TABLE_PAGE_SIZE,
} from '@/components/data-table/table-params';
import { ArchivePageClient } from '@/features/archive/archive-page-client';
import {
  ARCHIVE_SECTIONS,
  type ArchiveSection,
  CLOSED_CARD_FILTERS,
  CLOSED_CARDS_DEFAULT_SORT,
  closedCardsInput,
  shownSection,
} from '@/features/archive/archive-queries';
import { ARCHIVE_NAMESPACES } from '@/features/archive/namespaces';
import { cardQueries } from '@/features/cards/card-queries';
import { DashboardIsland, dashboardMetadata } from '@/features/dashboard/dashboard-page';
import { type PageQuery, readPageData } from '@/features/dashboard/page-data';
import { historyPageQueries, readHistoryPage } from '@/features/orders/order-queries';
import type { LocaleParams } from '@/i18n/locale-param';

type Props = { params: LocaleParams; searchParams: PageSearchParams };

export const generateMetadata = ({ params }: Props) => dashboardMetadata('archive', params);

/** The archive, the first page of the section the address opens (`?tab=`) read on the server. */
export default async function ArchivePage({ params, searchParams }: Props) {
  const section = shownSection(ARCHIVE_SECTIONS, firstValue((await searchParams).tab)) ?? ARCHIVE_SECTIONS[0];
  const queries = await sectionQueries(section, searchParams);
  const data = readPageData(queries);
  return (
    <DashboardIsland pageKey="archive" params={params} namespaces={ARCHIVE_NAMESPACES} data={data}>
      <ArchivePageClient />
    </DashboardIsland>
  );
}

/**
 * The list a section shows first, as its component asks for it, and the order the address opens in it.
 * Without the user's pages at hand, the server reads the section the address names, or the first; a
 * section the user may not read fails and is left out (the browser then opens the user's first section
 * and reads it itself).
 */
async function sectionQueries(
  section: ArchiveSection,
  searchParams: PageSearchParams,
): Promise<(fleet: Sender) => PageQuery[]> {
  if (section.key === 'cards') {
    const table = await readPageTableParams(searchParams, CLOSED_CARD_FILTERS, CLOSED_CARDS_DEFAULT_SORT);
    const filters = closedCardsInput(table, TABLE_PAGE_SIZE);
    return (fleet) => [cardQueries.list(new FleetCardsService(fleet), filters)];
  }
  const scope = section.key === 'orders' ? 'fuel' : 'card';
  const history = await readHistoryPage(searchParams, { scope, archive: true });
  return (fleet) =>
    historyPageQueries(
      scope === 'fuel' ? new FleetOrdersService(fleet) : new FleetCardsService(fleet).orders,
      scope,
      history,
    );
}
