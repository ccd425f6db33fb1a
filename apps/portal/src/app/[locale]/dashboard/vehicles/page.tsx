import { DashboardIsland, dashboardMetadata } from '@/features/dashboard/dashboard-page';
import { VehiclesPageClient } from '@/features/vehicles/vehicles-page-client';
import type { LocaleParams } from '@/i18n/locale-param';

type Props = { params: LocaleParams };

export const generateMetadata = ({ params }: Props) => dashboardMetadata('vehicles', params);

export default function VehiclesPage({ params }: Props) {
  return (
    <DashboardIsland pageKey="vehicles" params={params} namespaces={['Vehicles', 'FuelProducts']}>
      <VehiclesPageClient />
    </DashboardIsland>
  );
}
