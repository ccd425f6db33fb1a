import { userNotifications } from '@fuel/sdk/notifications';
import { DashboardIsland, dashboardMetadata } from '@/features/dashboard/dashboard-page';
import { readPageData } from '@/features/dashboard/page-data';
import {
  NOTIFICATIONS_PAGE_SIZE,
  notificationPageQuery,
} from '@/features/notifications/notification-queries';
import { NotificationsPageClient } from '@/features/notifications/notifications-page-client';
import { type LocaleParams, resolveLocaleParam } from '@/i18n/locale-param';

type Props = { params: LocaleParams };

export const generateMetadata = ({ params }: Props) => dashboardMetadata('notifications', params);

/** The notifications, the first page read on the server with the page. */
export default async function NotificationsPage({ params }: Props) {
  const lang = await resolveLocaleParam(params);
  const data = readPageData((_fleet, connection) => [
    notificationPageQuery(userNotifications(connection), { page: 1, limit: NOTIFICATIONS_PAGE_SIZE, lang }),
  ]);
  return (
    <DashboardIsland pageKey="notifications" params={params} namespaces={['NotificationsPage']} data={data}>
      <NotificationsPageClient />
    </DashboardIsland>
  );
}
