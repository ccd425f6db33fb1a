import { type SQL, sql } from 'drizzle-orm';
import type { TransactionRow } from './view';

/** The audit entry of a terminal's decision (or of its void). */
export function decisionAudit(
  row: TransactionRow,
  action: string = row.decision === 'approved' ? 'approve' : 'decline',
) {
  return {
    entity: 'card_transaction',
    entityId: row.id,
    action,
    after: {
      cardId: row.cardId,
      cardNumber: row.cardNumber,
      decision: row.decision,
      reason: row.reason,
      limit: row.refusal,
      product: row.product,
      volumeMl: row.volumeMl,
      amountTetri: row.amountTetri,
      stationId: row.stationId,
      terminalId: row.terminalId,
      terminalTransactionId: row.terminalTransactionId,
      vehicleId: row.vehicleId,
      odometerKm: row.odometerKm,
      anomalies: row.anomalies,
      pointsEarned: row.pointsEarned,
      voidedAt: row.voidedAt,
    },
  };
}

type AuditField = keyof ReturnType<typeof decisionAudit>['after'];

/**
 * The same `after` as SQL jsonb, from each field's SQL: the aggregate writer's batch of card
 * transactions (decision-events.ts) and the pre-authorization's statement (preauthorize.ts).
 */
export function decisionAuditAfter(fields: Record<AuditField, SQL>): SQL {
  const pairs = Object.entries(fields).map(([name, value]) => sql`${sql.raw(`'${name}'`)}, ${value}`);
  return sql`jsonb_build_object(${sql.join(pairs, sql`, `)})`;
}
