import { and, eq, inArray } from 'drizzle-orm';
import webpush from 'web-push';
import type { Database } from '../../../core/database/client';
import { pushSends, pushSubscriptions, vapidKeys } from '../tables';
import type { Channel } from './types';

export type VapidKeys = { publicKey: string; privateKey: string };

/**
 * The server's VAPID key pair: generated on first use and stored, so every instance and every restart
 * signs with the same keys and browsers' subscriptions stay valid.
 */
export function createVapidKeyStore(db: Database) {
  let keys: Promise<VapidKeys> | undefined;
  async function load(): Promise<VapidKeys> {
    const generated = webpush.generateVAPIDKeys();
    // Two instances starting at once: the first insert wins, both read the winner.
    await db
      .insert(vapidKeys)
      .values({ id: 'default', ...generated })
      .onConflictDoNothing({ target: vapidKeys.id });
    const [stored] = await db.select().from(vapidKeys).where(eq(vapidKeys.id, 'default'));
    return { publicKey: stored!.publicKey, privateKey: stored!.privateKey };
  }
  return {
    get(): Promise<VapidKeys> {
      keys ??= load().catch((error: unknown) => {
        keys = undefined;
        throw error;
      });
      return keys;
    },
  };
}

export type PushOptions = {
  db: Database;
  keys: ReturnType<typeof createVapidKeyStore>;
  /** The VAPID subject: a mailto: or https: URL where the push service can reach the sender. */
  subject: string;
  /** How long the push service keeps an undelivered message (default a day). */
  ttlSeconds?: number;
};

/**
 * Web Push to every subscription of the user, with the web-push library (VAPID signature, payload
 * encryption) and fetch. Each subscription reached is recorded with the delivery id, so a retried
 * delivery only goes to those it missed; the `Topic` header (the delivery id) makes the push service
 * replace rather than repeat a message it still holds. Gone subscriptions (404, 410) are removed.
 */
export function createPushChannel(options: PushOptions): Channel {
  const { db } = options;
  return {
    async send(delivery, signal) {
      if (!delivery.userId) return 'skipped';
      const subscriptions = await db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, delivery.userId));
      if (subscriptions.length === 0) return 'skipped';
      const already = await db
        .select({ id: pushSends.subscriptionId })
        .from(pushSends)
        .where(
          and(
            eq(pushSends.deliveryId, delivery.id),
            inArray(
              pushSends.subscriptionId,
              subscriptions.map((subscription) => subscription.id),
            ),
          ),
        );
      const reached = new Set(already.map((row) => row.id));
      const { publicKey, privateKey } = await options.keys.get();
      const payload = JSON.stringify({
        notificationId: delivery.notificationId,
        title: delivery.content.subject,
        body: delivery.content.text,
        data: delivery.content.data,
      });
      const failures: string[] = [];
      for (const subscription of subscriptions) {
        if (reached.has(subscription.id)) continue;
        const request = webpush.generateRequestDetails(
          { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
          payload,
          {
            vapidDetails: { subject: options.subject, publicKey, privateKey },
            TTL: options.ttlSeconds ?? 86_400,
            topic: delivery.id.replaceAll('-', ''),
          },
        );
        const response = await fetch(request.endpoint, {
          method: request.method,
          headers: request.headers as Record<string, string>,
          body: request.body as Uint8Array<ArrayBuffer> | null,
          signal,
        });
        await response.body?.cancel();
        if (response.status === 404 || response.status === 410) {
          await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
        } else if (response.ok) {
          await db
            .insert(pushSends)
            .values({ deliveryId: delivery.id, subscriptionId: subscription.id })
            .onConflictDoNothing();
        } else {
          failures.push(`${new URL(subscription.endpoint).host} answered ${response.status}`);
        }
      }
      if (failures.length > 0) throw new Error(`Push failed: ${failures.join('; ')}`);
      return 'sent';
    },
  };
}
