import { and, asc, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../core/database/client';
import { cardLimits, cards, cardUsage, vehicles } from '../asset-tables';
import { FUEL_REQUEST_KINDS } from '../orders/rules';
import { fleetOrders } from '../orders/tables';
import { endOfBusinessDay, startOfBusinessDay } from '../orders/working-days';
import { cardTransactions } from '../transactions/tables';
import type { DeclineReason } from '../transactions/vocabulary';
import { instant, windowStart } from '../windows';
import {
  type FleetHomeCards,
  type FleetHomeDeclines,
  type FleetHomeOrders,
  HOME_BLOCK_ROWS,
  HOME_ORDER_ACTIONS,
  type HomeOrderAction,
  NEAR_LIMIT_PERCENT,
} from './overview-schemas';

// What the home asks the manager to look at: today's declines, orders waiting for the company, cards
// blocked or near a limit. A fixed number of queries each, whatever the company's size (each read
// through an index: card_transactions_company_decision_idx, fleet_orders_company_status_created_idx,
// cards_company_status_idx, card_usage_window_unique).

const gel = (amount: number) => ({ amount, currency: 'GEL' as const });

/** Today's (Tbilisi) declined authorizations: how many, why, and the newest ones. */
export async function todaysDeclines(
  db: Database,
  companyId: string,
  today: string,
): Promise<FleetHomeDeclines> {
  const c = cardTransactions;
  const where = and(
    eq(c.companyId, companyId),
    eq(c.decision, 'declined'),
    gte(c.at, startOfBusinessDay(today)),
    lt(c.at, endOfBusinessDay(today)),
  );
  const [reasons, latest] = await Promise.all([
    db
      .select({ reason: c.reason, count: count() })
      .from(c)
      .where(where)
      .groupBy(c.reason)
      .orderBy(desc(count()), asc(c.reason)),
    db
      .select({
        id: c.id,
        at: c.at,
        cardId: c.cardId,
        cardNumber: c.cardNumber,
        reason: c.reason,
        product: c.product,
      })
      .from(c)
      .where(where)
      .orderBy(desc(c.at))
      .limit(HOME_BLOCK_ROWS),
  ]);
  const byReason = reasons.map((row) => ({ reason: row.reason as DeclineReason, count: row.count }));
  return {
    day: today,
    count: byReason.reduce((sum, row) => sum + row.count, 0),
    byReason,
    latest: latest.map((row) => ({ ...row, reason: row.reason as DeclineReason })),
  };
}

/** What the company has to do about an order (the CASE is the one place that decides it). */
const action: SQL<HomeOrderAction> = sql<HomeOrderAction>`case
  when ${fleetOrders.status} = 'overdue' then 'overdue'
  when ${fleetOrders.status} = 'READY' then 'collect'
  when ${fleetOrders.status} = 'draft' then 'draft'
  when ${fleetOrders.companyConfirmedAt} is not null then 'paymentInReview'
  else 'unpaid' end`;
const URGENCY = sql`array_position(array[${sql.join(
  HOME_ORDER_ACTIONS.map((name) => sql`${name}`),
  sql`, `,
)}]::text[], ${action})`;

/** Fuel requests waiting for the company: drafts, unpaid placed orders, coupons to collect. */
export async function ordersNeedingAction(db: Database, companyId: string): Promise<FleetHomeOrders> {
  const o = fleetOrders;
  const where = and(
    eq(o.companyId, companyId),
    inArray(o.kind, [...FUEL_REQUEST_KINDS]),
    sql`(${o.status} = 'draft'
      or (${o.status} in ('PENDING', 'CONFIRMED') and ${o.paidAt} is null)
      or (${o.status} in ('READY', 'overdue') and ${o.kind} = 'coupons'))`,
  );
  const [groups, latest] = await Promise.all([
    db
      .select({
        action,
        count: count(),
        unpaid:
          sql<number>`coalesce(sum(${o.totalAmount}) filter (where ${o.status} <> 'draft' and ${o.paidAt} is null), 0)::bigint`.mapWith(
            Number,
          ),
      })
      .from(o)
      .where(where)
      .groupBy(action),
    db
      .select({
        id: o.id,
        number: o.number,
        kind: o.kind,
        status: o.status,
        action,
        totalAmount: o.totalAmount,
        createdAt: o.createdAt,
        deadlineAt: o.deadlineAt,
      })
      .from(o)
      .where(where)
      .orderBy(URGENCY, sql`${o.deadlineAt} asc nulls last`, desc(o.createdAt))
      .limit(HOME_BLOCK_ROWS),
  ]);
  const byAction = HOME_ORDER_ACTIONS.flatMap((name) => {
    const found = groups.find((group) => group.action === name);
    return found ? [{ action: name, count: found.count }] : [];
  });
  return {
    count: byAction.reduce((sum, row) => sum + row.count, 0),
    unpaid: gel(groups.reduce((sum, group) => sum + group.unpaid, 0)),
    byAction,
    latest: latest.map(({ totalAmount, ...row }) => ({ ...row, total: gel(totalAmount) })),
  };
}

/** The start of the current window of a card limit's period, whichever period the row holds. */
const currentWindow = (at: Date): SQL<Date> => sql<Date>`case ${cardLimits.period}
  when 'daily' then ${windowStart('daily', instant(at))}
  when 'weekly' then ${windowStart('weekly', instant(at))}
  when 'monthly' then ${windowStart('monthly', instant(at))}
  else ${windowStart('onetime', instant(at))} end`;

/** Active cards that used NEAR_LIMIT_PERCENT of a limit in its current window (most used first), then blocked cards. */
export async function cardsToWatch(db: Database, companyId: string, now: Date): Promise<FleetHomeCards> {
  const cardColumns = {
    id: cards.id,
    number: cards.number,
    status: cards.status,
    driverName: cards.driverName,
    registrationNumber: vehicles.registrationNumber,
  };
  const blockedWhere = and(eq(cards.companyId, companyId), eq(cards.status, 'blocked'));
  const [[blocked], blockedRows, nearRows] = await Promise.all([
    db.select({ value: count() }).from(cards).where(blockedWhere),
    db
      .select(cardColumns)
      .from(cards)
      .leftJoin(vehicles, eq(vehicles.id, cards.vehicleId))
      .where(blockedWhere)
      .orderBy(desc(cards.updatedAt))
      .limit(HOME_BLOCK_ROWS),
    db
      .select({
        ...cardColumns,
        period: cardLimits.period,
        unit: cardLimits.unit,
        limit: cardLimits.amount,
        used: cardUsage.used,
      })
      .from(cardLimits)
      .innerJoin(cards, eq(cards.id, cardLimits.cardId))
      .innerJoin(
        cardUsage,
        and(
          eq(cardUsage.cardId, cardLimits.cardId),
          eq(cardUsage.period, cardLimits.period),
          eq(cardUsage.windowStart, currentWindow(now)),
        ),
      )
      .leftJoin(vehicles, eq(vehicles.id, cards.vehicleId))
      .where(
        and(
          eq(cards.companyId, companyId),
          eq(cards.status, 'active'),
          sql`${cardUsage.used} * 100 >= ${cardLimits.amount} * ${NEAR_LIMIT_PERCENT}`,
        ),
      ),
  ]);
  // A card with two limits near their end shows the one most used.
  const nearest = new Map<string, (typeof nearRows)[number] & { percent: number }>();
  for (const row of nearRows) {
    const percent = Math.floor((row.used * 100) / row.limit);
    if ((nearest.get(row.id)?.percent ?? -1) < percent) nearest.set(row.id, { ...row, percent });
  }
  const near = [...nearest.values()].sort(
    (a, b) => b.percent - a.percent || a.number.localeCompare(b.number),
  );
  const scale = (unit: 'ml' | 'tetri') => (unit === 'tetri' ? 100 : 1000);
  return {
    blocked: blocked?.value ?? 0,
    nearLimit: near.length,
    latest: [
      ...near.map(({ period, unit, limit, used, percent, ...row }) => ({
        ...row,
        limit: {
          period,
          unit: unit === 'tetri' ? ('GEL' as const) : ('liters' as const),
          amount: limit / scale(unit),
          used: used / scale(unit),
          percent,
        },
      })),
      ...blockedRows.map((row) => ({ ...row, limit: null })),
    ].slice(0, HOME_BLOCK_ROWS),
  };
}
