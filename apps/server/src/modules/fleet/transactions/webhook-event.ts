import { type SQL, sql } from 'drizzle-orm';
import { isoInstant, webhookEventInsert } from '../../webhooks/emit';
import { RECORDED } from './statements';

const text = (name: string) => sql`${sql.placeholder(name)}::text`;

/** Where the event's card, company and decline reason come from: the placeholders, or the `decided` CTE. */
type EventSource = { companyId: SQL; cardId: SQL; reason: SQL; at: SQL; from?: SQL };

const PLACEHOLDERS: EventSource = {
  companyId: sql`${RECORDED.companyId}::uuid`,
  cardId: sql`${RECORDED.cardId}::uuid`,
  reason: text('reason'),
  at: sql`${sql.placeholder('when')}::timestamptz`,
};

/** A decision's decline event from the `decided` CTE of its statement (decide.ts), for a known card only. */
export const DECIDED_DECLINE: EventSource = {
  companyId: sql.raw(`(decided.v->>'companyId')::uuid`),
  cardId: sql.raw(`(decided.v->>'cardId')::uuid`),
  reason: sql.raw(`(decided.v->>'reason')`),
  at: sql`${sql.placeholder('at')}::timestamptz`,
  from: sql.raw(`(select * from decided where decided.v->>'decision' = 'declined'
    and decided.v->>'companyId' is not null) as decided`),
};

/**
 * The decision's webhook event as a CTE of its one statement (approval.ts, preauthorize.ts): it commits
 * with the decision, and is written only when an endpoint listens (webhooks/emit.ts).
 */
export function transactionEventCte(
  type: 'transaction.approved' | 'transaction.declined',
  source: EventSource = PLACEHOLDERS,
): SQL {
  const data = sql`jsonb_build_object('transactionId', ${sql.placeholder('id')}::uuid,
    'companyId', ${source.companyId}, 'cardId', ${source.cardId},
    'cardNumber', ${text('cardNumber')}, 'stationId', ${text('stationId')}, 'product', ${text('product')},
    'volumeMl', ${RECORDED.volumeMl}::bigint,
    'amount', jsonb_build_object('amount', ${RECORDED.amountTetri}::bigint, 'currency', 'GEL'),
    ${type === 'transaction.declined' ? sql`'reason', ${source.reason},` : sql``}
    'at', ${isoInstant(source.at)})`;
  return sql`webhook as (${webhookEventInsert({
    type,
    projectId: sql`${RECORDED.projectId}`,
    companyId: source.companyId,
    data,
    from: source.from,
  })})`;
}
