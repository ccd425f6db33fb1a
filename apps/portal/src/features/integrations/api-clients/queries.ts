'use client';

import type { FleetApiClientInput } from '@fuel/sdk/fleet';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFleetClient } from '@/features/fleet/use-fleet-client';

/** Query keys of the API clients page; a change invalidates `all`. */
export const apiClientKeys = { all: ['fleet', 'api-clients'] as const };

export function useApiClients() {
  const fleet = useFleetClient();
  return useQuery({
    queryKey: apiClientKeys.all,
    queryFn: ({ signal }) => fleet.apiClients.list({ signal }),
  });
}

export function useApiClientMutations() {
  const fleet = useFleetClient();
  const queries = useQueryClient();
  const onSuccess = () => queries.invalidateQueries({ queryKey: apiClientKeys.all });
  return {
    create: useMutation({
      mutationFn: (input: FleetApiClientInput) => fleet.apiClients.create(input),
      onSuccess,
    }),
    revoke: useMutation({ mutationFn: (id: string) => fleet.apiClients.revoke(id), onSuccess }),
  };
}
