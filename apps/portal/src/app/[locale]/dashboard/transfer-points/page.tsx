import { DashboardPage, dashboardMetadata } from '@/features/dashboard/dashboard-page';
import type { LocaleParams } from '@/i18n/locale-param';

type Props = { params: LocaleParams };

export const generateMetadata = ({ params }: Props) => dashboardMetadata('transferPoints', params);

export default function TransferPointsPage({ params }: Props) {
  return <DashboardPage pageKey="transferPoints" params={params} />;
}
