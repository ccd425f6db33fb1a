'use client';

import type {
  FleetOrderFilters,
  FleetOrderSummaryFilters,
  FleetPayOnlineBody,
  FleetPlaceOrderInput,
  PlaceOptions,
} from '@fuel/sdk/fleet';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFleetClient } from '@/features/fleet/use-fleet-client';

/** Which history: the fuel-request pages' orders, or the order-card pages' card orders. */
export type OrderScope = 'fuel' | 'card';

/** Query keys of the company's orders and card orders; every change invalidates `all`. */
export const orderKeys = {
  all: ['fleet', 'orders'] as const,
  list: (scope: OrderScope, filters: FleetOrderFilters) =>
    [...orderKeys.all, scope, 'list', filters] as const,
  one: (scope: OrderScope, id: string) => [...orderKeys.all, scope, 'one', id] as const,
  summary: (filters: FleetOrderSummaryFilters) => [...orderKeys.all, 'fuel', 'summary', filters] as const,
  prices: () => [...orderKeys.all, 'prices'] as const,
};

/** The kit's calls of a history: `fleet.orders` or `fleet.cards.orders`. */
function historyOf(fleet: ReturnType<typeof useFleetClient>, scope: OrderScope) {
  return scope === 'card' ? fleet.cards.orders : fleet.orders;
}

export function useOrderList(scope: OrderScope, filters: FleetOrderFilters, enabled = true) {
  const fleet = useFleetClient();
  return useQuery({
    queryKey: orderKeys.list(scope, filters),
    queryFn: ({ signal }) => historyOf(fleet, scope).list(filters, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** What the company owes on the fuel orders the filters choose (unpaid and overdue). */
export function useOrderSummary(filters: FleetOrderSummaryFilters, enabled = true) {
  const fleet = useFleetClient();
  return useQuery({
    queryKey: orderKeys.summary(filters),
    queryFn: ({ signal }) => fleet.orders.summary(filters, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Today's price per liter of each product on sale (tetri), by product. */
export function useFuelPrices() {
  const fleet = useFleetClient();
  return useQuery({
    queryKey: orderKeys.prices(),
    queryFn: async ({ signal }) => {
      const { items } = await fleet.orders.prices({ signal });
      return new Map(items.map((item) => [item.product as string, item.unitPrice.amount]));
    },
  });
}

export function useOrder(scope: OrderScope, id: string | undefined) {
  const fleet = useFleetClient();
  return useQuery({
    queryKey: orderKeys.one(scope, id ?? ''),
    queryFn: ({ signal }) => historyOf(fleet, scope).get(id!, { signal }),
    enabled: Boolean(id),
    retry: false,
  });
}

/** The orders' mutations; each invalidates the orders (lists and details). */
export function useOrderMutations() {
  const fleet = useFleetClient();
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: orderKeys.all });
  return {
    place: useMutation({
      mutationFn: ({ body, place }: { body: FleetPlaceOrderInput; place: PlaceOptions }) =>
        fleet.orders.place(body, place),
      onSuccess,
    }),
    submit: useMutation({ mutationFn: (id: string) => fleet.orders.submit(id), onSuccess }),
    cancel: useMutation({
      mutationFn: ({ scope, id }: { scope: OrderScope; id: string }) => historyOf(fleet, scope).cancel(id),
      onSuccess,
    }),
    upload: useMutation({
      mutationFn: ({ id, file }: { id: string; file: File }) => fleet.orders.uploadDocument(id, file),
      onSuccess,
    }),
    removeDocument: useMutation({
      mutationFn: ({ id, documentId }: { id: string; documentId: string }) =>
        fleet.orders.removeDocument(id, documentId),
      onSuccess,
    }),
    confirmPayment: useMutation({ mutationFn: (id: string) => fleet.orders.confirmPayment(id), onSuccess }),
    payOnline: useMutation({
      mutationFn: ({ id, body }: { id: string; body: FleetPayOnlineBody }) =>
        fleet.orders.payOnline(id, body),
      onSuccess,
    }),
  };
}
