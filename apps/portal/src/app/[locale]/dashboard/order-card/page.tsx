import { DashboardPage, dashboardMetadata } from '@/features/dashboard/dashboard-page';
import type { LocaleParams } from '@/i18n/locale-param';

type Props = { params: LocaleParams };

export const generateMetadata = ({ params }: Props) => dashboardMetadata('orderCard', params);

export default function OrderCardPage({ params }: Props) {
  return <DashboardPage pageKey="orderCard" params={params} />;
}
