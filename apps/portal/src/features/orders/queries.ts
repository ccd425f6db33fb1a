'use client';

import type {
  FleetOrderFilters,
  FleetOrderSummaryFilters,
  FleetPayOnlineBody,
  FleetPlaceOrderInput,
  PlaceOptions,
} from '@fuel/sdk/fleet';
import { FleetCardsService } from '@fuel/sdk/fleet/cards';
import { FleetOrdersService } from '@fuel/sdk/fleet/orders';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFleetService } from '@/features/fleet/use-fleet-service';
import { type OrderScope, orderKeys, orderQueries } from './order-queries';

/** The kit's calls of each history: the orders, or the cards' card orders. */
function useHistories() {
  const orders = useFleetService(FleetOrdersService);
  const cards = useFleetService(FleetCardsService);
  return (scope: OrderScope) => (scope === 'card' ? cards.orders : orders);
}

export function useOrderList(scope: OrderScope, filters: FleetOrderFilters, enabled = true) {
  const historyOf = useHistories();
  return useQuery({
    ...orderQueries.list(historyOf(scope), scope, filters),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** What the company owes on the fuel orders the filters choose (unpaid and overdue). */
export function useOrderSummary(filters: FleetOrderSummaryFilters, enabled = true) {
  const orders = useFleetService(FleetOrdersService);
  return useQuery({ ...orderQueries.summary(orders, filters), placeholderData: keepPreviousData, enabled });
}

/** Today's price per liter of each product on sale (tetri), by product. */
export function useFuelPrices() {
  const orders = useFleetService(FleetOrdersService);
  return useQuery(orderQueries.prices(orders));
}

export function useOrder(scope: OrderScope, id: string | undefined) {
  const historyOf = useHistories();
  return useQuery({
    ...orderQueries.one(historyOf(scope), scope, id ?? ''),
    enabled: Boolean(id),
    retry: false,
  });
}

/** The orders' mutations; each invalidates the orders (lists and details). */
export function useOrderMutations() {
  const orders = useFleetService(FleetOrdersService);
  const historyOf = useHistories();
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: orderKeys.all });
  return {
    place: useMutation({
      mutationFn: ({ body, place }: { body: FleetPlaceOrderInput; place: PlaceOptions }) =>
        orders.place(body, place),
      onSuccess,
    }),
    submit: useMutation({ mutationFn: (id: string) => orders.submit(id), onSuccess }),
    cancel: useMutation({
      mutationFn: ({ scope, id }: { scope: OrderScope; id: string }) => historyOf(scope).cancel(id),
      onSuccess,
    }),
    upload: useMutation({
      mutationFn: ({ id, file }: { id: string; file: File }) => orders.uploadDocument(id, file),
      onSuccess,
    }),
    removeDocument: useMutation({
      mutationFn: ({ id, documentId }: { id: string; documentId: string }) =>
        orders.removeDocument(id, documentId),
      onSuccess,
    }),
    confirmPayment: useMutation({ mutationFn: (id: string) => orders.confirmPayment(id), onSuccess }),
    payOnline: useMutation({
      mutationFn: ({ id, body }: { id: string; body: FleetPayOnlineBody }) => orders.payOnline(id, body),
      onSuccess,
    }),
  };
}
