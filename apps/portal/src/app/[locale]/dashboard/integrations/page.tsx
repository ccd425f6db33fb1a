import { DashboardIsland, dashboardMetadata } from '@/features/dashboard/dashboard-page';
import { CompanyWebhooks } from '@/features/integrations/webhooks/company-webhooks';
import type { LocaleParams } from '@/i18n/locale-param';

type Props = { params: LocaleParams };

export const generateMetadata = ({ params }: Props) => dashboardMetadata('integrations', params);

/** The company's connections to its own systems: webhook endpoints (API clients have their own page). */
export default function IntegrationsPage({ params }: Props) {
  return (
    <DashboardIsland pageKey="integrations" params={params} namespaces={['Integrations', 'FleetErrors']}>
      <CompanyWebhooks />
    </DashboardIsland>
  );
}
