import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../core/database/client';
import { webhookEventInsert } from '../../webhooks/emit';
import { fleetAudit } from '../tables';
import { decisionAuditAfter } from './decision-audit';
import { cardTransactions } from './tables';
import { transactionEventData } from './webhook-event';

/**
 * The audit entries and webhook events of one-step authorization decisions, as the CTEs
 * `decision_audit`, `approved_events` and `declined_events` of one statement: `source` is a relation of
 * card_transactions rows (the aggregate writer's batch, aggregates.ts; a void's one row, below). They
 * are the same entries as decisionAudit (decision-audit.ts) and the same events as transactionEventCte
 * (webhook-event.ts), dated at the decision, in the decisions' order; a decision of an unknown card has
 * none.
 */
export function decisionEventsCtes(source: SQL): SQL {
  const t = cardTransactions;
  // Aliased as the table, so that the columns below read the source's rows.
  const decided = (where: SQL) =>
    sql`(select * from ${source} where company_id is not null and ${where}) as ${t}`;
  const audit = sql`
    decision_audit as (
      insert into ${fleetAudit} (company_id, actor_user_id, entity, entity_id, action, after, created_at)
      select ${t.companyId}, null, 'card_transaction', ${t.id},
        case ${t.decision} when 'approved' then 'approve' else 'decline' end,
        ${decisionAuditAfter({
          cardId: sql`${t.cardId}`,
          cardNumber: sql`${t.cardNumber}`,
          decision: sql`${t.decision}`,
          reason: sql`${t.reason}`,
          limit: sql`${t.refusal}`,
          product: sql`${t.product}`,
          volumeMl: sql`${t.volumeMl}`,
          amountTetri: sql`${t.amountTetri}`,
          stationId: sql`${t.stationId}`,
          terminalId: sql`${t.terminalId}`,
          terminalTransactionId: sql`${t.terminalTransactionId}`,
          vehicleId: sql`${t.vehicleId}`,
          odometerKm: sql`${t.odometerKm}`,
          anomalies: sql`to_jsonb(${t.anomalies})`,
          pointsEarned: sql`${t.pointsEarned}`,
          voidedAt: sql`null`,
        })},
        ${t.at}
      from ${decided(sql`true`)} order by ${t.feedSeq}
      returning 1)`;
  const events = (['approved', 'declined'] as const).map((decision) => {
    const data = transactionEventData({
      id: sql`${t.id}`,
      companyId: sql`${t.companyId}`,
      cardId: sql`${t.cardId}`,
      cardNumber: sql`${t.cardNumber}`,
      stationId: sql`${t.stationId}`,
      product: sql`${t.product}`,
      volumeMl: sql`${t.volumeMl}`,
      amountTetri: sql`${t.amountTetri}`,
      reason: decision === 'declined' ? sql`${t.reason}` : undefined,
      at: sql`${t.at}`,
    });
    return sql`${sql.raw(`${decision}_events`)} as (${webhookEventInsert({
      type: `transaction.${decision}`,
      projectId: sql`${t.projectId}`,
      companyId: sql`${t.companyId}`,
      data,
      occurredAt: sql`${t.at}`,
      from: decided(sql.raw(`decision = '${decision}'`)),
    })} order by ${t.feedSeq} returning 1)`;
  });
  return sql.join([audit, ...events], sql`,`);
}

/** A void's writing of the decision's audit entry and webhook event the writer had not written (void.ts). */
export async function writeDecisionEvents(tx: Database, transactionId: string): Promise<void> {
  const t = cardTransactions;
  await tx.execute(
    sql`with ${decisionEventsCtes(sql`(select * from ${t} where ${t.id} = ${transactionId}::uuid) as one`)} select 1`,
  );
}
