'use client';

import type {
  FleetUserCreateInput,
  FleetUserListInput,
  FleetUserPermissions,
  FleetUserStatus,
  FleetUserUpdateInput,
} from '@fuel/sdk/fleet';
import { FleetUsersService } from '@fuel/sdk/fleet/users';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { meKeys } from '@/features/fleet/fleet-me';
import { useFleetService } from '@/features/fleet/use-fleet-service';

/** Query keys of the company's users; every change invalidates `all`. */
export const userKeys = {
  all: ['fleet', 'users'] as const,
  list: (query: FleetUserListInput) => [...userKeys.all, 'list', query] as const,
  one: (id: string) => [...userKeys.all, 'one', id] as const,
};

export function useUserList(query: FleetUserListInput, enabled = true) {
  const users = useFleetService(FleetUsersService);
  return useQuery({
    queryKey: userKeys.list(query),
    queryFn: ({ signal }) => users.list(query, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useUser(id: string | undefined, enabled = true) {
  const users = useFleetService(FleetUsersService);
  return useQuery({
    queryKey: userKeys.one(id ?? ''),
    queryFn: ({ signal }) => users.get(id!, { signal }),
    enabled: enabled && Boolean(id),
    retry: false,
  });
}

/** The users' mutations; each invalidates the users (and the signed-in user's own membership). */
export function useUserMutations() {
  const users = useFleetService(FleetUsersService);
  const queryClient = useQueryClient();
  const onSuccess = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: userKeys.all }),
      queryClient.invalidateQueries({ queryKey: meKeys.all }),
    ]);
  };
  return {
    create: useMutation({ mutationFn: (body: FleetUserCreateInput) => users.create(body), onSuccess }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: FleetUserUpdateInput }) => users.update(id, body),
      onSuccess,
    }),
    setPermissions: useMutation({
      mutationFn: ({ id, permissions }: { id: string; permissions: FleetUserPermissions }) =>
        users.setPermissions(id, permissions),
      onSuccess,
    }),
    setStatus: useMutation({
      mutationFn: ({ id, status }: { id: string; status: FleetUserStatus }) => users.setStatus(id, status),
      onSuccess,
    }),
  };
}
