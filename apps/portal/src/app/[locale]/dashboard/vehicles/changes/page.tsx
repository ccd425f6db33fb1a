import { FleetVehiclesService } from '@fuel/sdk/fleet/vehicles';
import {
  type PageSearchParams,
  readPageTableParams,
  TABLE_PAGE_SIZE,
} from '@/components/data-table/table-params';
import { DashboardIsland, dashboardMetadata } from '@/features/dashboard/dashboard-page';
import { readPageData } from '@/features/dashboard/page-data';
import { ChangesPageClient } from '@/features/vehicles/changes-page-client';
import {
  CHANGE_DEFAULT_SORT,
  CHANGE_FILTERS,
  changeListInput,
  vehicleQueries,
} from '@/features/vehicles/vehicle-queries';
import type { LocaleParams } from '@/i18n/locale-param';

type Props = { params: LocaleParams; searchParams: PageSearchParams };

export const generateMetadata = ({ params }: Props) => dashboardMetadata('vehicleChanges', params);

/** The changes log, the page of it the address asks for (and who may be filtered by) read on the server. */
export default async function VehicleChangesPage({ params, searchParams }: Props) {
  const table = await readPageTableParams(searchParams, CHANGE_FILTERS, CHANGE_DEFAULT_SORT);
  const data = readPageData((fleet) => {
    const vehicles = new FleetVehiclesService(fleet);
    return [
      vehicleQueries.changes(vehicles, changeListInput(table, TABLE_PAGE_SIZE)),
      vehicleQueries.changeUsers(vehicles),
    ];
  });
  return (
    <DashboardIsland
      pageKey="vehicleChanges"
      params={params}
      namespaces={['Vehicles', 'FuelProducts']}
      data={data}
    >
      <ChangesPageClient />
    </DashboardIsland>
  );
}
