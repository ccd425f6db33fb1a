import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../core/database/client';
import type { LimitPeriod } from '../vocabulary';
import { auditInsert, RECORDED, TERMINAL_KEY } from './statements';
import { cardTransactions, fleetPendingAggregates } from './tables';
import { transactionEventCte } from './webhook-event';

/** What the completion's statement text depends on: the hold's windows. */
export type Shape = { periods: LimitPeriod[] };

/**
 * What a pre-authorization's completion (completion.ts) writes besides its bookings, as CTEs of one
 * statement: the card transaction (`recorded`, with `bookings`), its id queued for the aggregate writer
 * (aggregates.ts adds it to the daily totals, the points and the odometer right after the commit) and
 * the audit entry and webhook event. (The one-step authorization records its own, authorize.ts, and
 * leaves its audit entry and event to the writer too.)
 */
export function purchaseRecordParts(db: Database, bookings: SQL): SQL[] {
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
  return [
    recorded,
    pendingPart,
    sql`audit as (${auditInsert(db).getSQL()})`,
    transactionEventCte('transaction.approved'),
  ];
}

/** The recorded purchase's id queued for the aggregate writer (its audit entry and event are written here). */
const pendingPart = sql`pending as (insert into ${fleetPendingAggregates} (transaction_id, decision_events)
    select id, false from recorded)`;
