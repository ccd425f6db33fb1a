import { FleetGroupsService } from '@fuel/sdk/fleet/groups';
import {
  type PageSearchParams,
  readPageTableParams,
  TABLE_PAGE_SIZE,
} from '@/components/data-table/table-params';
import { DashboardIsland, dashboardMetadata } from '@/features/dashboard/dashboard-page';
import { readPageData } from '@/features/dashboard/page-data';
import { GroupsPageClient } from '@/features/vehicles/groups-page-client';
import {
  GROUP_DEFAULT_SORT,
  groupListInput,
  NO_FILTERS,
  vehicleQueries,
} from '@/features/vehicles/vehicle-queries';
import type { LocaleParams } from '@/i18n/locale-param';

type Props = { params: LocaleParams; searchParams: PageSearchParams };

export const generateMetadata = ({ params }: Props) => dashboardMetadata('vehicleGroups', params);

/** The groups, the page of them the address asks for read on the server. */
export default async function VehicleGroupsPage({ params, searchParams }: Props) {
  const table = await readPageTableParams(searchParams, NO_FILTERS, GROUP_DEFAULT_SORT);
  const data = readPageData((fleet) => [
    vehicleQueries.groupList(new FleetGroupsService(fleet), groupListInput(table, TABLE_PAGE_SIZE)),
  ]);
  return (
    <DashboardIsland
      pageKey="vehicleGroups"
      params={params}
      namespaces={['Vehicles', 'FuelProducts']}
      data={data}
    >
      <GroupsPageClient />
    </DashboardIsland>
  );
}
