import { DashboardPage, dashboardMetadata } from '@/features/dashboard/dashboard-page';
import type { LocaleParams } from '@/i18n/locale-param';

type Props = { params: LocaleParams };

export const generateMetadata = ({ params }: Props) => dashboardMetadata('cardOrderHistory', params);

export default function CardOrderHistoryPage({ params }: Props) {
  return <DashboardPage pageKey="cardOrderHistory" params={params} />;
}
