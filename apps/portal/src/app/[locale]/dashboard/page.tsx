import { DashboardPage, dashboardMetadata } from '@/features/dashboard/dashboard-page';
import type { LocaleParams } from '@/i18n/locale-param';

type Props = { params: LocaleParams };

export const generateMetadata = ({ params }: Props) => dashboardMetadata('dashboard', params);

export default function DashboardHomePage({ params }: Props) {
  return <DashboardPage pageKey="dashboard" params={params} />;
}
