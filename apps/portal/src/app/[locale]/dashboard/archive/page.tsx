import { ArchivePageClient } from '@/features/archive/archive-page-client';
import { ARCHIVE_NAMESPACES } from '@/features/archive/namespaces';
import { DashboardIsland, dashboardMetadata } from '@/features/dashboard/dashboard-page';
import type { LocaleParams } from '@/i18n/locale-param';

type Props = { params: LocaleParams };

export const generateMetadata = ({ params }: Props) => dashboardMetadata('archive', params);

export default function ArchivePage({ params }: Props) {
  return (
    <DashboardIsland pageKey="archive" params={params} namespaces={ARCHIVE_NAMESPACES}>
      <ArchivePageClient />
    </DashboardIsland>
  );
}
