import { NewCardOrderPageClient } from '@/features/cards/new-card-order-page-client';
import { DashboardIsland, dashboardMetadata } from '@/features/dashboard/dashboard-page';
import { ORDER_NAMESPACES } from '@/features/orders/namespaces';
import type { LocaleParams } from '@/i18n/locale-param';

type Props = { params: LocaleParams };

export const generateMetadata = ({ params }: Props) => dashboardMetadata('newCardOrder', params);

export default function NewCardOrderPage({ params }: Props) {
  return (
    <DashboardIsland pageKey="newCardOrder" params={params} namespaces={ORDER_NAMESPACES}>
      <NewCardOrderPageClient />
    </DashboardIsland>
  );
}
