import { z } from 'zod';
import { WEBHOOK_EVENT_TYPES, type WebhookValidationKey } from './catalogue';

// The endpoint form's payloads, shared with the portal through `@fuel/sdk/fleet-rules`: the server
// validates requests with the same schemas. Messages are keys of the portal's `Integrations.validation`
// messages. Zod and plain data only (the kit bundles this file for the browser).

const key = (message: WebhookValidationKey) => ({ error: message });

const isWebUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.length > 0;
  } catch {
    return false;
  }
};

/** An absolute http(s) URL; the server further requires https and a public address (service.ts). */
export const webhookUrl = z
  .string(key('required'))
  .trim()
  .min(1, { error: 'required', abort: true })
  .max(2048, key('tooLong'))
  .refine(isWebUrl, key('url'))
  .describe('https URL on a public address');

export const webhookEventType = z.enum(WEBHOOK_EVENT_TYPES, key('events'));

export const webhookEvents = z
  .array(webhookEventType, key('events'))
  .min(1, key('events'))
  .transform((events) => [...new Set(events)])
  .describe('The events it receives, at least one');

export const webhookEndpointBody = z
  .object({
    url: webhookUrl,
    description: z.string().trim().max(200, key('tooLong')).default(''),
    events: webhookEvents,
  })
  .meta({ id: 'WebhookEndpointBody' });

export const webhookEndpointUpdate = z
  .object({
    url: webhookUrl.optional(),
    description: z.string().trim().max(200, key('tooLong')).optional(),
    events: webhookEvents.optional(),
    enabled: z.boolean().optional().describe('false disables it (nothing is sent); true enables it again'),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    message: 'Send at least one of url, description, events, enabled',
  })
  .meta({ id: 'WebhookEndpointUpdate' });

export type WebhookEndpointBody = z.infer<typeof webhookEndpointBody>;
export type WebhookEndpointUpdate = z.infer<typeof webhookEndpointUpdate>;
