import type { Database } from '../../../core/database/client';
import type { Realtime } from '../../../core/realtime';
import type { NotificationType } from '../tables';
import { createEmailChannel, type EmailOptions } from './email';
import { createInAppChannel } from './in-app';
import { createPushChannel, type createVapidKeyStore } from './push';
import { createLocalSmsGateway, createSmsChannel, type SmsGateway } from './sms';
import type { Channel } from './types';

export type ChannelOptions = {
  db: Database;
  realtime: Realtime;
  email: EmailOptions;
  vapid: ReturnType<typeof createVapidKeyStore>;
  pushSubject: string;
  /** A real SMS provider; default the local gateway (the `sms_outbox` table). */
  smsGateway?: SmsGateway;
};

/** One adapter per notification type. */
export function createChannels(options: ChannelOptions): Record<NotificationType, Channel> {
  return {
    IN_APP: createInAppChannel(options.realtime),
    EMAIL: createEmailChannel(options.email),
    SMS: createSmsChannel(options.smsGateway ?? createLocalSmsGateway(options.db)),
    PUSH: createPushChannel({ db: options.db, keys: options.vapid, subject: options.pushSubject }),
  };
}
