'use client';

import type {
  FleetChangeListInput,
  FleetGroupAddVehiclesInput,
  FleetGroupInput,
  FleetGroupListInput,
  FleetVehicleInput,
  FleetVehicleListInput,
} from '@fuel/sdk/fleet';
import { FleetGroupsService } from '@fuel/sdk/fleet/groups';
import { FleetVehiclesService } from '@fuel/sdk/fleet/vehicles';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFleetService } from '@/features/fleet/use-fleet-service';
import { vehicleKeys, vehicleQueries } from './vehicle-queries';

export function useVehicleList(query: FleetVehicleListInput, enabled = true) {
  const vehicles = useFleetService(FleetVehiclesService);
  return useQuery({ ...vehicleQueries.list(vehicles, query), placeholderData: keepPreviousData, enabled });
}

export function useVehicle(id: string | undefined) {
  const vehicles = useFleetService(FleetVehiclesService);
  return useQuery({
    queryKey: vehicleKeys.one(id ?? ''),
    queryFn: ({ signal }) => vehicles.get(id!, { signal }),
    enabled: Boolean(id),
    retry: false,
  });
}

/** Every group of the company (a company has a handful: one page of 200). */
export function useGroups() {
  const groups = useFleetService(FleetGroupsService);
  return useQuery(vehicleQueries.groups(groups));
}

/** The groups page's table: sorted and paged on the server. */
export function useGroupList(query: FleetGroupListInput) {
  const groups = useFleetService(FleetGroupsService);
  return useQuery({ ...vehicleQueries.groupList(groups, query), placeholderData: keepPreviousData });
}

export function useChanges(query: FleetChangeListInput) {
  const vehicles = useFleetService(FleetVehiclesService);
  return useQuery({ ...vehicleQueries.changes(vehicles, query), placeholderData: keepPreviousData });
}

export function useChangeUsers() {
  const vehicles = useFleetService(FleetVehiclesService);
  return useQuery(vehicleQueries.changeUsers(vehicles));
}

/** The vehicles' and groups' mutations; each invalidates the whole family (lists, counts, the log). */
export function useVehicleMutations() {
  const vehicles = useFleetService(FleetVehiclesService);
  const groups = useFleetService(FleetGroupsService);
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: vehicleKeys.all });
  return {
    create: useMutation({ mutationFn: (body: FleetVehicleInput) => vehicles.create(body), onSuccess }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: FleetVehicleInput }) => vehicles.update(id, body),
      onSuccess,
    }),
    import: useMutation({ mutationFn: (csv: string) => vehicles.import(csv), onSuccess }),
    createGroup: useMutation({ mutationFn: (body: FleetGroupInput) => groups.create(body), onSuccess }),
    renameGroup: useMutation({
      mutationFn: ({ id, body }: { id: string; body: FleetGroupInput }) => groups.rename(id, body),
      onSuccess,
    }),
    deleteGroup: useMutation({ mutationFn: (id: string) => groups.delete(id), onSuccess }),
    addToGroup: useMutation({
      mutationFn: ({ id, body }: { id: string; body: FleetGroupAddVehiclesInput }) =>
        groups.addVehicles(id, body),
      onSuccess,
    }),
    removeFromGroup: useMutation({
      mutationFn: ({ id, vehicleId }: { id: string; vehicleId: string }) =>
        groups.removeVehicle(id, vehicleId),
      onSuccess,
    }),
  };
}
