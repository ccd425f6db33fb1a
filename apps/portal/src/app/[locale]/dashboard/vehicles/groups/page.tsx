import { DashboardIsland, dashboardMetadata } from '@/features/dashboard/dashboard-page';
import { GroupsPageClient } from '@/features/vehicles/groups-page-client';
import type { LocaleParams } from '@/i18n/locale-param';

type Props = { params: LocaleParams };

export const generateMetadata = ({ params }: Props) => dashboardMetadata('vehicleGroups', params);

export default function VehicleGroupsPage({ params }: Props) {
  return (
    <DashboardIsland pageKey="vehicleGroups" params={params} namespaces={['Vehicles', 'FuelProducts']}>
      <GroupsPageClient />
    </DashboardIsland>
  );
}
