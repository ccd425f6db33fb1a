'use client';

import type {
  FleetCardFilters,
  FleetCardSettingsInput,
  FleetPlaceCardOrderInput,
  PlaceOptions,
} from '@fuel/sdk/fleet';
import { FleetCardsService } from '@fuel/sdk/fleet/cards';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFleetService } from '@/features/fleet/use-fleet-service';
import { orderKeys } from '@/features/orders/queries';

/** Query keys of the company's issued cards; every change invalidates `all` (and the card orders). */
export const cardKeys = {
  all: ['fleet', 'cards'] as const,
  list: (filters: FleetCardFilters) => [...cardKeys.all, 'list', filters] as const,
  one: (id: string) => [...cardKeys.all, 'one', id] as const,
};

export function useCards(filters: FleetCardFilters) {
  const cards = useFleetService(FleetCardsService);
  return useQuery({
    queryKey: cardKeys.list(filters),
    queryFn: ({ signal }) => cards.list(filters, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** One card (a decline alert's link opens it); a 404 is an answer, not retried. */
export function useCard(id: string | undefined) {
  const cards = useFleetService(FleetCardsService);
  return useQuery({
    queryKey: cardKeys.one(id ?? ''),
    queryFn: ({ signal }) => cards.get(id!, { signal }),
    enabled: Boolean(id),
    retry: false,
  });
}

export function useCardMutations() {
  const cards = useFleetService(FleetCardsService);
  const queryClient = useQueryClient();
  const onSuccess = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: cardKeys.all }),
      queryClient.invalidateQueries({ queryKey: orderKeys.all }),
    ]);
  return {
    placeOrder: useMutation({
      mutationFn: ({ body, place }: { body: FleetPlaceCardOrderInput; place: PlaceOptions }) =>
        cards.orders.place(body, place),
      onSuccess,
    }),
    block: useMutation({ mutationFn: (id: string) => cards.block(id), onSuccess }),
    unblock: useMutation({ mutationFn: (id: string) => cards.unblock(id), onSuccess }),
    close: useMutation({ mutationFn: (id: string) => cards.close(id), onSuccess }),
    replace: useMutation({
      mutationFn: ({ id, reason }: { id: string; reason: 'lost' | 'stolen' | 'damaged' }) =>
        cards.replace(id, { reason }),
      onSuccess,
    }),
    updateSettings: useMutation({
      mutationFn: ({ id, body }: { id: string; body: FleetCardSettingsInput }) =>
        cards.updateSettings(id, body),
      onSuccess,
    }),
  };
}
