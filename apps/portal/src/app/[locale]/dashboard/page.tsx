import { Suspense } from 'react';
import { DashboardIsland, dashboardMetadata } from '@/features/dashboard/dashboard-page';
import { OverviewBlocks, OverviewBlocksLoading } from '@/features/overview/overview-blocks';
import { OverviewClient } from '@/features/overview/overview-client';
import { type LocaleParams, resolveLocaleParam } from '@/i18n/locale-param';

type Props = { params: LocaleParams };

export const generateMetadata = ({ params }: Props) => dashboardMetadata('dashboard', params);

/**
 * The home: the balance, notices and shortcuts (drawn with the page), then the overview blocks streamed
 * from the server. The blocks come below: on a busy server they arrived after the first paint and,
 * above the rest, pushed it down out of a phone's screen (a layout shift of 0.56–0.58).
 */
export default async function DashboardHomePage({ params }: Props) {
  const locale = await resolveLocaleParam(params);
  return (
    <DashboardIsland
      pageKey="dashboard"
      params={params}
      namespaces={['Overview', 'FuelProducts', 'Pages', 'Orders']}
    >
      <OverviewClient />
      <Suspense fallback={<OverviewBlocksLoading locale={locale} />}>
        <OverviewBlocks locale={locale} />
      </Suspense>
    </DashboardIsland>
  );
}
