import { DashboardIsland, dashboardMetadata } from '@/features/dashboard/dashboard-page';
import { EditUserPageClient } from '@/features/users/edit-user-page-client';
import type { LocaleParams } from '@/i18n/locale-param';

type Props = { params: LocaleParams };

export const generateMetadata = ({ params }: Props) => dashboardMetadata('editUser', params);

export default function EditUserPage({ params }: Props) {
  return (
    <DashboardIsland pageKey="editUser" params={params} namespaces={['Users']}>
      <EditUserPageClient />
    </DashboardIsland>
  );
}
