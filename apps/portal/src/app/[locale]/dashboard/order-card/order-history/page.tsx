import { DashboardIsland, dashboardMetadata } from '@/features/dashboard/dashboard-page';
import { CardOrderHistoryPageClient } from '@/features/orders/history-page-clients';
import { ORDER_NAMESPACES } from '@/features/orders/namespaces';
import type { LocaleParams } from '@/i18n/locale-param';

type Props = { params: LocaleParams };

export const generateMetadata = ({ params }: Props) => dashboardMetadata('cardOrderHistory', params);

export default function CardOrderHistoryPage({ params }: Props) {
  return (
    <DashboardIsland pageKey="cardOrderHistory" params={params} namespaces={ORDER_NAMESPACES}>
      <CardOrderHistoryPageClient />
    </DashboardIsland>
  );
}
