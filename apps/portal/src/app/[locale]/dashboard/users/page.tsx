import { FleetUsersService } from '@fuel/sdk/fleet/users';
import {
  type PageSearchParams,
  readPageTableParams,
  TABLE_PAGE_SIZE,
} from '@/components/data-table/table-params';
import { DashboardIsland, dashboardMetadata } from '@/features/dashboard/dashboard-page';
import { readPageData } from '@/features/dashboard/page-data';
import { USER_DEFAULT_SORT, USER_FILTERS, userListInput, userListQuery } from '@/features/users/user-queries';
import { UsersPageClient } from '@/features/users/users-page-client';
import type { LocaleParams } from '@/i18n/locale-param';

type Props = { params: LocaleParams; searchParams: PageSearchParams };

export const generateMetadata = ({ params }: Props) => dashboardMetadata('users', params);

/** The company's users, the page of them the address asks for read on the server. */
export default async function UsersPage({ params, searchParams }: Props) {
  const table = await readPageTableParams(searchParams, USER_FILTERS, USER_DEFAULT_SORT);
  const data = readPageData((fleet) => [
    userListQuery(new FleetUsersService(fleet), userListInput(table, TABLE_PAGE_SIZE)),
  ]);
  return (
    <DashboardIsland pageKey="users" params={params} namespaces={['Users']} data={data}>
      <UsersPageClient />
    </DashboardIsland>
  );
}
