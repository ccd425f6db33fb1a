import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../core/database/client';
import { formatGel, formatLiters } from '../../../core/format';
import type { Outbox } from '../../../core/outbox/outbox';
import type { OutboxHandler } from '../../../core/outbox/worker';
import type { NewNotification, NotificationsService } from '../../notifications/service';
import { can } from '../permissions';
import { companies, companyUsers } from '../tables';
import { cardTransactions } from './tables';
import { DECLINE_ALERT_KIND, type DeclineReason, type LimitRefusal } from './vocabulary';

/** The outbox topic of a decline's alert; its payload is `{ transactionId }`. */
export const DECLINE_ALERT_TOPIC = 'fleet.decline-alert';

type Channels = { inApp: boolean; email: boolean; sms: boolean };

/** Where the portal opens the card, with its limits and block to change. */
export const cardLink = (cardId: string) => `/dashboard/order-card?card=${cardId}`;

/**
 * A declined authorization alerts the company's admins who manage cards (the SUPER_ADMIN and anyone
 * with the 'order card' page): queued in the outbox in the decline's own statement, so it goes out
 * exactly when the decline is recorded; the handler sends it through the platform's notifications
 * (in-app, pushed live to open tabs; e-mail and SMS as each user's settings say: the membership's
 * `notification_channels`) and marks the
 * transaction alerted in the same transaction as the notification, so a redelivered message sends
 * nothing twice.
 */
export function createDeclineAlerts(deps: {
  db: Database;
  outbox: Outbox;
  notifications: Pick<NotificationsService, 'prepare' | 'write'>;
}) {
  const { db, outbox, notifications } = deps;

  const handler: OutboxHandler = async (payload) => {
    const transactionId = String(payload.transactionId);
    const [row] = await db
      .select({
        projectId: companies.projectId,
        companyId: cardTransactions.companyId,
        cardId: cardTransactions.cardId,
        cardNumber: cardTransactions.cardNumber,
        reason: cardTransactions.reason,
        refusal: cardTransactions.refusal,
        stationId: cardTransactions.stationId,
        at: cardTransactions.at,
      })
      .from(cardTransactions)
      .innerJoin(companies, eq(companies.id, cardTransactions.companyId))
      .where(and(eq(cardTransactions.id, transactionId), isNull(cardTransactions.alertedAt)));
    if (!row?.reason || !row.cardId || !row.companyId) return;
    const recipients = await cardManagers(row.companyId);
    const text = alertText(row.cardNumber, row.reason, row.refusal);
    const base = {
      projectId: row.projectId,
      title: text.title,
      body: text.body,
      data: {
        kind: DECLINE_ALERT_KIND,
        transactionId,
        cardId: row.cardId,
        cardNumber: row.cardNumber,
        reason: row.reason,
        limit: row.refusal,
        stationId: row.stationId,
        link: cardLink(row.cardId),
      },
      sentBy: 'system:fleet',
    } satisfies Omit<NewNotification, 'type' | 'to'>;
    const byChannel = (channel: keyof Channels) =>
      recipients.filter((member) => member.channels[channel]).map((member) => member.userId);
    const prepared = await Promise.all(
      (
        [
          ['IN_APP', byChannel('inApp')],
          ['EMAIL', byChannel('email')],
          ['SMS', byChannel('sms')],
        ] as const
      )
        .filter(([, userIds]) => userIds.length > 0)
        .map(([type, userIds]) => notifications.prepare({ ...base, type, to: { userIds } })),
    );
    const sent = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(cardTransactions)
        .set({ alertedAt: sql`now()` })
        .where(and(eq(cardTransactions.id, transactionId), isNull(cardTransactions.alertedAt)))
        .returning({ id: cardTransactions.id });
      if (!claimed) return false;
      for (const notice of prepared) await notifications.write(tx, notice);
      return true;
    });
    if (sent) outbox.wake();
  };

  /** Active members who manage the company's cards, with the channels they chose in their settings. */
  async function cardManagers(companyId: string) {
    const members = await db
      .select({
        userId: companyUsers.userId,
        role: companyUsers.role,
        permissions: companyUsers.permissions,
        channels: companyUsers.notificationChannels,
      })
      .from(companyUsers)
      .where(and(eq(companyUsers.companyId, companyId), eq(companyUsers.status, 'active')));
    return members.filter((member) => can(member, 'orderCard.read'));
  }

  return { handler };
}

export type DeclineAlerts = ReturnType<typeof createDeclineAlerts>;

const REASON_TEXT: Record<DeclineReason, { en: string; ka: string }> = {
  CARD_UNKNOWN: { en: 'the card is unknown', ka: 'ბარათი უცნობია' },
  COMPANY_BLOCKED: { en: 'the company is blocked', ka: 'კომპანია დაბლოკილია' },
  CARD_CLOSED: { en: 'the card is closed', ka: 'ბარათი დახურულია' },
  CARD_BLOCKED: { en: 'the card is blocked', ka: 'ბარათი დაბლოკილია' },
  PRODUCT_NOT_ALLOWED: {
    en: 'the product is not allowed on this card',
    ka: 'ეს პროდუქტი ამ ბარათზე დაშვებული არ არის',
  },
  OUTSIDE_ALLOWED_HOURS: {
    en: 'the card may not be used at this time',
    ka: 'ბარათის გამოყენება ამ დროს დაშვებული არ არის',
  },
  LIMIT_EXCEEDED: { en: 'the limit is exceeded', ka: 'ლიმიტი ამოწურულია' },
};

const PERIOD_TEXT: Record<LimitRefusal['period'], { en: string; ka: string }> = {
  unlimited: { en: 'unlimited', ka: 'ულიმიტო' },
  daily: { en: 'daily', ka: 'დღიური' },
  weekly: { en: 'weekly', ka: 'კვირის' },
  monthly: { en: 'monthly', ka: 'თვის' },
  onetime: { en: 'one-time', ka: 'ერთჯერადი' },
};

/** What is left of the limit, written as each language writes it: "95.66 L" / "95,66 ლ", "GEL 12.50" / "12,50 ₾". */
function remainingText(refusal: LimitRefusal) {
  if (refusal.unit === 'ml') {
    const liters = refusal.remaining / 1000;
    return { en: `${formatLiters(liters, 'en')} L`, ka: `${formatLiters(liters, 'ka')} ლ` };
  }
  return { en: formatGel(refusal.remaining, 'en'), ka: formatGel(refusal.remaining, 'ka') };
}

/** The alert's title and body in English and Georgian. */
export function alertText(cardNumber: string, reason: DeclineReason, refusal: LimitRefusal | null) {
  const why = REASON_TEXT[reason];
  const limit = refusal && {
    en: ` (${PERIOD_TEXT[refusal.period].en} limit, ${remainingText(refusal).en} left)`,
    ka: ` (${PERIOD_TEXT[refusal.period].ka} ლიმიტი, დარჩენილია ${remainingText(refusal).ka})`,
  };
  return {
    title: { en: `Card ${cardNumber} declined`, ka: `ბარათი ${cardNumber} უარყოფილია` },
    body: {
      en: `A purchase with card ${cardNumber} was declined: ${why.en}${limit?.en ?? ''}.`,
      ka: `ბარათით ${cardNumber} შესყიდვა უარყოფილია: ${why.ka}${limit?.ka ?? ''}.`,
    },
  };
}
