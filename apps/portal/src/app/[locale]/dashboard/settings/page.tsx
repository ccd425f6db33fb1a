import { DashboardIsland, dashboardMetadata } from '@/features/dashboard/dashboard-page';
import { SettingsPageClient } from '@/features/settings/settings-page-client';
import type { LocaleParams } from '@/i18n/locale-param';

type Props = { params: LocaleParams };

export const generateMetadata = ({ params }: Props) => dashboardMetadata('settings', params);

export default function SettingsPage({ params }: Props) {
  return (
    <DashboardIsland pageKey="settings" params={params} namespaces={['Settings']}>
      <SettingsPageClient />
    </DashboardIsland>
  );
}
