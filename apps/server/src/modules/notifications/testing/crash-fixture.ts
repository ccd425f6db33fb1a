import path from 'node:path';
import type { Database } from '../../../core/database/client';
import { createOutbox } from '../../../core/outbox/outbox';
import type { OutboxHandler } from '../../../core/outbox/worker';
import { createRealtime } from '../../../core/realtime';
import { createLocalSmsGateway, type SmsGateway } from '../channels/sms';
import { DELIVER_TOPIC } from '../delivery';
import { createNotificationsService } from '../service';

/**
 * The real notification pipeline (local SMS gateway) with a worker that "dies" at a chosen moment of its
 * first run: right after the gateway sent the SMS, or right after the delivery was recorded as sent, in
 * either case before the outbox message is settled. Dying is hanging until `revive()`: from the
 * database's side a dead process and a handler that never returns are the same, an unsettled claim.
 */
export function buildCrashTestNotifications(
  db: Database,
  options: { dataDir: string; hangAfter: 'gateway' | 'delivery' | 'never' },
) {
  let gatewayCalls = 0;
  let runs = 0;
  let died!: () => void;
  let revive!: () => void;
  const dead = new Promise<void>((resolve) => {
    died = resolve;
  });
  const revived = new Promise<void>((resolve) => {
    revive = resolve;
  });
  const local = createLocalSmsGateway(db);
  const gateway: SmsGateway = {
    async send(message, signal) {
      gatewayCalls += 1;
      await local.send(message, signal);
      if (options.hangAfter === 'gateway' && gatewayCalls === 1) {
        died();
        await revived;
      }
    },
  };
  const notifications = createNotificationsService({
    db,
    outbox: createOutbox(),
    contacts: async () => [],
    channels: {
      realtime: createRealtime(),
      email: { mailboxDir: path.join(options.dataDir, 'mailbox'), from: 'Test <test@localhost>' },
      pushSubject: 'mailto:test@localhost',
      smsGateway: gateway,
    },
  });
  const deliver: OutboxHandler = async (payload, context) => {
    runs += 1;
    await notifications.deliver(payload, context);
    if (options.hangAfter === 'delivery' && runs === 1) {
      died();
      await revived;
    }
  };
  return {
    notifications,
    handlers: { [DELIVER_TOPIC]: deliver },
    /** Resolves when the first run reached the moment it dies at. */
    died: dead,
    revive: () => revive(),
    gatewayCalls: () => gatewayCalls,
  };
}
