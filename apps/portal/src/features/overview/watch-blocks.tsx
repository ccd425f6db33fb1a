import type { FleetHomeCards, FleetHomeDeclines, FleetHomeOrders } from '@fuel/sdk/fleet';
import { getTranslations } from 'next-intl/server';
import { IntentLink } from '@/components/ui/intent-link';
import { orderLabel } from '@/features/orders/format';
import { HISTORY_PATHS, openedOrderHref } from '@/features/orders/order-queries';
import type { Locale } from '@/i18n/routing';
import { formatDateTime, formatGel, formatLiters, formatNumber, formatTime } from '@/lib/format';
import styles from './blocks.module.css';

// The blocks that ask for the manager's attention; each row links to where it is dealt with.

/** The card on the cards page, its limits open (the page reads `card`; so does the decline alert). */
const cardHref = (cardId: string) => ({ pathname: '/dashboard/order-card', query: { card: cardId } });
const HISTORY = HISTORY_PATHS.fuel;

/** Today's declined purchases: how many, why, the newest with a link to the card. */
export async function DeclinesBlock({ declines, locale }: { declines: FleetHomeDeclines; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'OverviewBlocks.declines' });
  return (
    <section className={styles.block} aria-labelledby="overview-declines" data-testid="overview-declines">
      <h2 id="overview-declines">{t('title')}</h2>
      <p className={styles.big}>{t('count', { count: declines.count })}</p>
      {declines.count > 0 && (
        <>
          <ul className={styles.tags}>
            {declines.byReason.map((row) => (
              <li key={row.reason}>
                {t('reason', { reason: t(`reasons.${row.reason}`), count: row.count })}
              </li>
            ))}
          </ul>
          <ul className={styles.rows}>
            {declines.latest.map((row) => (
              <li key={row.id} className={styles.row}>
                <span className={styles.muted}>{formatTime(row.at, locale)}</span>
                {row.cardId ? (
                  <IntentLink href={cardHref(row.cardId)}>{t('card', { number: row.cardNumber })}</IntentLink>
                ) : (
                  <span>{t('card', { number: row.cardNumber })}</span>
                )}
                <span>{t(`reasons.${row.reason}`)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** Fuel requests waiting for the company, the most urgent first, with what the unpaid ones owe. */
export async function OrdersBlock({ orders, locale }: { orders: FleetHomeOrders; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'OverviewBlocks.orders' });
  const statuses = await getTranslations({ locale, namespace: 'Orders.statuses' });
  return (
    <section className={styles.block} aria-labelledby="overview-waiting" data-testid="overview-orders">
      <h2 id="overview-waiting">{t('title')}</h2>
      <p className={styles.big}>{t('count', { count: orders.count })}</p>
      {orders.unpaid.amount > 0 && <p>{t('unpaid', { amount: formatGel(orders.unpaid.amount, locale) })}</p>}
      {orders.count > 0 && (
        <ul className={styles.tags}>
          {orders.byAction.map((row) => (
            <li key={row.action}>{t('action', { action: t(`actions.${row.action}`), count: row.count })}</li>
          ))}
        </ul>
      )}
      <ul className={styles.rows}>
        {orders.latest.map((order) => (
          <li key={order.id} className={styles.row}>
            <IntentLink href={openedOrderHref('fuel', order.id)}>
              {t('order', { number: orderLabel(order.number) })}
            </IntentLink>
            <span className={styles.badge} data-action={order.action}>
              {t(`actions.${order.action}`)}
            </span>
            <span className={styles.muted}>{statuses(order.status)}</span>
            <span>{formatGel(order.total.amount, locale)}</span>
            {order.deadlineAt && (
              <span className={styles.muted}>
                {t('deadline', { at: formatDateTime(order.deadlineAt, locale) })}
              </span>
            )}
          </li>
        ))}
      </ul>
      <IntentLink href={HISTORY}>{t('open')}</IntentLink>
    </section>
  );
}

/** Cards near the end of a limit (how much of which) and blocked cards. */
export async function CardsBlock({ cards, locale }: { cards: FleetHomeCards; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'OverviewBlocks.cards' });
  const periods = await getTranslations({ locale, namespace: 'DeclineAlerts.periods' });
  const amount = (value: number, unit: 'liters' | 'GEL') =>
    unit === 'GEL'
      ? formatGel(Math.round(value * 100), locale)
      : t('liters', { value: formatLiters(value, locale) });
  return (
    <section className={styles.block} aria-labelledby="overview-cards" data-testid="overview-cards">
      <h2 id="overview-cards">{t('title')}</h2>
      <p className={styles.big}>
        {t('counts', {
          near: formatNumber(cards.nearLimit, locale),
          blocked: formatNumber(cards.blocked, locale),
        })}
      </p>
      <ul className={styles.rows}>
        {cards.latest.map((card) => (
          <li key={card.id} className={styles.row}>
            <IntentLink href={cardHref(card.id)}>{t('card', { number: card.number })}</IntentLink>
            <span className={styles.muted}>
              {card.registrationNumber ?? card.driverName ?? t('universal')}
            </span>
            {card.limit ? (
              <span>
                {t('limit', {
                  period: periods(card.limit.period),
                  used: amount(card.limit.used, card.limit.unit),
                  amount: amount(card.limit.amount, card.limit.unit),
                  percent: card.limit.percent,
                })}
              </span>
            ) : (
              <span className={styles.badge} data-action="blocked">
                {t('blocked')}
              </span>
            )}
          </li>
        ))}
      </ul>
      <IntentLink href="/dashboard/order-card">{t('open')}</IntentLink>
    </section>
  );
}
