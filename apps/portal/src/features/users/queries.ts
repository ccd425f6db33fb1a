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
import { userKeys, userListQuery } from './user-queries';

export function useUserList(query: FleetUserListInput, enabled = true) {
  const users = useFleetService(FleetUsersService);
  return useQuery({ ...userListQuery(users, query), placeholderData: keepPreviousData, enabled });
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
