'use client';

import type {
  FleetUserCreateInput,
  FleetUserListInput,
  FleetUserPermissions,
  FleetUserStatus,
  FleetUserUpdateInput,
} from '@fuel/sdk/fleet';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { meKeys } from '@/features/fleet/fleet-me';
import { useFleetClient } from '@/features/fleet/use-fleet-client';

/** Query keys of the company's users; every change invalidates `all`. */
export const userKeys = {
  all: ['fleet', 'users'] as const,
  list: (query: FleetUserListInput) => [...userKeys.all, 'list', query] as const,
  one: (id: string) => [...userKeys.all, 'one', id] as const,
};

export function useUserList(query: FleetUserListInput, enabled = true) {
  const fleet = useFleetClient();
  return useQuery({
    queryKey: userKeys.list(query),
    queryFn: ({ signal }) => fleet.users.list(query, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useUser(id: string | undefined, enabled = true) {
  const fleet = useFleetClient();
  return useQuery({
    queryKey: userKeys.one(id ?? ''),
    queryFn: ({ signal }) => fleet.users.get(id!, { signal }),
    enabled: enabled && Boolean(id),
    retry: false,
  });
}

/** The users' mutations; each invalidates the users (and the signed-in user's own membership). */
export function useUserMutations() {
  const fleet = useFleetClient();
  const queryClient = useQueryClient();
  const onSuccess = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: userKeys.all }),
      queryClient.invalidateQueries({ queryKey: meKeys.all }),
    ]);
  };
  return {
    create: useMutation({ mutationFn: (body: FleetUserCreateInput) => fleet.users.create(body), onSuccess }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: FleetUserUpdateInput }) => fleet.users.update(id, body),
      onSuccess,
    }),
    setPermissions: useMutation({
      mutationFn: ({ id, permissions }: { id: string; permissions: FleetUserPermissions }) =>
        fleet.users.setPermissions(id, permissions),
      onSuccess,
    }),
    setStatus: useMutation({
      mutationFn: ({ id, status }: { id: string; status: FleetUserStatus }) =>
        fleet.users.setStatus(id, status),
      onSuccess,
    }),
  };
}
