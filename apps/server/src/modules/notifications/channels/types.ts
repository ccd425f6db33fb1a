import type { DeliveryContent, NotificationType } from '../tables';

/** One delivery as a channel sees it: its id is the idempotency key every channel records. */
export type Delivery = {
  id: string;
  notificationId: string;
  projectId: string;
  userId: string | null;
  channel: NotificationType;
  address: string | null;
  content: DeliveryContent;
  notification: {
    inAppType: string | null;
    sourceType: string | null;
    sourceId: string | null;
    title: Record<string, string>;
    body: Record<string, string>;
    createdAt: Date;
  };
};

/**
 * Sends one delivery. Must be idempotent by `delivery.id`: the outbox may run it again after a crash
 * (see core/outbox/worker.ts). Resolves `skipped` when there was nobody to send to (no subscription).
 */
export type Channel = {
  send(delivery: Delivery, signal: AbortSignal): Promise<'sent' | 'skipped'>;
};
