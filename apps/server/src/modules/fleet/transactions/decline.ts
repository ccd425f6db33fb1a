import { sql } from 'drizzle-orm';
import type { Database } from '../../../core/database/client';
import { executeRows, prepareStatement, statementsByShape } from '../../../core/database/statements';
import { alertInsert } from './alerts';
import { abortReason, auditInsert, decisionValues, RECORDED, Replay, TERMINAL_KEY } from './statements';
import { cardTransactions } from './tables';
import type { TransactionRow } from './view';
import { transactionEventCte } from './webhook-event';

/**
 * A decline in one statement: the decision recorded and, for a known card, the admins' alert queued in
 * the outbox and the audit entry, without a transaction around it. A terminal transaction id recorded
 * already rolls the statement back (`fleet_abort_if`): Replay.
 */
export function createDeclineAtOnce(db: Database) {
  const statementOf = statementsByShape<{ known: boolean }, ReturnType<typeof prepareStatement>>(
    'fleet_decline',
    (shape, name) => prepareStatement(db, declineStatement(db, shape.known), name),
  );

  return async function declineAtOnce(row: TransactionRow): Promise<TransactionRow> {
    try {
      await executeRows(statementOf({ known: row.companyId !== null }), {
        ...decisionValues(row),
        refusal: row.refusal && JSON.stringify(row.refusal),
      });
      return row;
    } catch (error) {
      if (abortReason(error) === 'replay') throw new Replay();
      throw error;
    }
  };
}

function declineStatement(db: Database, known: boolean) {
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
  const consequences = known
    ? sql`, alert as (${alertInsert(db).getSQL()}), audit as (${auditInsert(db).getSQL()}),
      ${transactionEventCte('transaction.declined')}`
    : sql``;
  return sql`with recorded as (${recorded.getSQL()})${consequences}
    select fleet_abort_if(case when not exists (select from recorded) then 'replay' end) as passed`;
}
