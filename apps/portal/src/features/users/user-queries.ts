import type { FleetUser, FleetUserListInput } from '@fuel/sdk/fleet';
import type { FleetUsersService } from '@fuel/sdk/fleet/users';
import { queryOptions } from '@tanstack/react-query';
import type { TableSort } from '@/components/data-table/data-table';
import type { TableParams } from '@/components/data-table/table-params';

/** Query keys of the company's users; every change invalidates `all`. */
export const userKeys = {
  all: ['fleet', 'users'] as const,
  list: (query: FleetUserListInput) => [...userKeys.all, 'list', query] as const,
  one: (id: string) => [...userKeys.all, 'one', id] as const,
};

/**
 * A page of the company's users: the users page's query in the browser and what the page reads with
 * it on the server (`readPageData`).
 */
export const userListQuery = (users: FleetUsersService, query: FleetUserListInput) =>
  queryOptions({
    queryKey: userKeys.list(query),
    queryFn: ({ signal }) => users.list(query, { signal }),
  });

/** The users page's filters kept in the address, and its first order. */
export const USER_FILTERS = ['role', 'status'] as const;
export const USER_DEFAULT_SORT: TableSort = { id: 'name', desc: false };

/** The page of users the address asks for. */
export const userListInput = (
  params: TableParams<(typeof USER_FILTERS)[number]>,
  limit: number,
): FleetUserListInput => ({
  q: params.q || undefined,
  role: params.filters.role ? [params.filters.role as FleetUser['role']] : undefined,
  status: params.filters.status ? [params.filters.status as FleetUser['status']] : undefined,
  sort: params.sort?.id as FleetUserListInput['sort'],
  order: params.sort?.desc ? 'desc' : 'asc',
  page: params.page,
  limit,
});
