import { DashboardPage, dashboardMetadata } from '@/features/dashboard/dashboard-page';
import type { LocaleParams } from '@/i18n/locale-param';

type Props = { params: LocaleParams };

export const generateMetadata = ({ params }: Props) => dashboardMetadata('reports', params);

export default function ReportsPage({ params }: Props) {
  return <DashboardPage pageKey="reports" params={params} />;
}
