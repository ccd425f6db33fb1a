import { z } from 'zod';
import { pagination, timestamp, uuid } from '../../core/schemas';
import { WEBHOOK_EVENT_TYPES } from './catalogue';
import { webhookEventType } from './inputs';

export * from './inputs';

export const webhookEndpoint = z
  .object({
    id: uuid,
    url: z.string(),
    description: z.string(),
    events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
    enabled: z.boolean(),
    disabledReason: z
      .enum(['manual', 'gone'])
      .nullable()
      .describe('manual: disabled by an admin; gone: the receiver answered 410'),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'WebhookEndpoint' });

export const webhookEndpointWithSecret = webhookEndpoint
  .extend({
    secret: z.string().describe('whsec_…: shown this once; verify signatures with it'),
  })
  .meta({ id: 'WebhookEndpointWithSecret' });

export const webhookEndpointPage = z
  .object({
    items: z.array(webhookEndpoint),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  })
  .meta({ id: 'WebhookEndpointPage' });

export const webhookDelivery = z
  .object({
    id: uuid,
    eventId: uuid.describe('The webhook-id header: the same on every attempt'),
    eventType: z.enum(WEBHOOK_EVENT_TYPES),
    status: z.enum(['pending', 'delivered', 'failed']),
    attempts: z.number().int(),
    nextAttemptAt: timestamp.nullable().describe('When a pending delivery is tried next'),
    lastStatusCode: z
      .number()
      .int()
      .nullable()
      .describe('The receiver’s last HTTP status, null when none came'),
    lastError: z.string().nullable(),
    deliveredAt: timestamp.nullable(),
    createdAt: timestamp,
  })
  .meta({ id: 'WebhookDelivery' });

export const webhookDeliveryPage = z
  .object({
    items: z.array(webhookDelivery),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  })
  .meta({ id: 'WebhookDeliveryPage' });

export const webhookEndpointListQuery = pagination;
export const webhookDeliveryListQuery = pagination.extend({
  status: z.enum(['pending', 'delivered', 'failed']).optional(),
});
export const webhookTestBody = z
  .object({ type: webhookEventType.optional().describe('Default: the endpoint’s first event') })
  .meta({ id: 'WebhookTestBody' });

export const webhookEndpointParams = z.object({ id: uuid });
export const webhookDeliveryParams = z.object({ id: uuid, deliveryId: uuid });
export const projectWebhookEndpointParams = z.object({ projectId: uuid, id: uuid });
export const projectWebhookDeliveryParams = z.object({ projectId: uuid, id: uuid, deliveryId: uuid });
export const projectWebhookListParams = z.object({ projectId: uuid });

export type WebhookEndpoint = z.infer<typeof webhookEndpoint>;
export type WebhookEndpointWithSecret = z.infer<typeof webhookEndpointWithSecret>;
export type WebhookDelivery = z.infer<typeof webhookDelivery>;
export type WebhookDeliveryListQuery = z.infer<typeof webhookDeliveryListQuery>;
export type WebhookEndpointPage = z.infer<typeof webhookEndpointPage>;
export type WebhookDeliveryPage = z.infer<typeof webhookDeliveryPage>;
