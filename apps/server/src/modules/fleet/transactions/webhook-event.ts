import { type SQL, sql } from 'drizzle-orm';
import { typedPlaceholder } from '../../../core/database/statements';
import { isoInstant, webhookEventInsert } from '../../webhooks/emit';
import { RECORDED } from './statements';

const text = (name: string) => typedPlaceholder(name, 'text');

/** Where the event's card, company and decline reason come from: the placeholders, or the `decided` CTE. */
type EventSource = { companyId: SQL; cardId: SQL; reason: SQL; at: SQL; from?: SQL };

const PLACEHOLDERS: EventSource = {
  companyId: sql`${RECORDED.companyId}::uuid`,
  cardId: sql`${RECORDED.cardId}::uuid`,
  reason: text('reason'),
  at: typedPlaceholder('when', 'timestamptz'),
};

/** A decision's decline event from the `decided` CTE of its statement (decide.ts), for a known card only. */
export const DECIDED_DECLINE: EventSource = {
  companyId: sql.raw(`(decided.v->>'companyId')::uuid`),
  cardId: sql.raw(`(decided.v->>'cardId')::uuid`),
  reason: sql.raw(`(decided.v->>'reason')`),
  at: typedPlaceholder('at', 'timestamptz'),
  from: sql.raw(`(select * from decided where decided.v->>'decision' = 'declined'
    and decided.v->>'companyId' is not null) as decided`),
};

/** The values of a transaction event's data, as SQL. */
export type TransactionEventValues = Record<
  'id' | 'companyId' | 'cardId' | 'cardNumber' | 'stationId' | 'product' | 'volumeMl' | 'amountTetri' | 'at',
  SQL
> & { reason?: SQL };

/** A `transaction.approved` / `transaction.declined` event's data (a decline's carries its reason). */
export function transactionEventData(values: TransactionEventValues): SQL {
  const reason = values.reason ? sql`'reason', ${values.reason},` : sql``;
  return sql`jsonb_build_object('transactionId', ${values.id}, 'companyId', ${values.companyId},
    'cardId', ${values.cardId}, 'cardNumber', ${values.cardNumber}, 'stationId', ${values.stationId},
    'product', ${values.product}, 'volumeMl', ${values.volumeMl},
    'amount', jsonb_build_object('amount', ${values.amountTetri}, 'currency', 'GEL'),
    ${reason} 'at', ${isoInstant(values.at)})`;
}

/**
 * The decision's webhook event as a CTE of its one statement (approval.ts, preauthorize.ts): it commits
 * with the decision, and is written only when an endpoint listens (webhooks/emit.ts).
 */
export function transactionEventCte(
  type: 'transaction.approved' | 'transaction.declined',
  source: EventSource = PLACEHOLDERS,
): SQL {
  const data = transactionEventData({
    id: typedPlaceholder('id', 'uuid'),
    companyId: source.companyId,
    cardId: source.cardId,
    cardNumber: text('cardNumber'),
    stationId: text('stationId'),
    product: text('product'),
    volumeMl: sql`${RECORDED.volumeMl}::bigint`,
    amountTetri: sql`${RECORDED.amountTetri}::bigint`,
    reason: type === 'transaction.declined' ? source.reason : undefined,
    at: source.at,
  });
  return sql`webhook as (${webhookEventInsert({
    type,
    projectId: sql`${RECORDED.projectId}`,
    companyId: source.companyId,
    data,
    from: source.from,
  })})`;
}
