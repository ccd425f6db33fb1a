import { DashboardPage, dashboardMetadata } from '@/features/dashboard/dashboard-page';
import type { LocaleParams } from '@/i18n/locale-param';

type Props = { params: LocaleParams };

export const generateMetadata = ({ params }: Props) => dashboardMetadata('notifications', params);

export default function NotificationsPage({ params }: Props) {
  return <DashboardPage pageKey="notifications" params={params} />;
}
