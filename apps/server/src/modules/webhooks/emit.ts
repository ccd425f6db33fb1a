import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../core/database/client';
import { outboxMessages } from '../../core/outbox/tables';
import type { WebhookEventType } from './catalogue';
import { webhookEndpoints } from './tables';

/** The outbox topic of an event; its handler fans it out to the endpoints' deliveries (fanout.ts). */
export const WEBHOOK_EVENT_TOPIC = 'webhook.event';

/** What a change emits: whose it is and what it says. Values or SQL (a prepared statement's placeholders). */
export type WebhookEventSource = {
  type: WebhookEventType;
  projectId: string | SQL;
  /** Null for a project-wide event (only the retailer's endpoints receive it). */
  companyId: string | null | SQL;
  /** A jsonb value: a plain object, or SQL building one. */
  data: Record<string, unknown> | SQL;
  /** When it happened (SQL timestamptz); the statement's time by default. */
  occurredAt?: SQL;
  /** The rows the other fields' SQL reads, one event each (a batch of changes); none: one event. */
  from?: SQL;
};

/** The payload of a WEBHOOK_EVENT_TOPIC message. */
export type WebhookEventMessage = {
  type: WebhookEventType;
  projectId: string;
  companyId: string | null;
  occurredAt: string;
  data: Record<string, unknown>;
};

/** An instant (SQL timestamptz) as the JSON text of a Date: UTC with milliseconds and `Z`. */
export const isoInstant = (at: SQL) =>
  sql`to_char(${at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A catalogue name as an SQL text literal (names are letters, dots and underscores). */
function literal(name: string): SQL {
  if (!/^[a-z_.]+$/.test(name)) throw new Error(`Not a catalogue name: ${name}`);
  return sql.raw(`'${name}'::text`);
}

const asSql = (value: unknown) => (isSql(value) ? value : sql`${value}`);
const isSql = (value: unknown): value is SQL =>
  typeof value === 'object' && value !== null && 'getSQL' in value;

/**
 * The event's outbox message, as a statement for the change's own transaction (or a CTE of its one
 * statement): it exists exactly when the change commits, and only when an enabled endpoint of the
 * project or company listens for the type, so the terminals' hot path writes nothing extra for nobody.
 * The message id becomes the event id (`webhook-id`).
 */
export function webhookEventInsert(event: WebhookEventSource): SQL {
  const projectId = sql`${asSql(event.projectId)}::uuid`;
  const companyId = sql`${asSql(event.companyId)}::uuid`;
  const data = isSql(event.data) ? event.data : sql`${JSON.stringify(event.data)}::jsonb`;
  const endpoint = webhookEndpoints;
  // The topic and type are written into the text: a statement without values keeps its plan (client.ts).
  const type = literal(event.type);
  return sql`insert into ${outboxMessages} (${sql.identifier('topic')}, ${sql.identifier('payload')})
    select ${literal(WEBHOOK_EVENT_TOPIC)}, jsonb_build_object('type', ${type}, 'projectId', ${projectId},
      'companyId', ${companyId},
      'occurredAt', ${isoInstant(event.occurredAt ?? sql`now()`)},
      'data', ${data})
    ${event.from ? sql`from ${event.from}` : sql``}
    where exists (select from ${endpoint} where ${endpoint.projectId} = ${projectId} and ${endpoint.enabled}
      and ${type} = any(${endpoint.events})
      and (${endpoint.companyId} is null or ${endpoint.companyId} = ${companyId}))`;
}

/** Writes the event's outbox message in `tx`, the change's transaction; the caller wakes the outbox after. */
export async function emitWebhookEvent(tx: Database, event: WebhookEventSource): Promise<void> {
  await tx.execute(webhookEventInsert(event));
}
