import { FleetPointsService } from '@fuel/sdk/fleet/points';
import {
  type PageSearchParams,
  readPageTableParams,
  TABLE_PAGE_SIZE,
} from '@/components/data-table/table-params';
import { DashboardIsland, dashboardMetadata } from '@/features/dashboard/dashboard-page';
import { readPageData } from '@/features/dashboard/page-data';
import { PointsDetailsClient } from '@/features/points/points-details-client';
import { LEDGER_FILTERS, ledgerFilter, pointsLedgerQuery } from '@/features/points/points-queries';
import type { LocaleParams } from '@/i18n/locale-param';

type Props = { params: LocaleParams; searchParams: PageSearchParams };

export const generateMetadata = ({ params }: Props) => dashboardMetadata('transferDetails', params);

/** The points' movements, the page of them the address asks for read on the server. */
export default async function TransferDetailsPage({ params, searchParams }: Props) {
  const table = await readPageTableParams(searchParams, LEDGER_FILTERS, null);
  const data = readPageData((fleet) => [
    pointsLedgerQuery(new FleetPointsService(fleet), ledgerFilter(table, TABLE_PAGE_SIZE)),
  ]);
  return (
    <DashboardIsland pageKey="transferDetails" params={params} namespaces={['Points', 'Period']} data={data}>
      <PointsDetailsClient />
    </DashboardIsland>
  );
}
