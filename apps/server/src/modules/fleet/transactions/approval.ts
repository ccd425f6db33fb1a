import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../core/database/client';
import { executeRows, prepareStatement, statementsByShape } from '../../../core/database/statements';
import type { LimitPeriod } from '../vocabulary';
import { windowStart } from '../windows';
import { amountIn, bookingStatement, type Quantity, windowedLimits } from './booking';
import type { CardContext, CardLimit } from './card-context';
import { abortReason, auditInsert, decisionValues, RECORDED, Replay, TERMINAL_KEY } from './statements';
import { cardTransactions, fleetPendingAggregates } from './tables';
import type { TransactionRow } from './view';
import type { Booking } from './vocabulary';
import { transactionEventCte } from './webhook-event';

/** The approved row's values, as the authorization computed them (the bookings come from the statement). */
export type Approval = Omit<
  TransactionRow,
  'decision' | 'reason' | 'refusal' | 'bookings' | 'alertedAt' | 'voidedAt'
>;

/** What the statement's text depends on: the card's windowed limits. */
export type Shape = { periods: LimitPeriod[] };

const isoTime = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * An approval in one statement (the terminals' hot path): every limit window booked, the decision
 * recorded and queued for the aggregate writer, and the audit entry, in one round trip without a
 * transaction around it (a single statement is atomic), so that the card's usage rows stay locked for
 * that statement only.
 *
 * The bookings are the same checking upserts as booking.ts (never past a limit, re-checked on the newest
 * row after a concurrent booking), locked in the limits' order. When a window refuses, or the terminal
 * transaction id is recorded already, the statement raises (`fleet_abort_if`, migration 0008) and
 * everything it wrote is rolled back: undefined for a refusal (the caller reads the refusing limit and
 * records the decline, decline.ts), Replay for a retry.
 *
 * The statement is built once per shape and prepared (named, parsed once per pool connection): a
 * request only binds its values.
 */
export function createApproveAtOnce(db: Database) {
  const statementOf = statementsByShape<Shape, ReturnType<typeof prepareStatement>>(
    'fleet_approve',
    (shape, name) => prepareStatement(db, approvalStatement(db, shape), name),
  );

  return async function approveAtOnce(
    card: CardContext,
    approval: Approval,
    quantity: Quantity,
  ): Promise<TransactionRow | undefined> {
    const limits = windowedLimits(card.limits);
    const row: TransactionRow = {
      ...approval,
      decision: 'approved',
      reason: null,
      refusal: null,
      bookings: [],
      alertedAt: null,
      voidedAt: null,
    };
    const values = { ...decisionValues(row, undefined, false), ...windowValues(card.limits, quantity) };
    const statement = statementOf({ periods: limits.map((limit) => limit.period) });
    try {
      const [result] = await executeRows<{ bookings: Booking[] | string }>(statement, values);
      const bookings = result!.bookings;
      return { ...row, bookings: typeof bookings === 'string' ? JSON.parse(bookings) : bookings };
    } catch (error) {
      const reason = abortReason(error);
      if (reason === 'refused') return undefined;
      if (reason === 'replay') throw new Replay();
      throw error;
    }
  };
}

/** The limit windows a decision books, in the limits' order: the checking upsert of each (booking.ts). */
export function windowBookings(periods: LimitPeriod[]) {
  const when = sql`${sql.placeholder('when')}::timestamptz`;
  const windows = periods.map((period, index) => ({
    period,
    name: sql.raw(`booked_${index}`),
    amount: sql.placeholder(`amount_${index}`),
    limit: sql.placeholder(`limit_${index}`),
    unit: sql.placeholder(`unit_${index}`),
    start: windowStart(period, when),
  }));
  return {
    /** One CTE per window: the window's booking. */
    parts: windows.map(
      (window) =>
        sql`${window.name} as (${bookingStatement(RECORDED.cardId, { period: window.period, amount: window.limit }, window.amount, window.start)})`,
    ),
    /** The bookings as stored (`Booking[]`), for the release of a void, a completion or an expiry. */
    json: sql`jsonb_build_array(${sql.join(
      windows.map(
        (window) =>
          sql`jsonb_build_object('period', ${window.period}::text, 'windowStart', ${isoTime(window.start)},
          'amount', ${window.amount}::bigint, 'unit', ${window.unit}::text)`,
      ),
      sql`, `,
    )})`,
    // Reading the windows first, in the limits' order, books them in that order (no deadlock).
    booked: windows.length
      ? sql.join(
          windows.map((window) => sql`exists (select from ${window.name})`),
          sql` and `,
        )
      : sql`true`,
  };
}

/** The values windowBookings' placeholders bind: each windowed limit's amount of the purchase, limit and unit. */
export function windowValues(limits: CardLimit[], quantity: Quantity): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  windowedLimits(limits).forEach((limit, index) => {
    values[`amount_${index}`] = amountIn(limit, quantity);
    values[`limit_${index}`] = limit.amount;
    values[`unit_${index}`] = limit.unit;
  });
  return values;
}

/**
 * What an approved purchase writes besides its bookings, as CTEs of one statement: the card
 * transaction (`recorded`, with `bookings`), its id queued for the aggregate writer (aggregates.ts adds
 * it to the daily totals, the points and the odometer right after the commit) and the audit entry and
 * webhook event. The one-step approval leaves those two to the writer as well (`deferredEvents`,
 * decision-events.ts); a pre-authorization's completion (completion.ts) writes them here.
 */
export function purchaseRecordParts(db: Database, bookings: SQL, deferredEvents = false): SQL[] {
  const recorded = sql`recorded as (${db
    .insert(cardTransactions)
    .values({
      ...RECORDED,
      decision: 'approved',
      bookings,
      anomalies: sql.placeholder('anomalies'),
      pointsEarned: sql.placeholder('pointsEarned'),
    })
    .onConflictDoNothing({ target: TERMINAL_KEY })
    .returning({ id: cardTransactions.id, bookings: cardTransactions.bookings })
    .getSQL()})`;
  if (deferredEvents) return [recorded, pendingPart(true)];
  return [
    recorded,
    pendingPart(false),
    sql`audit as (${auditInsert(db).getSQL()})`,
    transactionEventCte('transaction.approved'),
  ];
}

/** The recorded decision's id queued for the aggregate writer (with its audit entry and event, or not). */
export const pendingPart = (decisionEvents: boolean) =>
  sql`pending as (insert into ${fleetPendingAggregates} (transaction_id, decision_events)
    select id, ${sql.raw(String(decisionEvents))} from recorded)`;

/** The approval's statement for one shape, with placeholders for every value of the purchase. */
function approvalStatement(db: Database, shape: Shape): SQL {
  const windows = windowBookings(shape.periods);
  const parts = [...windows.parts, ...purchaseRecordParts(db, windows.json, true)];
  return sql`with ${sql.join(parts, sql`, `)}
    select fleet_abort_if(case when not (${windows.booked}) then 'refused'
      when not exists (select from recorded) then 'replay' end) as passed,
      (select bookings from recorded) as bookings`;
}
