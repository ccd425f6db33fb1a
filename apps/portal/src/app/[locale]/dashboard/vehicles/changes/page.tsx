import { DashboardIsland, dashboardMetadata } from '@/features/dashboard/dashboard-page';
import { ChangesPageClient } from '@/features/vehicles/changes-page-client';
import type { LocaleParams } from '@/i18n/locale-param';

type Props = { params: LocaleParams };

export const generateMetadata = ({ params }: Props) => dashboardMetadata('vehicleChanges', params);

export default function VehicleChangesPage({ params }: Props) {
  return (
    <DashboardIsland pageKey="vehicleChanges" params={params} namespaces={['Vehicles', 'FuelProducts']}>
      <ChangesPageClient />
    </DashboardIsland>
  );
}
