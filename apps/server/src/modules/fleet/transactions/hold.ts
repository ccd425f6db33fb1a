import { sql } from 'drizzle-orm';
import type { Database } from '../../../core/database/client';
import {
  typedPlaceholder as placeholder,
  prepareStatement,
  statementName,
} from '../../../core/database/statements';
import { outboxMessages } from '../../../core/outbox/tables';
import { fleetAudit } from '../tables';
import { DECLINE_ALERT_TOPIC } from './alerts';
import { DECISION_MARKS, decidedCte, declinedKnown, insertDecided, RECORDED_DECISION } from './decide';
import { decisionAuditAfter } from './decision-audit';
import { cardPreauthorizations, cardTransactions } from './tables';
import { DECIDED_DECLINE, transactionEventCte } from './webhook-event';

/** A terminal transaction id names one decision per terminal of the project, in either table. */
const TERMINAL_UNIQUE = sql.raw('(project_id, terminal_id, terminal_transaction_id)');

/**
 * The pre-authorization's statement: the decision (decide.ts; an approval's bookings are the maximum,
 * so concurrent decisions see the hold and none passes a limit), recorded as a pre-authorization (an
 * approval held until `expiresAt`, with its bookings), a decline recorded as a declined card transaction
 * too (the admins' alert, the company's list) under the same id, and for a known card the audit entry
 * (and a decline's webhook event). Nothing else: the totals, points and odometer wait for the
 * completion (completion.ts). A recorded terminal transaction id in either table rolls it back (replay).
 */
export function preauthorizationStatement(db: Database) {
  const approved = sql`decided.v->>'decision' = 'approved'`;
  const held = insertDecided(cardPreauthorizations, {
    ...RECORDED_DECISION,
    status: sql`case when ${approved} then 'held' end`,
    expires_at: sql`case when ${approved} then ${placeholder('expiresAt', 'timestamptz')} end`,
  });
  const declined = insertDecided(cardTransactions, RECORDED_DECISION, sql`not (${approved})`);
  const audit = sql`insert into ${fleetAudit} (company_id, actor_user_id, entity, entity_id, action, after)
    select ${RECORDED_DECISION.company_id}, null, 'card_transaction', ${RECORDED_DECISION.id},
      case when ${approved} then 'preauthorize' else 'decline' end,
      ${decisionAuditAfter({
        cardId: RECORDED_DECISION.card_id!,
        cardNumber: RECORDED_DECISION.card_number!,
        decision: RECORDED_DECISION.decision!,
        reason: RECORDED_DECISION.reason!,
        limit: RECORDED_DECISION.refusal!,
        product: RECORDED_DECISION.product!,
        volumeMl: RECORDED_DECISION.volume_ml!,
        amountTetri: RECORDED_DECISION.amount_tetri!,
        stationId: RECORDED_DECISION.station_id!,
        terminalId: RECORDED_DECISION.terminal_id!,
        terminalTransactionId: RECORDED_DECISION.terminal_transaction_id!,
        vehicleId: RECORDED_DECISION.vehicle_id!,
        odometerKm: RECORDED_DECISION.odometer_km!,
        anomalies: sql`to_jsonb(${DECISION_MARKS.anomalies})`,
        pointsEarned: DECISION_MARKS.points_earned!,
        voidedAt: sql`null`,
      })}
    from decided where decided.v->>'companyId' is not null`;
  const statement = sql`with ${decidedCte()},
    held as (${held} on conflict ${TERMINAL_UNIQUE} do nothing returning id),
    declined as (${declined} on conflict ${TERMINAL_UNIQUE} do nothing returning id),
    alert as (insert into ${outboxMessages} (topic, payload)
      select ${DECLINE_ALERT_TOPIC}::text, jsonb_build_object('transactionId', declined.id)
      from declined, decided where ${declinedKnown}),
    audit as (${audit}),
    ${transactionEventCte('transaction.declined', DECIDED_DECLINE)}
    select fleet_abort_if(case when not exists (select from held)
        or (not exists (select from declined) and not (select ${approved} from decided)) then 'replay' end) as passed,
      (select v from decided) as decided`;
  return prepareStatement(db, statement, statementName('fleet_preauthorize', 'v1'));
}
