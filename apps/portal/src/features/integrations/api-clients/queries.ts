'use client';

import type { FleetApiClientInput } from '@fuel/sdk/fleet';
import { FleetApiClientsService } from '@fuel/sdk/fleet/api-clients';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFleetService } from '@/features/fleet/use-fleet-service';

/** Query keys of the API clients page; a change invalidates `all`. */
export const apiClientKeys = { all: ['fleet', 'api-clients'] as const };

export function useApiClients() {
  const apiClients = useFleetService(FleetApiClientsService);
  return useQuery({
    queryKey: apiClientKeys.all,
    queryFn: ({ signal }) => apiClients.list({ signal }),
  });
}

export function useApiClientMutations() {
  const apiClients = useFleetService(FleetApiClientsService);
  const queries = useQueryClient();
  const onSuccess = () => queries.invalidateQueries({ queryKey: apiClientKeys.all });
  return {
    create: useMutation({
      mutationFn: (input: FleetApiClientInput) => apiClients.create(input),
      onSuccess,
    }),
    revoke: useMutation({ mutationFn: (id: string) => apiClients.revoke(id), onSuccess }),
  };
}
