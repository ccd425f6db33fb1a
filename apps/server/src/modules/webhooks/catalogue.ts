// The events an endpoint may subscribe to. Plain data: the schemas, the tables and the guide read it.

export const WEBHOOK_EVENT_TYPES = [
  'transaction.approved',
  'transaction.declined',
  'order.status_changed',
  'card.blocked',
  'card.limits_changed',
  'points.transferred',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/**
 * After a failed attempt, the wait before the next one (Standard Webhooks' and Svix's schedule, each
 * step a few times the last): 8 attempts over about 28 hours, then the delivery is `failed`. Each wait
 * is jittered by ±10 % so that a receiver coming back is not hit by every retry at once.
 */
export const RETRY_DELAYS_MS = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
  10 * 3_600_000,
] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** The wait after failed attempt `attempt` (1-based), or undefined when it was the last. */
export function retryDelayMs(attempt: number, random = Math.random): number | undefined {
  const base = RETRY_DELAYS_MS[attempt - 1];
  if (base === undefined) return undefined;
  return Math.round(base * (0.9 + random() * 0.2));
}

/** The keys the endpoint form's schemas (inputs.ts) use as messages (the portal's `Integrations.validation`). */
export const WEBHOOK_VALIDATION_KEYS = ['required', 'tooLong', 'url', 'events'] as const;
export type WebhookValidationKey = (typeof WEBHOOK_VALIDATION_KEYS)[number];
