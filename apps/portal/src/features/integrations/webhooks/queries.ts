'use client';

import type { WebhookEndpointInput, WebhookEndpointUpdateInput } from '@fuel/sdk/fleet';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFleetClient } from '@/features/fleet/use-fleet-client';

/** Query keys of the company's webhook endpoints; every change invalidates `all`. */
export const webhookKeys = {
  all: ['fleet', 'webhooks'] as const,
  list: () => [...webhookKeys.all, 'list'] as const,
  deliveries: (id: string) => [...webhookKeys.all, 'deliveries', id] as const,
};

export function useWebhookEndpoints(enabled = true) {
  const fleet = useFleetClient();
  return useQuery({
    queryKey: webhookKeys.list(),
    queryFn: ({ signal }) => fleet.webhooks.list({ limit: 50 }, { signal }),
    enabled,
  });
}

export function useWebhookDeliveries(id: string) {
  const fleet = useFleetClient();
  return useQuery({
    queryKey: webhookKeys.deliveries(id),
    queryFn: ({ signal }) => fleet.webhooks.deliveries(id, { limit: 20 }, { signal }),
  });
}

/** The endpoints' mutations; each invalidates the endpoints and their deliveries. */
export function useWebhookMutations() {
  const fleet = useFleetClient();
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: webhookKeys.all });
  return {
    create: useMutation({
      mutationFn: (body: WebhookEndpointInput) => fleet.webhooks.create(body),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: WebhookEndpointUpdateInput }) =>
        fleet.webhooks.update(id, body),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: string) => fleet.webhooks.delete(id), onSuccess }),
    rotate: useMutation({ mutationFn: (id: string) => fleet.webhooks.rotateSecret(id), onSuccess }),
    redeliver: useMutation({
      mutationFn: ({ id, deliveryId }: { id: string; deliveryId: string }) =>
        fleet.webhooks.redeliver(id, deliveryId),
      onSuccess,
    }),
    sendTest: useMutation({ mutationFn: (id: string) => fleet.webhooks.sendTest(id), onSuccess }),
  };
}
