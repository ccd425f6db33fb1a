import { DashboardPage, dashboardMetadata } from '@/features/dashboard/dashboard-page';
import type { LocaleParams } from '@/i18n/locale-param';

type Props = { params: LocaleParams };

export const generateMetadata = ({ params }: Props) => dashboardMetadata('settings', params);

export default function SettingsPage({ params }: Props) {
  return <DashboardPage pageKey="settings" params={params} />;
}
