import { DashboardPage, dashboardMetadata } from '@/features/dashboard/dashboard-page';
import type { LocaleParams } from '@/i18n/locale-param';

type Props = { params: LocaleParams };

export const generateMetadata = ({ params }: Props) => dashboardMetadata('transferDetails', params);

export default function TransferDetailsPage({ params }: Props) {
  return <DashboardPage pageKey="transferDetails" params={params} />;
}
