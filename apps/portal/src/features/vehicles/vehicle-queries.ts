import type {
  FleetChangeListInput,
  FleetGroupListInput,
  FleetVehicleListInput,
  FleetVehicleSort,
} from '@fuel/sdk/fleet';
import type { FleetGroupsService } from '@fuel/sdk/fleet/groups';
import type { FleetVehiclesService } from '@fuel/sdk/fleet/vehicles';
import { queryOptions } from '@tanstack/react-query';
import type { TableSort } from '@/components/data-table/data-table';
import type { TableParams } from '@/components/data-table/table-params';

/** Query keys of the vehicles page family; every change invalidates `all` (lists, groups, changes). */
export const vehicleKeys = {
  all: ['fleet', 'vehicles'] as const,
  list: (query: FleetVehicleListInput) => [...vehicleKeys.all, 'list', query] as const,
  one: (id: string) => [...vehicleKeys.all, 'one', id] as const,
  groups: () => [...vehicleKeys.all, 'groups'] as const,
  groupList: (query: FleetGroupListInput) => [...vehicleKeys.all, 'groups', query] as const,
  changes: (query: FleetChangeListInput) => [...vehicleKeys.all, 'changes', query] as const,
  changeUsers: () => [...vehicleKeys.all, 'change-users'] as const,
};

/**
 * The family's list queries, shared by the pages' components in the browser and by the pages on the
 * server, which read the first screen's data with the page (`readPageData`).
 */
export const vehicleQueries = {
  list: (vehicles: FleetVehiclesService, query: FleetVehicleListInput) =>
    queryOptions({
      queryKey: vehicleKeys.list(query),
      queryFn: ({ signal }) => vehicles.list(query, { signal }),
    }),
  /** Every group of the company (a company has a handful: one page of 200). */
  groups: (groups: FleetGroupsService) =>
    queryOptions({
      queryKey: vehicleKeys.groups(),
      queryFn: ({ signal }) => groups.list({ limit: 200 }, { signal }),
    }),
  /** The groups page's table: sorted and paged on the server. */
  groupList: (groups: FleetGroupsService, query: FleetGroupListInput) =>
    queryOptions({
      queryKey: vehicleKeys.groupList(query),
      queryFn: ({ signal }) => groups.list(query, { signal }),
    }),
  changes: (vehicles: FleetVehiclesService, query: FleetChangeListInput) =>
    queryOptions({
      queryKey: vehicleKeys.changes(query),
      queryFn: ({ signal }) => vehicles.changes(query, { signal }),
    }),
  /** Who has changed the company's vehicles: the changes log's user filter. */
  changeUsers: (vehicles: FleetVehiclesService) =>
    queryOptions({
      queryKey: vehicleKeys.changeUsers(),
      queryFn: ({ signal }) => vehicles.changeUsers({ limit: 200 }, { signal }),
    }),
};

/** The vehicles page's filters kept in the address, and its first order. */
export const VEHICLE_FILTERS = ['groupId', 'status', 'fuelType'] as const;
export const VEHICLE_DEFAULT_SORT: TableSort = { id: 'registrationNumber', desc: false };

/** The vehicles list's search and filters from the address (the export takes the same). */
export function vehicleFilters(params: TableParams<(typeof VEHICLE_FILTERS)[number]>) {
  return {
    query: params.q || undefined,
    groupId: params.filters.groupId || undefined,
    status: (params.filters.status || undefined) as FleetVehicleListInput['status'],
    fuelType: (params.filters.fuelType || undefined) as FleetVehicleListInput['fuelType'],
  };
}

/** The page of vehicles the address asks for. */
export const vehicleListInput = (
  params: TableParams<(typeof VEHICLE_FILTERS)[number]>,
  limit: number,
): FleetVehicleListInput => ({
  ...vehicleFilters(params),
  sort: (params.sort?.id ?? 'registrationNumber') as FleetVehicleSort,
  order: params.sort?.desc ? 'desc' : 'asc',
  page: params.page,
  limit,
});

export const NO_FILTERS = [] as const;
export const GROUP_DEFAULT_SORT: TableSort = { id: 'name', desc: false };

/** The page of groups the address asks for. */
export const groupListInput = ({ sort, page }: TableParams<never>, limit: number): FleetGroupListInput => ({
  sort: (sort?.id ?? 'name') as 'name',
  order: sort?.desc ? 'desc' : 'asc',
  page,
  limit,
});

/** The changes log's filters kept in the address, and its first order (newest first). */
export const CHANGE_FILTERS = ['vehicleId', 'userId', 'from', 'to'] as const;
export const CHANGE_DEFAULT_SORT: TableSort = { id: 'at', desc: true };

/** The page of the changes log the address asks for. */
export const changeListInput = (
  { filters, sort, page }: TableParams<(typeof CHANGE_FILTERS)[number]>,
  limit: number,
): FleetChangeListInput => ({
  vehicleId: filters.vehicleId || undefined,
  userId: filters.userId || undefined,
  from: filters.from || undefined,
  to: filters.to || undefined,
  order: sort?.desc === false ? 'asc' : 'desc',
  page,
  limit,
});
