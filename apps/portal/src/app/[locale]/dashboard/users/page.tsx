import { DashboardPage, dashboardMetadata } from '@/features/dashboard/dashboard-page';
import type { LocaleParams } from '@/i18n/locale-param';

type Props = { params: LocaleParams };

export const generateMetadata = ({ params }: Props) => dashboardMetadata('users', params);

export default function UsersPage({ params }: Props) {
  return <DashboardPage pageKey="users" params={params} />;
}
