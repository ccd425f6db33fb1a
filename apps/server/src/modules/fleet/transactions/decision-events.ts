import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../core/database/client';
import { webhookEventInsert } from '../../webhooks/emit';
import { fleetAudit } from '../tables';
import { cardTransactions } from './tables';

const isoTime = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The audit entries and webhook events of the one-step authorization's decisions `ids` (a list of
 * uuids), written from their card transactions by the aggregate writer right after the decisions'
 * commit (aggregates.ts), or by a void that takes a decision out of the writer's queue (void.ts): the
 * same entries as decisionAudit (decision-audit.ts) and the same events as transactionEventCte
 * (webhook-event.ts), dated at the decision, in the decisions' order.
 */
export async function writeDecisionEvents(tx: Database, ids: SQL): Promise<void> {
  const t = cardTransactions;
  const decided = sql`${t} where ${t.id} in (${ids}) and ${t.companyId} is not null`;
  await tx.execute(sql`
    insert into ${fleetAudit} (company_id, actor_user_id, entity, entity_id, action, after, created_at)
    select ${t.companyId}, null, 'card_transaction', ${t.id},
      case ${t.decision} when 'approved' then 'approve' else 'decline' end,
      jsonb_build_object('cardId', ${t.cardId}, 'cardNumber', ${t.cardNumber}, 'decision', ${t.decision},
        'reason', ${t.reason}, 'limit', ${t.refusal}, 'product', ${t.product}, 'volumeMl', ${t.volumeMl},
        'amountTetri', ${t.amountTetri}, 'stationId', ${t.stationId}, 'terminalId', ${t.terminalId},
        'terminalTransactionId', ${t.terminalTransactionId}, 'vehicleId', ${t.vehicleId},
        'odometerKm', ${t.odometerKm}, 'anomalies', to_jsonb(${t.anomalies}), 'pointsEarned', ${t.pointsEarned},
        'voidedAt', null),
      ${t.at}
    from ${decided} order by ${t.feedSeq}`);
  for (const decision of ['approved', 'declined'] as const) {
    const data = sql`jsonb_build_object('transactionId', ${t.id}, 'companyId', ${t.companyId},
      'cardId', ${t.cardId}, 'cardNumber', ${t.cardNumber}, 'stationId', ${t.stationId},
      'product', ${t.product}, 'volumeMl', ${t.volumeMl},
      'amount', jsonb_build_object('amount', ${t.amountTetri}, 'currency', 'GEL'),
      ${decision === 'declined' ? sql`'reason', ${t.reason},` : sql``} 'at', ${isoTime(sql`${t.at}`)})`;
    await tx.execute(
      sql`${webhookEventInsert({
        type: `transaction.${decision}`,
        projectId: sql`${t.projectId}`,
        companyId: sql`${t.companyId}`,
        data,
        occurredAt: sql`${t.at}`,
        // Aliased as the table, so that the columns above read the batch's rows.
        from: sql`(select * from ${decided} and ${t.decision} = ${decision}) as ${t}`,
      })} order by ${t.feedSeq}`,
    );
  }
}
