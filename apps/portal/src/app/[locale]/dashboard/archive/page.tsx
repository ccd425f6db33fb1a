import { DashboardPage, dashboardMetadata } from '@/features/dashboard/dashboard-page';
import type { LocaleParams } from '@/i18n/locale-param';

type Props = { params: LocaleParams };

export const generateMetadata = ({ params }: Props) => dashboardMetadata('archive', params);

export default function ArchivePage({ params }: Props) {
  return <DashboardPage pageKey="archive" params={params} />;
}
