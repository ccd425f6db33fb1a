import { DashboardPage, dashboardMetadata } from '@/features/dashboard/dashboard-page';
import type { LocaleParams } from '@/i18n/locale-param';

type Props = { params: LocaleParams };

export const generateMetadata = ({ params }: Props) => dashboardMetadata('vehicleGroups', params);

export default function VehicleGroupsPage({ params }: Props) {
  return <DashboardPage pageKey="vehicleGroups" params={params} />;
}
