import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../core/database/client';
import { executeRows, prepareStatement, statementsByShape } from '../../../core/database/statements';
import { alertInsert } from './alerts';
import { pendingPart } from './approval';
import { abortReason, auditInsert, decisionValues, RECORDED, Replay, TERMINAL_KEY } from './statements';
import { cardTransactions } from './tables';
import type { TransactionRow } from './view';
import { transactionEventCte } from './webhook-event';

/** A second record of the decline, in the same statement (a pre-authorization's, preauthorize.ts). */
export type DeclineLedger = {
  kind: string;
  /** An insert … on conflict do nothing returning, whose empty result means a replay too. */
  insert: (db: Database) => SQL;
};

/**
 * A decline in one statement: the decision recorded and, for a known card, the admins' alert queued in
 * the outbox and the audit entry and webhook event (or their turn in the aggregate writer's queue), without a transaction around it. A terminal transaction id recorded
 * already (in card_transactions or in the `ledger`) rolls the statement back (`fleet_abort_if`): Replay.
 */
export function createDeclineAtOnce(db: Database, ledger?: DeclineLedger) {
  const statementOf = statementsByShape<{ known: boolean }, ReturnType<typeof prepareStatement>>(
    ledger?.kind ?? 'fleet_decline',
    (shape, name) => prepareStatement(db, declineStatement(db, shape.known, ledger), name),
  );

  return async function declineAtOnce(row: TransactionRow): Promise<TransactionRow> {
    try {
      await executeRows(statementOf({ known: row.companyId !== null }), {
        ...decisionValues(row, undefined, ledger !== undefined),
        refusal: row.refusal && JSON.stringify(row.refusal),
      });
      return row;
    } catch (error) {
      if (abortReason(error) === 'replay') throw new Replay();
      throw error;
    }
  };
}

function declineStatement(db: Database, known: boolean, ledger: DeclineLedger | undefined) {
  const recorded = db
    .insert(cardTransactions)
    .values({
      ...RECORDED,
      decision: 'declined',
      reason: sql.placeholder('reason'),
      // Bound as text: a null refusal stays SQL null (the jsonb column's own mapping would store 'null').
      refusal: sql`${sql.placeholder('refusal')}::jsonb`,
    })
    .onConflictDoNothing({ target: TERMINAL_KEY })
    .returning({ id: cardTransactions.id });
  // The one-step decline leaves its audit entry and webhook event to the aggregate writer
  // (decision-events.ts); a pre-authorization's decline writes them here.
  const events = ledger
    ? sql`audit as (${auditInsert(db).getSQL()}), ${transactionEventCte('transaction.declined')}`
    : pendingPart(true);
  const consequences = known ? sql`, alert as (${alertInsert(db).getSQL()}), ${events}` : sql``;
  const ledgered = ledger ? sql`, ledgered as (${ledger.insert(db)})` : sql``;
  const replay = ledger
    ? sql`not exists (select from recorded) or not exists (select from ledgered)`
    : sql`not exists (select from recorded)`;
  return sql`with recorded as (${recorded.getSQL()})${ledgered}${consequences}
    select fleet_abort_if(case when ${replay} then 'replay' end) as passed`;
}
