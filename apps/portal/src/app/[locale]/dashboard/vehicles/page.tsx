import { FleetGroupsService } from '@fuel/sdk/fleet/groups';
import { FleetVehiclesService } from '@fuel/sdk/fleet/vehicles';
import {
  type PageSearchParams,
  readPageTableParams,
  TABLE_PAGE_SIZE,
} from '@/components/data-table/table-params';
import { DashboardIsland, dashboardMetadata } from '@/features/dashboard/dashboard-page';
import { readPageData } from '@/features/dashboard/page-data';
import {
  VEHICLE_DEFAULT_SORT,
  VEHICLE_FILTERS,
  vehicleListInput,
  vehicleQueries,
} from '@/features/vehicles/vehicle-queries';
import { VehiclesPageClient } from '@/features/vehicles/vehicles-page-client';
import type { LocaleParams } from '@/i18n/locale-param';

type Props = { params: LocaleParams; searchParams: PageSearchParams };

export const generateMetadata = ({ params }: Props) => dashboardMetadata('vehicles', params);

/** The vehicles, the page of them the address asks for (and the groups to filter by) read on the server. */
export default async function VehiclesPage({ params, searchParams }: Props) {
  const table = await readPageTableParams(searchParams, VEHICLE_FILTERS, VEHICLE_DEFAULT_SORT);
  const data = readPageData((fleet) => [
    vehicleQueries.list(new FleetVehiclesService(fleet), vehicleListInput(table, TABLE_PAGE_SIZE)),
    vehicleQueries.groups(new FleetGroupsService(fleet)),
  ]);
  return (
    <DashboardIsland pageKey="vehicles" params={params} namespaces={['Vehicles', 'FuelProducts']} data={data}>
      <VehiclesPageClient />
    </DashboardIsland>
  );
}
