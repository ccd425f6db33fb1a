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
import { orderKeys } from '@/features/orders/order-queries';
import { cardKeys, cardQueries } from './card-queries';

export function useCards(filters: FleetCardFilters) {
  const cards = useFleetService(FleetCardsService);
  return useQuery({ ...cardQueries.list(cards, filters), placeholderData: keepPreviousData });
}

/** One card (a decline alert's link opens it); a 404 is an answer, not retried. */
export function useCard(id: string | undefined) {
  const cards = useFleetService(FleetCardsService);
  return useQuery({ ...cardQueries.one(cards, id ?? ''), enabled: Boolean(id), retry: false });
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
