import { DashboardIsland, dashboardMetadata } from '@/features/dashboard/dashboard-page';
import { EditVehiclePageClient } from '@/features/vehicles/edit-vehicle-page-client';
import type { LocaleParams } from '@/i18n/locale-param';

type Props = { params: LocaleParams };

export const generateMetadata = ({ params }: Props) => dashboardMetadata('editVehicle', params);

export default function EditVehiclePage({ params }: Props) {
  return (
    <DashboardIsland pageKey="editVehicle" params={params} namespaces={['Vehicles', 'FuelProducts']}>
      <EditVehiclePageClient />
    </DashboardIsland>
  );
}
