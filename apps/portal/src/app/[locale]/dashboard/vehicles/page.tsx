import { DashboardPage, dashboardMetadata } from '@/features/dashboard/dashboard-page';
import type { LocaleParams } from '@/i18n/locale-param';

type Props = { params: LocaleParams };

export const generateMetadata = ({ params }: Props) => dashboardMetadata('vehicles', params);

export default function VehiclesPage({ params }: Props) {
  return <DashboardPage pageKey="vehicles" params={params} />;
}
