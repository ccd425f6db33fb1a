import type { Database } from '../../../core/database/client';
import { smsOutbox } from '../tables';
import type { Channel } from './types';

export type SmsMessage = { deliveryId: string; projectId: string; to: string; body: string };

/**
 * An SMS provider. A real one passes `deliveryId` as the provider's client reference / idempotency key,
 * so that a repeated call after a crash does not send the message twice.
 */
export type SmsGateway = { send(message: SmsMessage, signal: AbortSignal): Promise<void> };

/**
 * The default gateway: records the message in `sms_outbox`, where the project's admins read it
 * (GET /api/v2/notification/sms/outbox). The delivery id is unique there, so a repeat records nothing.
 */
export function createLocalSmsGateway(db: Database): SmsGateway {
  return {
    async send(message) {
      await db.insert(smsOutbox).values(message).onConflictDoNothing({ target: smsOutbox.deliveryId });
    },
  };
}

export function createSmsChannel(gateway: SmsGateway): Channel {
  return {
    async send(delivery, signal) {
      if (!delivery.address) return 'skipped';
      await gateway.send(
        {
          deliveryId: delivery.id,
          projectId: delivery.projectId,
          to: delivery.address,
          body: delivery.content.text,
        },
        signal,
      );
      return 'sent';
    },
  };
}
