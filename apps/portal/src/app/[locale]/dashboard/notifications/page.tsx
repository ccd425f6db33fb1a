import { DashboardIsland, dashboardMetadata } from '@/features/dashboard/dashboard-page';
import { NotificationsPageClient } from '@/features/notifications/notifications-page-client';
import type { LocaleParams } from '@/i18n/locale-param';

type Props = { params: LocaleParams };

export const generateMetadata = ({ params }: Props) => dashboardMetadata('notifications', params);

export default function NotificationsPage({ params }: Props) {
  return (
    <DashboardIsland pageKey="notifications" params={params} namespaces={['NotificationsPage']}>
      <NotificationsPageClient />
    </DashboardIsland>
  );
}
