import { addOrEdit, DashboardIsland, dashboardMetadata } from '@/features/dashboard/dashboard-page';
import { EditUserPageClient } from '@/features/users/edit-user-page-client';
import type { LocaleParams } from '@/i18n/locale-param';

type Props = { params: LocaleParams; searchParams: Promise<Record<string, string | string[] | undefined>> };

// One route adds (no `?id=`) and edits (the record's id): the heading says which.
const KEYS = { add: 'addUser', edit: 'editUser' } as const;

export const generateMetadata = async ({ params, searchParams }: Props) =>
  dashboardMetadata(await addOrEdit(searchParams, KEYS), params);

export default async function EditUserPage({ params, searchParams }: Props) {
  return (
    <DashboardIsland pageKey={await addOrEdit(searchParams, KEYS)} params={params} namespaces={['Users']}>
      <EditUserPageClient />
    </DashboardIsland>
  );
}
