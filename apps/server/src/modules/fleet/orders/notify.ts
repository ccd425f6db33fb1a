import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../core/database/client';
import type { Outbox } from '../../../core/outbox/outbox';
import { outboxMessages } from '../../../core/outbox/tables';
import type { OutboxHandler } from '../../../core/outbox/worker';
import type { NotificationsService, PreparedNotification } from '../../notifications/service';
import { can } from '../permissions';
import { companyUsers } from '../tables';
import type { OrderKind, OrderStatus } from './rules';

type Localized = { en: string; ka: string };

const KIND: Record<OrderKind, Localized> = {
  fuel: { en: 'Fuel order', ka: 'საწვავის შეკვეთა' },
  coupons: { en: 'Coupon order', ka: 'ტალონების შეკვეთა' },
  wholesale: { en: 'Wholesale order', ka: 'საბითუმო შეკვეთა' },
  card: { en: 'Card order', ka: 'ბარათების შეკვეთა' },
};

const STATUS: Record<OrderStatus, Localized> = {
  draft: { en: 'saved as a draft', ka: 'შენახულია მონახაზად' },
  PENDING: {
    en: 'received: the invoice or cards are made within 3 working days',
    ka: 'მიღებულია: ინვოისი ან ბარათები მზადდება 3 სამუშაო დღეში',
  },
  CONFIRMED: { en: 'confirmed by the retailer', ka: 'დადასტურებულია' },
  READY: { en: 'ready', ka: 'მზადაა' },
  ISSUED: { en: 'issued', ka: 'გაცემულია' },
  REJECTED: { en: 'rejected', ka: 'უარყოფილია' },
  CANCELLED: { en: 'cancelled', ka: 'გაუქმებულია' },
  expired: {
    en: 'expired: it was not paid within 3 working days at the quoted price',
    ka: 'ვადა გაუვიდა: ფიქსირებულ ფასად 3 სამუშაო დღეში არ იქნა გადახდილი',
  },
  overdue: {
    en: 'overdue: the coupons were not collected within 3 days',
    ka: 'დაგვიანებულია: ტალონები 3 დღეში არ იქნა გატანილი',
  },
  finished: { en: 'finished', ka: 'დასრულებულია' },
};

const READY_COUPONS: Localized = {
  en: 'ready: collect the coupons from the service center within 3 days',
  ka: 'მზადაა: ტალონები გაიტანეთ მომსახურების ცენტრიდან 3 დღეში',
};

const PAID: Localized = { en: 'payment accepted', ka: 'გადახდა მიღებულია' };

/** The outbox topic of an order's notices; its payload is `{ order: OrderRef, event: OrderEvent }`. */
export const ORDER_NOTICE_TOPIC = 'fleet.order-notice';

type OrderRef = { id: string; number: number; projectId: string; companyId: string; kind: OrderKind };

/** The payload of an order's notices message (ORDER_NOTICE_TOPIC). */
export type NoticePayload = { order: OrderRef; event: OrderEvent };

export function noticePayload(order: OrderRef, event: OrderEvent): NoticePayload {
  const { id, number, projectId, companyId, kind } = order;
  return { order: { id, number, projectId, companyId, kind }, event };
}

/** The outbox message of an order's notices, as a statement (its payload a value or a placeholder). */
export function noticeMessageInsert(tx: Database, payload: NoticePayload) {
  return tx.insert(outboxMessages).values({ topic: ORDER_NOTICE_TOPIC, payload });
}

/** What a notice says: a status the order moved to, or its payment being accepted. */
export type OrderEvent = { status: OrderStatus; reason?: string | null } | { paid: true };

export const orderLabel = (number: number) => `#${String(number).padStart(6, '0')}`;

/**
 * The notices of an order's change to the company's users who may see its page (in-app always; e-mail and
 * SMS as each user chose in the settings), each rendered in the user's language. The change's transaction
 * writes one outbox message (`noticeInsert`), so the notices go out exactly when the change commits; the
 * outbox handler then finds the recipients and writes the notices with their deliveries, after the
 * request answered (a big company's members no longer cost the placing). The in-app notice's id is the
 * outbox message's: a redelivered message writes nothing twice.
 */
export function createOrderNotices({
  db,
  outbox,
  notifications,
}: {
  db: Database;
  outbox: Outbox;
  notifications: Pick<NotificationsService, 'prepare' | 'writeOnce' | 'write'>;
}) {
  /** The active members who may see the order's page, with the channels they chose in their settings. */
  async function recipients(order: OrderRef) {
    const members = await db
      .select({
        userId: companyUsers.userId,
        role: companyUsers.role,
        permissions: companyUsers.permissions,
        channels: companyUsers.notificationChannels,
      })
      .from(companyUsers)
      .where(and(eq(companyUsers.companyId, order.companyId), eq(companyUsers.status, 'active')));
    const action = order.kind === 'card' ? 'orderCard.read' : 'fuelRequest.read';
    return members.filter((member) => can(member, action));
  }

  function text(order: OrderRef, event: OrderEvent) {
    const what =
      'paid' in event
        ? PAID
        : event.status === 'READY' && order.kind === 'coupons'
          ? READY_COUPONS
          : STATUS[event.status];
    const reason = 'status' in event && event.reason ? event.reason : '';
    const label = orderLabel(order.number);
    return {
      title: { en: `${KIND[order.kind].en} ${label}`, ka: `${KIND[order.kind].ka} ${label}` },
      body: {
        en: `${KIND[order.kind].en} ${label} is ${what.en}${reason ? `. Reason: ${reason}` : ''}.`,
        ka: `${KIND[order.kind].ka} ${label} ${what.ka}${reason ? `. მიზეზი: ${reason}` : ''}.`,
      },
    };
  }

  /** In-app first: its id is the message's, the mark of a message already handled. */
  async function prepare(order: OrderRef, event: OrderEvent): Promise<PreparedNotification[]> {
    const members = await recipients(order);
    if (!members.length) return [];
    const userIds = members.map((member) => member.userId);
    const { title, body } = text(order, event);
    const data = {
      kind: 'fleet.order',
      orderId: order.id,
      number: order.number,
      orderKind: order.kind,
      ...('status' in event ? { status: event.status } : { paid: true }),
    };
    const base = { projectId: order.projectId, title, body, data, sentBy: 'system:fleet' };
    const byChannel = (channel: 'email' | 'sms') =>
      members.filter((member) => member.channels[channel]).map((member) => member.userId);
    const emails = byChannel('email');
    const texts = byChannel('sms');
    return Promise.all([
      notifications.prepare({ ...base, type: 'IN_APP', to: { userIds } }),
      ...(emails.length ? [notifications.prepare({ ...base, type: 'EMAIL', to: { userIds: emails } })] : []),
      ...(texts.length ? [notifications.prepare({ ...base, type: 'SMS', to: { userIds: texts } })] : []),
    ]);
  }

  const handler: OutboxHandler = async (payload, { messageId }) => {
    const { order, event } = payload as { order: OrderRef; event: OrderEvent };
    const [inApp, ...others] = await prepare(order, event);
    if (!inApp) return;
    const written = await db.transaction(async (tx) => {
      if (!(await notifications.writeOnce(tx, messageId, inApp))) return false;
      for (const notice of others) await notifications.write(tx, notice);
      return true;
    });
    if (written) outbox.wake();
  };

  return {
    /**
     * The outbox message of an order's notices, as a statement to run in the change's transaction
     * (alone, or inside a larger statement). The caller wakes the outbox after the commit.
     */
    noticeInsert(tx: Database, order: OrderRef, event: OrderEvent) {
      return noticeMessageInsert(tx, noticePayload(order, event));
    },
    /** The outbox handler of ORDER_NOTICE_TOPIC (services.ts hands it to the worker). */
    handler,
  };
}

export type OrderNotices = ReturnType<typeof createOrderNotices>;
