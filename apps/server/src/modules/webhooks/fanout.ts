import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../core/database/client';
import type { OutboxHandler } from '../../core/outbox/worker';
import type { WebhookEventMessage } from './emit';
import { eventBody } from './service';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from './tables';

/**
 * The outbox handler of WEBHOOK_EVENT_TOPIC: records the event under the outbox message's id and one
 * delivery per enabled endpoint that listens for it (the company's, and the project's project-wide
 * ones), in one transaction. Both inserts skip what exists, so an outbox message run twice (a worker
 * that died before settling) adds nothing: the event id is the deduplication key.
 */
export function createFanout(db: Database, wake: () => void): OutboxHandler {
  return async (payload, { messageId }) => {
    const event = payload as WebhookEventMessage;
    await db.transaction(async (tx) => {
      await tx
        .insert(webhookEvents)
        .values({
          id: messageId,
          projectId: event.projectId,
          companyId: event.companyId,
          type: event.type,
          body: eventBody(messageId, event.type, event.occurredAt, event.data),
        })
        .onConflictDoNothing();
      const listening = and(
        eq(webhookEndpoints.projectId, event.projectId),
        eq(webhookEndpoints.enabled, true),
        sql`${event.type}::text = any(${webhookEndpoints.events})`,
        event.companyId
          ? or(isNull(webhookEndpoints.companyId), eq(webhookEndpoints.companyId, event.companyId))
          : isNull(webhookEndpoints.companyId),
      );
      await tx.execute(
        sql`insert into ${webhookDeliveries} (${sql.identifier('event_id')}, ${sql.identifier('endpoint_id')})
          select ${messageId}::uuid, ${webhookEndpoints.id} from ${webhookEndpoints} where ${listening}
          on conflict do nothing`,
      );
    });
    wake();
  };
}
