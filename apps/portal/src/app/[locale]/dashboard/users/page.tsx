import { DashboardIsland, dashboardMetadata } from '@/features/dashboard/dashboard-page';
import { UsersPageClient } from '@/features/users/users-page-client';
import type { LocaleParams } from '@/i18n/locale-param';

type Props = { params: LocaleParams };

export const generateMetadata = ({ params }: Props) => dashboardMetadata('users', params);

export default function UsersPage({ params }: Props) {
  return (
    <DashboardIsland pageKey="users" params={params} namespaces={['Users']}>
      <UsersPageClient />
    </DashboardIsland>
  );
}
