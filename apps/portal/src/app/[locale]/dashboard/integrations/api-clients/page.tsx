import { DashboardIsland, dashboardMetadata } from '@/features/dashboard/dashboard-page';
import { ApiClientsPageClient } from '@/features/integrations/api-clients/api-clients-page-client';
import type { LocaleParams } from '@/i18n/locale-param';

type Props = { params: LocaleParams };

export const generateMetadata = ({ params }: Props) => dashboardMetadata('apiClients', params);

export default function ApiClientsPage({ params }: Props) {
  return (
    <DashboardIsland pageKey="apiClients" params={params} namespaces={['ApiClients']}>
      <ApiClientsPageClient />
    </DashboardIsland>
  );
}
