import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamps } from '../../core/database/columns';
import { users } from '../auth/tables';
import { projects } from '../projects/tables';

const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

export const NOTIFICATION_TYPES = ['EMAIL', 'SMS', 'PUSH', 'IN_APP'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** What was sent, once, whatever the number of recipients. */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
    /** The in-app kind (PAYMENT), when the app shows some notifications differently. */
    inAppType: text('in_app_type', { enum: ['PAYMENT'] }),
    /** What the notification is about, e.g. a News entity. */
    sourceType: text('source_type', { enum: ['News'] }),
    sourceId: text('source_id'),
    title: jsonb('title').$type<Record<string, string>>().notNull().default({}),
    body: jsonb('body').$type<Record<string, string>>().notNull().default({}),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    /** `admin:<id>`, `private` (the project's back end) or `system` (e.g. payments). */
    sentBy: text('sent_by').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('notifications_project_created_idx').on(table.projectId, table.createdAt)],
);

export type DeliveryContent = { subject: string; text: string; data: Record<string, unknown> };

/**
 * One recipient of a notification: its delivery over the notification's channel and, for end users,
 * the seen state. The row's id is the delivery id that makes every channel idempotent.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: id(),
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').notNull(),
    /** The end user; null for an SMS to a bare phone number. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: NOTIFICATION_TYPES }).notNull(),
    /** The e-mail address or phone number at the time of sending; null for in-app and push. */
    address: text('address'),
    /** Rendered once, when accepted, in the recipient's language. */
    content: jsonb('content').$type<DeliveryContent>().notNull(),
    status: text('status', { enum: ['pending', 'sent', 'skipped', 'failed'] })
      .notNull()
      .default('pending'),
    error: text('error'),
    sentAt: time('sent_at'),
    seenAt: time('seen_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('notification_deliveries_notification_user_unique')
      .on(table.notificationId, table.userId)
      .where(sql`${table.userId} is not null`),
    // A user's list, newest first, and their unseen count.
    index('notification_deliveries_user_created_idx').on(table.userId, table.createdAt, table.id),
    index('notification_deliveries_user_unseen_idx').on(table.userId).where(sql`${table.seenAt} is null`),
  ],
);

/** The local SMS gateway's sent messages (no real gateway configured); the project's admins read them. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** The delivery this message is: unique, so a repeated send records nothing new. */
    deliveryId: uuid('delivery_id').notNull(),
    to: text('to').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('sms_outbox_delivery_unique').on(table.deliveryId),
    index('sms_outbox_project_created_idx').on(table.projectId, table.createdAt),
  ],
);

/** Web Push subscriptions registered by end users' browsers. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('push_subscriptions_endpoint_unique').on(table.endpoint),
    index('push_subscriptions_user_idx').on(table.userId),
  ],
);

/** Which subscriptions a push delivery already reached, so a retried delivery skips them. */
export const pushSends = pgTable(
  'push_sends',
  {
    deliveryId: uuid('delivery_id').notNull(),
    subscriptionId: uuid('subscription_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.deliveryId, table.subscriptionId] })],
);

/** The server's VAPID key pair, generated on first start and shared by every instance. */
export const vapidKeys = pgTable('vapid_keys', {
  id: text('id').primaryKey().default('default'),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: createdAt(),
});
