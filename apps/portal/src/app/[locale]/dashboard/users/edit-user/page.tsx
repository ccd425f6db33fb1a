import { DashboardPage, dashboardMetadata } from '@/features/dashboard/dashboard-page';
import type { LocaleParams } from '@/i18n/locale-param';

type Props = { params: LocaleParams };

export const generateMetadata = ({ params }: Props) => dashboardMetadata('editUser', params);

export default function EditUserPage({ params }: Props) {
  return <DashboardPage pageKey="editUser" params={params} />;
}
