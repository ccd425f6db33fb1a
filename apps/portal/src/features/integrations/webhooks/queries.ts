'use client';

import type { WebhookEndpointInput, WebhookEndpointUpdateInput } from '@fuel/sdk/fleet';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useWebhooksScope } from './webhooks-scope';

/** Query keys of one scope's webhook endpoints; every change invalidates `all`. */
export const webhookKeys = (root: readonly string[]) => {
  const all = [...root, 'webhooks'] as const;
  return {
    all,
    list: () => [...all, 'list'] as const,
    deliveries: (id: string) => [...all, 'deliveries', id] as const,
  };
};

export function useWebhookEndpoints(enabled = true) {
  const { service, key } = useWebhooksScope();
  return useQuery({
    queryKey: webhookKeys(key).list(),
    queryFn: ({ signal }) => service.list({ limit: 50 }, { signal }),
    enabled,
  });
}

export function useWebhookDeliveries(id: string) {
  const { service, key } = useWebhooksScope();
  return useQuery({
    queryKey: webhookKeys(key).deliveries(id),
    queryFn: ({ signal }) => service.deliveries(id, { limit: 20 }, { signal }),
  });
}

/** The endpoints' mutations; each invalidates the endpoints and their deliveries. */
export function useWebhookMutations() {
  const { service, key } = useWebhooksScope();
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: webhookKeys(key).all });
  return {
    create: useMutation({
      mutationFn: (body: WebhookEndpointInput) => service.create(body),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: WebhookEndpointUpdateInput }) =>
        service.update(id, body),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: string) => service.delete(id), onSuccess }),
    rotate: useMutation({ mutationFn: (id: string) => service.rotateSecret(id), onSuccess }),
    redeliver: useMutation({
      mutationFn: ({ id, deliveryId }: { id: string; deliveryId: string }) =>
        service.redeliver(id, deliveryId),
      onSuccess,
    }),
    sendTest: useMutation({ mutationFn: (id: string) => service.sendTest(id), onSuccess }),
  };
}
