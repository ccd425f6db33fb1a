'use client';

import type {
  FleetCardFilters,
  FleetCardSettingsInput,
  FleetPlaceCardOrderInput,
  PlaceOptions,
} from '@fuel/sdk/fleet';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFleetClient } from '@/features/fleet/use-fleet-client';
import { orderKeys } from '@/features/orders/queries';

/** Query keys of the company's issued cards; every change invalidates `all` (and the card orders). */
export const cardKeys = {
  all: ['fleet', 'cards'] as const,
  list: (filters: FleetCardFilters) => [...cardKeys.all, 'list', filters] as const,
  one: (id: string) => [...cardKeys.all, 'one', id] as const,
};

export function useCards(filters: FleetCardFilters) {
  const fleet = useFleetClient();
  return useQuery({
    queryKey: cardKeys.list(filters),
    queryFn: ({ signal }) => fleet.cards.list(filters, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** One card (a decline alert's link opens it); a 404 is an answer, not retried. */
export function useCard(id: string | undefined) {
  const fleet = useFleetClient();
  return useQuery({
    queryKey: cardKeys.one(id ?? ''),
    queryFn: ({ signal }) => fleet.cards.get(id!, { signal }),
    enabled: Boolean(id),
    retry: false,
  });
}

export function useCardMutations() {
  const fleet = useFleetClient();
  const queryClient = useQueryClient();
  const onSuccess = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: cardKeys.all }),
      queryClient.invalidateQueries({ queryKey: orderKeys.all }),
    ]);
  return {
    placeOrder: useMutation({
      mutationFn: ({ body, place }: { body: FleetPlaceCardOrderInput; place: PlaceOptions }) =>
        fleet.cards.orders.place(body, place),
      onSuccess,
    }),
    block: useMutation({ mutationFn: (id: string) => fleet.cards.block(id), onSuccess }),
    unblock: useMutation({ mutationFn: (id: string) => fleet.cards.unblock(id), onSuccess }),
    close: useMutation({ mutationFn: (id: string) => fleet.cards.close(id), onSuccess }),
    replace: useMutation({
      mutationFn: ({ id, reason }: { id: string; reason: 'lost' | 'stolen' | 'damaged' }) =>
        fleet.cards.replace(id, { reason }),
      onSuccess,
    }),
    updateSettings: useMutation({
      mutationFn: ({ id, body }: { id: string; body: FleetCardSettingsInput }) =>
        fleet.cards.updateSettings(id, body),
      onSuccess,
    }),
  };
}
