import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../core/database/client';
import { NotFound, ValidationFailed } from '../../core/errors';
import type { Outbox } from '../../core/outbox/outbox';
import type { Pagination } from '../../core/schemas';
import type { Scope } from '../../core/scope';
import type { UserContact } from '../auth/service';
import { type ChannelOptions, createChannels } from './channels';
import { createVapidKeyStore } from './channels/push';
import { createDeliveryHandler, DELIVER_TOPIC } from './delivery';
import type {
  CreateNotificationBody,
  InAppType,
  NotificationReceipt,
  NotificationSourceType,
  NotificationType,
  SendInAppBody,
  SendPushBody,
  SendSmsBody,
  UserNotification,
  UserNotificationPage,
  WebPushSubscriptionBody,
} from './schemas';
import {
  type DeliveryContent,
  notificationDeliveries,
  notifications,
  pushSubscriptions,
  smsOutbox,
} from './tables';

export type NotificationsDeps = {
  db: Database;
  outbox: Outbox;
  /** End users of a project by id, or all active ones (the auth service's listContacts). */
  contacts: (projectId: string, userIds: string[] | 'all') => Promise<UserContact[]>;
  /** How each channel sends (SMTP or mailbox, SMS gateway, push subject, live events). */
  channels: Omit<ChannelOptions, 'db' | 'vapid'>;
};

type Localized = Record<string, string>;

/** Everything a notification needs, whoever sends it. */
export type NewNotification = {
  projectId: string;
  type: NotificationType;
  inAppType?: InAppType;
  sourceType?: NotificationSourceType;
  sourceId?: string;
  title: Localized;
  body: Localized;
  data?: Record<string, unknown>;
  /** End users of the project, or addresses outside them (an SMS to a phone; e-mails to its admins). */
  to: { userIds: string[] } | { allUsers: true } | { phone: string } | { emails: string[] };
  /** `admin:<id>`, `private` or `system`. */
  sentBy: string;
};

/** A notification checked and rendered, ready to be written in a transaction (see `write`). */
export type PreparedNotification = {
  input: NewNotification;
  deliveries: { userId: string | null; address: string | null; content: DeliveryContent; skipped: boolean }[];
};

type ListQuery = Pagination & {
  lang?: string;
  type?: NotificationType;
  unseen?: boolean;
  unseenFirst?: boolean;
};

export function createNotificationsService({ db, outbox, contacts, channels }: NotificationsDeps) {
  const vapid = createVapidKeyStore(db);
  /** The outbox handler of `notification.deliver` (services.ts registers it with the worker). */
  const deliver = createDeliveryHandler(db, createChannels({ ...channels, db, vapid }));

  /** Reads and checks the recipients and renders each one's text. No writes. */
  async function prepare(input: NewNotification): Promise<PreparedNotification> {
    const data = input.data ?? {};
    if ('phone' in input.to) {
      const text = pick(input.body, 'en');
      return {
        input,
        deliveries: [
          { userId: null, address: input.to.phone, content: { subject: '', text, data }, skipped: false },
        ],
      };
    }
    if ('emails' in input.to) {
      // Addresses of no end user (the project's admins) have no language of their own: the default one.
      const content = { subject: pick(input.title, 'en'), text: pick(input.body, 'en'), data };
      return {
        input,
        deliveries: [...new Set(input.to.emails)].map((address) => ({
          userId: null,
          address,
          content,
          skipped: false,
        })),
      };
    }
    const wanted = 'userIds' in input.to ? [...new Set(input.to.userIds)] : 'all';
    const found = await contacts(input.projectId, wanted);
    if (wanted !== 'all' && found.length < wanted.length) {
      const known = new Set(found.map((contact) => contact.id));
      throw new ValidationFailed('Some recipients are not end users of the project', [
        ...wanted.flatMap((id, index) =>
          known.has(id)
            ? []
            : [
                {
                  path: `userIds.${index}`,
                  rule: 'exists',
                  message: 'No end user of the project has this id',
                },
              ],
        ),
      ]);
    }
    return {
      input,
      deliveries: found.map((contact) => {
        const language = languageOf(contact);
        const subject = pick(input.title, language);
        const text = pick(input.body, language);
        const address = input.type === 'EMAIL' ? contact.email : input.type === 'SMS' ? contact.phone : null;
        const needsAddress = input.type === 'EMAIL' || input.type === 'SMS';
        return {
          userId: contact.id,
          address,
          content: { subject, text: input.type === 'SMS' && subject ? `${subject}\n${text}` : text, data },
          skipped: needsAddress && !address,
        };
      }),
    };
  }

  /**
   * Writes the notification, its deliveries and one outbox message per delivery with `tx`: they commit
   * together with whatever else the caller does in it. The caller calls `outbox.wake()` after the commit.
   */
  async function write(tx: Database, prepared: PreparedNotification): Promise<NotificationReceipt> {
    const [notification] = await tx.insert(notifications).values(rowOf(prepared.input)).returning();
    return writeDeliveries(tx, notification!, prepared.deliveries);
  }

  /**
   * `write` for an outbox handler, which may run twice for one message: the notification takes the
   * caller's `id` (the same on every run), and writing that id again writes nothing and answers false.
   */
  async function writeOnce(tx: Database, id: string, prepared: PreparedNotification): Promise<boolean> {
    const [notification] = await tx
      .insert(notifications)
      .values({ ...rowOf(prepared.input), id })
      .onConflictDoNothing({ target: notifications.id })
      .returning();
    if (!notification) return false;
    await writeDeliveries(tx, notification, prepared.deliveries);
    return true;
  }

  function rowOf(input: NewNotification) {
    return {
      projectId: input.projectId,
      type: input.type,
      inAppType: input.inAppType ?? null,
      sourceType: input.sourceType ?? null,
      sourceId: input.sourceId ?? null,
      title: input.title,
      body: input.body,
      data: input.data ?? {},
      sentBy: input.sentBy,
    };
  }

  async function writeDeliveries(
    tx: Database,
    notification: typeof notifications.$inferSelect,
    deliveries: PreparedNotification['deliveries'],
  ): Promise<NotificationReceipt> {
    const ids: string[] = [];
    for (let start = 0; start < deliveries.length; start += 1000) {
      const rows = await tx
        .insert(notificationDeliveries)
        .values(
          deliveries.slice(start, start + 1000).map((delivery) => ({
            notificationId: notification.id,
            projectId: notification.projectId,
            userId: delivery.userId,
            channel: notification.type,
            address: delivery.address,
            content: delivery.content,
            status: delivery.skipped ? ('skipped' as const) : ('pending' as const),
          })),
        )
        .returning({ id: notificationDeliveries.id, status: notificationDeliveries.status });
      ids.push(...rows.filter((row) => row.status === 'pending').map((row) => row.id));
    }
    await outbox.enqueue(
      tx,
      ids.map((deliveryId) => ({ topic: DELIVER_TOPIC, payload: { deliveryId } })),
    );
    return {
      id: notification.id,
      projectId: notification.projectId,
      type: notification.type,
      inAppType: notification.inAppType,
      sourceType: notification.sourceType,
      sourceId: notification.sourceId,
      title: notification.title,
      body: notification.body,
      data: notification.data,
      recipients: ids.length,
      skipped: deliveries.length - ids.length,
      createdAt: notification.createdAt,
    };
  }

  async function send(input: NewNotification): Promise<NotificationReceipt> {
    const prepared = await prepare(input);
    const receipt = await db.transaction((tx) => write(tx, prepared));
    outbox.wake();
    return receipt;
  }

  function audience(body: { userIds?: string[]; allUsers?: true }): NewNotification['to'] {
    return body.userIds ? { userIds: body.userIds } : { allUsers: true };
  }

  function view(
    row: {
      delivery: typeof notificationDeliveries.$inferSelect;
      notification: typeof notifications.$inferSelect;
    },
    lang?: string,
  ): UserNotification {
    const { delivery, notification } = row;
    return {
      id: notification.id,
      type: notification.type,
      inAppType: notification.inAppType,
      sourceType: notification.sourceType,
      sourceId: notification.sourceId,
      title: lang ? pick(notification.title, lang) : notification.title,
      body: lang ? pick(notification.body, lang) : notification.body,
      data: notification.data,
      createdAt: notification.createdAt,
      seen: delivery.seenAt !== null,
      seenAt: delivery.seenAt,
      deliveryStatus: delivery.status,
    };
  }

  return {
    prepare,
    write,
    writeOnce,
    send,
    deliver,
    /** Creates the VAPID keys if this is the first start. */
    ensureVapidKeys: async () => void (await vapid.get()),

    /** POST /notification: an admin of the project (the guard checked `body.projectId`) sends. */
    async sendAsAdmin(
      { projectId, actor }: Scope,
      body: CreateNotificationBody,
    ): Promise<NotificationReceipt> {
      if (body.inAppType && body.type !== 'IN_APP') {
        throw new ValidationFailed('inAppType goes with type IN_APP only', [
          { path: 'inAppType', rule: 'in_app_only', message: 'inAppType goes with type IN_APP only' },
        ]);
      }
      const { userIds, allUsers, ...rest } = body;
      const sentBy = actor.kind === 'admin' ? `admin:${actor.adminId}` : actor.kind;
      return send({ ...rest, projectId, to: audience({ userIds, allUsers }), sentBy });
    },

    async sendInApp(projectId: string, body: SendInAppBody): Promise<NotificationReceipt> {
      const { userIds, allUsers, ...rest } = body;
      return send({
        ...rest,
        projectId,
        type: 'IN_APP',
        to: audience({ userIds, allUsers }),
        sentBy: 'private',
      });
    },

    async sendPush(projectId: string, body: SendPushBody): Promise<NotificationReceipt> {
      const { userIds, allUsers, ...rest } = body;
      return send({
        ...rest,
        projectId,
        type: 'PUSH',
        to: audience({ userIds, allUsers }),
        sentBy: 'private',
      });
    },

    /** An SMS to a phone number (codes, reminders), through the project's SMS gateway. */
    async sendSms(projectId: string, body: SendSmsBody, sentBy = 'private'): Promise<NotificationReceipt> {
      return send({
        projectId,
        type: 'SMS',
        title: {},
        body: { en: body.body },
        to: { phone: body.to },
        sentBy,
      });
    },

    /** The user's notifications, newest first, with the number not seen yet. */
    async listForUser(userId: string, query: ListQuery): Promise<UserNotificationPage> {
      const { limit, page } = query;
      const mine = eq(notificationDeliveries.userId, userId);
      const where = and(
        mine,
        query.type ? eq(notificationDeliveries.channel, query.type) : undefined,
        query.unseen ? isNull(notificationDeliveries.seenAt) : undefined,
      );
      const [rows, [total], [unseen]] = await Promise.all([
        db
          .select({ delivery: notificationDeliveries, notification: notifications })
          .from(notificationDeliveries)
          .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
          .where(where)
          .orderBy(
            ...(query.unseenFirst ? [sql`${notificationDeliveries.seenAt} is null desc`] : []),
            desc(notificationDeliveries.createdAt),
            desc(notificationDeliveries.id),
          )
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ value: count() }).from(notificationDeliveries).where(where),
        db
          .select({ value: count() })
          .from(notificationDeliveries)
          .where(
            and(
              mine,
              query.type ? eq(notificationDeliveries.channel, query.type) : undefined,
              isNull(notificationDeliveries.seenAt),
            ),
          ),
      ]);
      return {
        items: rows.map((row) => view(row, query.lang)),
        total: total?.value ?? 0,
        page,
        limit,
        unseen: unseen?.value ?? 0,
      };
    },

    /** Marks the user's notification seen; again is a no-op keeping the first time. Others' → NotFound. */
    async markSeen(userId: string, notificationId: string): Promise<UserNotification> {
      const [delivery] = await db
        .update(notificationDeliveries)
        .set({ seenAt: sql`coalesce(${notificationDeliveries.seenAt}, now())` })
        .where(
          and(
            eq(notificationDeliveries.notificationId, notificationId),
            eq(notificationDeliveries.userId, userId),
          ),
        )
        .returning();
      if (!delivery) throw new NotFound('Notification');
      const [notification] = await db
        .select()
        .from(notifications)
        .where(eq(notifications.id, notificationId));
      return view({ delivery, notification: notification! });
    },

    /** Marks every notification of the user seen; answers how many were unseen. */
    async markAllSeen(userId: string): Promise<{ marked: number }> {
      const marked = await db
        .update(notificationDeliveries)
        .set({ seenAt: sql`now()` })
        .where(and(eq(notificationDeliveries.userId, userId), isNull(notificationDeliveries.seenAt)))
        .returning({ id: notificationDeliveries.id });
      return { marked: marked.length };
    },

    /** What the local SMS gateway sent in the project, newest first (for its admins, and tests). */
    async listSms({ projectId }: Scope, query: Pagination & { to?: string }) {
      const where = and(
        eq(smsOutbox.projectId, projectId),
        query.to ? eq(smsOutbox.to, query.to) : undefined,
      );
      const [items, [total]] = await Promise.all([
        db
          .select({
            id: smsOutbox.id,
            deliveryId: smsOutbox.deliveryId,
            to: smsOutbox.to,
            body: smsOutbox.body,
            createdAt: smsOutbox.createdAt,
          })
          .from(smsOutbox)
          .where(where)
          .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ value: count() }).from(smsOutbox).where(where),
      ]);
      return { items, total: total?.value ?? 0, page: query.page, limit: query.limit };
    },

    /** Registers (or moves to this user) a browser's push subscription. */
    async subscribePush(user: { userId: string; projectId: string }, body: WebPushSubscriptionBody) {
      const values = {
        projectId: user.projectId,
        userId: user.userId,
        endpoint: body.endpoint,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
      };
      const [row] = await db
        .insert(pushSubscriptions)
        .values(values)
        .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...values, updatedAt: new Date() } })
        .returning({
          id: pushSubscriptions.id,
          endpoint: pushSubscriptions.endpoint,
          createdAt: pushSubscriptions.createdAt,
        });
      return row!;
    },

    async unsubscribePush(userId: string, endpoint: string): Promise<void> {
      const removed = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)))
        .returning({ id: pushSubscriptions.id });
      if (removed.length === 0) throw new NotFound('Push subscription');
    },

    async vapidPublicKey(): Promise<{ publicKey: string }> {
      return { publicKey: (await vapid.get()).publicKey };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;

/** The text in `language`, else English, else the first language given. */
function pick(text: Localized, language: string): string {
  return text[language] ?? text.en ?? Object.values(text)[0] ?? '';
}

function languageOf(contact: UserContact): string {
  const { language, locale } = contact.metadata;
  const value = typeof language === 'string' ? language : typeof locale === 'string' ? locale : 'en';
  return value.slice(0, 2).toLowerCase();
}
