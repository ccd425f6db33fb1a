import { DashboardPage, dashboardMetadata } from '@/features/dashboard/dashboard-page';
import type { LocaleParams } from '@/i18n/locale-param';

type Props = { params: LocaleParams };

export const generateMetadata = ({ params }: Props) => dashboardMetadata('fuelOrderHistory', params);

export default function FuelOrderHistoryPage({ params }: Props) {
  return <DashboardPage pageKey="fuelOrderHistory" params={params} />;
}
