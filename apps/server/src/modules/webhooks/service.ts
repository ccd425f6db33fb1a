import { randomBytes, randomUUID } from 'node:crypto';
import { and, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../core/database/client';
import { AppError, Conflict, NotFound } from '../../core/errors';
import type { Pagination } from '../../core/schemas';
import { urlRefusal } from './address';
import { MAX_ATTEMPTS, type WebhookEventType } from './catalogue';
import type { WebhookEndpointBody, WebhookEndpointUpdate } from './inputs';
import { WEBHOOK_EVENT_SAMPLES } from './samples';
import type { WebhookDelivery, WebhookDeliveryListQuery, WebhookEndpoint } from './schemas';
import { type WebhookEndpointRow, webhookDeliveries, webhookEndpoints, webhookEvents } from './tables';

/** Whose endpoints: a company's (its events), or the retailer's project-wide ones (`companyId` null). */
export type WebhookScope = { projectId: string; companyId: string | null };

/** How long a rotated-out secret still signs, so receivers can switch without losing a delivery. */
export const PREVIOUS_SECRET_GRACE_MS = 24 * 3_600_000;

export type WebhooksServiceDeps = {
  db: Database;
  /** WEBHOOKS_ALLOW_PRIVATE: http and internal addresses allowed (tests, development). */
  allowPrivate: boolean;
  /** The delivery worker looks for due deliveries now. */
  wake: () => void;
};

export const newSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

/** The body every delivery of an event sends (Standard Webhooks' `type`, `timestamp`, `data`, plus the id). */
export const eventBody = (id: string, type: WebhookEventType, timestamp: string, data: unknown) =>
  JSON.stringify({ id, type, timestamp, data });

/**
 * Webhook endpoints of one scope and their deliveries. Every query is built from the scope (`mine`), so
 * another company's (or the project's) endpoints are a 404, never shown or changed.
 */
export function createWebhooksService({ db, allowPrivate, wake }: WebhooksServiceDeps) {
  const mine = (scope: WebhookScope, extra?: SQL) =>
    and(
      eq(webhookEndpoints.projectId, scope.projectId),
      scope.companyId === null
        ? isNull(webhookEndpoints.companyId)
        : eq(webhookEndpoints.companyId, scope.companyId),
      extra,
    );

  async function find(scope: WebhookScope, id: string): Promise<WebhookEndpointRow> {
    const [row] = await db
      .select()
      .from(webhookEndpoints)
      .where(mine(scope, eq(webhookEndpoints.id, id)));
    if (!row) throw new NotFound('Webhook endpoint');
    return row;
  }

  function checkUrl(url: string) {
    const refusal = urlRefusal(url, allowPrivate);
    if (!refusal) return;
    const message =
      refusal === 'scheme'
        ? 'The URL must be https'
        : 'The URL points at a private, loopback or link-local address';
    throw new AppError(400, 'WEBHOOK_URL_REFUSED', message, [{ path: 'url', rule: refusal, message }]);
  }

  return {
    async list(scope: WebhookScope, query: Pagination) {
      const [items, [total]] = await Promise.all([
        db
          .select()
          .from(webhookEndpoints)
          .where(mine(scope))
          .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ total: count() }).from(webhookEndpoints).where(mine(scope)),
      ]);
      return { items: items.map(view), total: total?.total ?? 0, page: query.page, limit: query.limit };
    },

    /** @throws AppError 400 WEBHOOK_URL_REFUSED. The answer holds the secret: it is never shown again. */
    async create(scope: WebhookScope, body: WebhookEndpointBody) {
      checkUrl(body.url);
      const [row] = await db
        .insert(webhookEndpoints)
        .values({ ...scope, ...body, secret: newSecret() })
        .returning();
      return { ...view(row!), secret: row!.secret };
    },

    /** @throws AppError 400 WEBHOOK_URL_REFUSED; NotFound. */
    async update(scope: WebhookScope, id: string, body: WebhookEndpointUpdate): Promise<WebhookEndpoint> {
      if (body.url !== undefined) checkUrl(body.url);
      await find(scope, id);
      const enabling =
        body.enabled === undefined ? {} : { disabledReason: body.enabled ? null : ('manual' as const) };
      const [row] = await db
        .update(webhookEndpoints)
        .set({ ...body, ...enabling })
        .where(mine(scope, eq(webhookEndpoints.id, id)))
        .returning();
      if (body.enabled) wake();
      return view(row!);
    },

    async remove(scope: WebhookScope, id: string): Promise<void> {
      const deleted = await db
        .delete(webhookEndpoints)
        .where(mine(scope, eq(webhookEndpoints.id, id)))
        .returning({ id: webhookEndpoints.id });
      if (!deleted.length) throw new NotFound('Webhook endpoint');
    },

    /** A new secret, shown once; the previous one keeps signing for a day alongside it. */
    async rotateSecret(scope: WebhookScope, id: string) {
      const before = await find(scope, id);
      const [row] = await db
        .update(webhookEndpoints)
        .set({
          secret: newSecret(),
          previousSecret: before.secret,
          previousSecretExpiresAt: new Date(Date.now() + PREVIOUS_SECRET_GRACE_MS),
        })
        .where(mine(scope, eq(webhookEndpoints.id, id)))
        .returning();
      return { ...view(row!), secret: row!.secret };
    },

    async listDeliveries(scope: WebhookScope, id: string, query: WebhookDeliveryListQuery) {
      await find(scope, id);
      const where = and(
        eq(webhookDeliveries.endpointId, id),
        query.status ? eq(webhookDeliveries.status, query.status) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        deliveryRows(where)
          .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ total: count() }).from(webhookDeliveries).where(where),
      ]);
      return {
        items: rows.map(deliveryView),
        total: total?.total ?? 0,
        page: query.page,
        limit: query.limit,
      };
    },

    /**
     * Sends a delivery again now (the same event id), whatever its status; one more attempt if it had
     * used them all. @throws Conflict 409 WEBHOOK_ENDPOINT_DISABLED; NotFound.
     */
    async redeliver(scope: WebhookScope, id: string, deliveryId: string): Promise<WebhookDelivery> {
      const endpoint = await find(scope, id);
      if (!endpoint.enabled) throw disabled();
      const [updated] = await db
        .update(webhookDeliveries)
        .set({
          status: 'pending',
          nextAttemptAt: sql`now()`,
          attempts: sql`least(${webhookDeliveries.attempts}, ${MAX_REDELIVERY_ATTEMPTS})`,
        })
        .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, id)))
        .returning({ id: webhookDeliveries.id });
      if (!updated) throw new NotFound('Webhook delivery');
      wake();
      return deliveryView((await deliveryRows(eq(webhookDeliveries.id, deliveryId)))[0]!);
    },

    /** A sample event of `type` (default: the endpoint's first) to this endpoint only. */
    async sendTest(scope: WebhookScope, id: string, type?: WebhookEventType): Promise<WebhookDelivery> {
      const endpoint = await find(scope, id);
      if (!endpoint.enabled) throw disabled();
      const eventType = type ?? endpoint.events[0]!;
      const eventId = randomUUID();
      const data = { ...WEBHOOK_EVENT_SAMPLES[eventType], test: true };
      const [delivery] = await db.transaction(async (tx) => {
        await tx.insert(webhookEvents).values({
          id: eventId,
          projectId: scope.projectId,
          companyId: scope.companyId,
          type: eventType,
          body: eventBody(eventId, eventType, new Date().toISOString(), data),
        });
        return tx
          .insert(webhookDeliveries)
          .values({ eventId, endpointId: id })
          .returning({ id: webhookDeliveries.id });
      });
      wake();
      return deliveryView((await deliveryRows(eq(webhookDeliveries.id, delivery!.id)))[0]!);
    },
  };

  function deliveryRows(where: SQL | undefined) {
    return db
      .select({ delivery: webhookDeliveries, eventType: webhookEvents.type })
      .from(webhookDeliveries)
      .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
      .where(where)
      .$dynamic();
  }
}

/** A manual redelivery of a delivery that used its attempts gets one more. */
const MAX_REDELIVERY_ATTEMPTS = MAX_ATTEMPTS - 1;

const disabled = () =>
  new Conflict('The endpoint is disabled: enable it first', undefined, 'WEBHOOK_ENDPOINT_DISABLED');

function view(row: WebhookEndpointRow): WebhookEndpoint {
  const { id, url, description, events, enabled, disabledReason, createdAt, updatedAt } = row;
  return { id, url, description, events, enabled, disabledReason, createdAt, updatedAt };
}

function deliveryView({
  delivery,
  eventType,
}: {
  delivery: typeof webhookDeliveries.$inferSelect;
  eventType: WebhookEventType;
}): WebhookDelivery {
  return {
    id: delivery.id,
    eventId: delivery.eventId,
    eventType,
    status: delivery.status,
    attempts: delivery.attempts,
    nextAttemptAt: delivery.status === 'pending' ? delivery.nextAttemptAt : null,
    lastStatusCode: delivery.lastStatusCode,
    lastError: delivery.lastError,
    deliveredAt: delivery.deliveredAt,
    createdAt: delivery.createdAt,
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
