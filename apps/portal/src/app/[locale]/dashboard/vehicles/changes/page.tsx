import { DashboardPage, dashboardMetadata } from '@/features/dashboard/dashboard-page';
import type { LocaleParams } from '@/i18n/locale-param';

type Props = { params: LocaleParams };

export const generateMetadata = ({ params }: Props) => dashboardMetadata('vehicleChanges', params);

export default function VehicleChangesPage({ params }: Props) {
  return <DashboardPage pageKey="vehicleChanges" params={params} />;
}
