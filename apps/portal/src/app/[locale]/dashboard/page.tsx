import { Suspense } from 'react';
import { DashboardIsland, dashboardMetadata } from '@/features/dashboard/dashboard-page';
import { OverviewBlocks, OverviewBlocksLoading } from '@/features/overview/overview-blocks';
import { OverviewClient } from '@/features/overview/overview-client';
import { type LocaleParams, resolveLocaleParam } from '@/i18n/locale-param';

type Props = { params: LocaleParams };

export const generateMetadata = ({ params }: Props) => dashboardMetadata('dashboard', params);

/** The home: the overview blocks streamed from the server, then the balance, notices and shortcuts. */
export default async function DashboardHomePage({ params }: Props) {
  const locale = await resolveLocaleParam(params);
  return (
    <DashboardIsland
      pageKey="dashboard"
      params={params}
      namespaces={['Overview', 'FuelProducts', 'Pages', 'Orders']}
    >
      <Suspense fallback={<OverviewBlocksLoading locale={locale} />}>
        <OverviewBlocks locale={locale} />
      </Suspense>
      <OverviewClient />
    </DashboardIsland>
  );
}
