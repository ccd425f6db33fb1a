import { type SQL, sql } from 'drizzle-orm';
import { webhookEventInsert } from '../../webhooks/emit';
import { RECORDED } from './statements';

const text = (name: string) => sql`${sql.placeholder(name)}::text`;

/**
 * The decision's webhook event as a CTE of its one statement (approval.ts, decline.ts): it commits with
 * the decision, and is written only when an endpoint listens (webhooks/emit.ts).
 */
export function transactionEventCte(type: 'transaction.approved' | 'transaction.declined'): SQL {
  const data = sql`jsonb_build_object('transactionId', ${sql.placeholder('id')}::uuid,
    'companyId', ${RECORDED.companyId}::uuid, 'cardId', ${RECORDED.cardId}::uuid,
    'cardNumber', ${text('cardNumber')}, 'stationId', ${text('stationId')}, 'product', ${text('product')},
    'volumeMl', ${RECORDED.volumeMl}::bigint,
    'amount', jsonb_build_object('amount', ${RECORDED.amountTetri}::bigint, 'currency', 'GEL'),
    ${type === 'transaction.declined' ? sql`'reason', ${text('reason')},` : sql``}
    'at', to_char(${sql.placeholder('when')}::timestamptz at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`;
  return sql`webhook as (${webhookEventInsert({
    type,
    projectId: sql`${RECORDED.projectId}`,
    companyId: sql`${RECORDED.companyId}`,
    data,
  })})`;
}
