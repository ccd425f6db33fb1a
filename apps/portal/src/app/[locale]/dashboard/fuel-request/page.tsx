import { DashboardPage, dashboardMetadata } from '@/features/dashboard/dashboard-page';
import type { LocaleParams } from '@/i18n/locale-param';

type Props = { params: LocaleParams };

export const generateMetadata = ({ params }: Props) => dashboardMetadata('fuelRequest', params);

export default function FuelRequestPage({ params }: Props) {
  return <DashboardPage pageKey="fuelRequest" params={params} />;
}
