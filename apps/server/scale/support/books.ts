import { count, inArray } from 'drizzle-orm';
import type { Database } from '../../src/core/database/client';
import {
  cardTransactions,
  fleetDailyTotals,
  fleetPendingAggregates,
} from '../../src/modules/fleet/transactions/tables';
import type { Ack } from './terminals';

/**
 * Compares the decisions the terminals were given with the database: `lost` acknowledged but missing,
 * `changed` stored with another id, decision, reason or volume, `doubled` more than one row for one
 * terminal transaction, `unacknowledged` rows nobody was told about; and whether each card's daily
 * totals add up to the approvals acknowledged on it, once the surviving instance's aggregate writer has
 * applied every queued purchase (the daily totals follow the decision: transactions/aggregates.ts).
 */
export async function auditDecisions(db: Database, acks: Ack[]) {
  const catchUpMs = await untilAggregatesApplied(db);
  const terminalIds = [...new Set(acks.map((ack) => ack.terminalId))];
  const rows = await db
    .select()
    .from(cardTransactions)
    .where(inArray(cardTransactions.terminalId, terminalIds));
  const keyOf = (value: { terminalId: string; terminalTransactionId: string }) =>
    `${value.terminalId}/${value.terminalTransactionId}`;
  const stored = new Map(rows.map((row) => [keyOf(row), row]));
  const acknowledged = new Set(acks.map(keyOf));
  let lost = 0;
  let changed = 0;
  for (const ack of acks) {
    const row = stored.get(keyOf(ack));
    if (!row) lost += 1;
    else if (
      row.id !== ack.id ||
      row.decision !== ack.decision ||
      (row.reason ?? null) !== ack.reason ||
      row.volumeMl !== ack.volumeMl
    )
      changed += 1;
  }

  const cardIds = [...new Set(rows.map((row) => row.cardId).filter((id): id is string => id !== null))];
  const totals = await db.select().from(fleetDailyTotals).where(inArray(fleetDailyTotals.cardId, cardIds));
  const approvedMl = new Map<string, number>();
  for (const row of rows) {
    if (row.decision === 'approved' && row.cardId) {
      approvedMl.set(row.cardId, (approvedMl.get(row.cardId) ?? 0) + row.volumeMl);
    }
  }
  const bookedMl = new Map<string, number>();
  for (const total of totals) bookedMl.set(total.cardId, (bookedMl.get(total.cardId) ?? 0) + total.volumeMl);
  const cardsOff = cardIds.filter((id) => (approvedMl.get(id) ?? 0) !== (bookedMl.get(id) ?? 0));

  return {
    rows: rows.length,
    lost,
    changed,
    doubled: rows.length - stored.size,
    unacknowledged: rows.filter((row) => !acknowledged.has(keyOf(row))).length,
    approved: rows.filter((row) => row.decision === 'approved').length,
    declined: rows.filter((row) => row.decision === 'declined').length,
    cardsOff,
    catchUpMs,
  };
}

/** Waits until no purchase is queued for the aggregate writer; answers how long that took. */
async function untilAggregatesApplied(db: Database, timeoutMs = 60_000): Promise<number> {
  const started = Date.now();
  for (;;) {
    const [queued] = await db.select({ count: count() }).from(fleetPendingAggregates);
    if (Number(queued?.count ?? 0) === 0) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error('the aggregate writer did not catch up in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
