import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../core/database/client';
import { type OutboxHandler, PermanentFailure } from '../../core/outbox/worker';
import type { Channel } from './channels/types';
import { type NotificationType, notificationDeliveries, notifications } from './tables';

/** The outbox topic of one delivery; its payload is `{ deliveryId }`. */
export const DELIVER_TOPIC = 'notification.deliver';

/**
 * Runs one delivery from the outbox: skips it when it is recorded as done already, hands it to its
 * channel (idempotent by the delivery id), then records it as done — before the outbox settles the
 * message (see core/outbox/worker.ts). The last failed attempt records the delivery as failed.
 */
export function createDeliveryHandler(
  db: Database,
  channels: Record<NotificationType, Channel>,
): OutboxHandler {
  return async (payload, context) => {
    const deliveryId = String(payload.deliveryId);
    const [row] = await db
      .select({ delivery: notificationDeliveries, notification: notifications })
      .from(notificationDeliveries)
      .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
      .where(eq(notificationDeliveries.id, deliveryId));
    // Gone with its project or user, or done by an earlier run: nothing to do.
    if (row?.delivery.status !== 'pending') return;
    const { delivery, notification } = row;
    try {
      const outcome = await channels[delivery.channel].send({ ...delivery, notification }, context.signal);
      await db
        .update(notificationDeliveries)
        .set({ status: outcome, sentAt: sql`now()`, error: null })
        .where(and(eq(notificationDeliveries.id, deliveryId), eq(notificationDeliveries.status, 'pending')));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const final = context.lastAttempt || error instanceof PermanentFailure;
      await db
        .update(notificationDeliveries)
        .set(final ? { status: 'failed', error: message } : { error: message })
        .where(and(eq(notificationDeliveries.id, deliveryId), eq(notificationDeliveries.status, 'pending')));
      throw error;
    }
  };
}
