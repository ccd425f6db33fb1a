import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../core/database/client';
import { createPollLoop } from '../../core/poll-loop';
import { MAX_ATTEMPTS, retryDelayMs } from './catalogue';
import type { Attempt, SignedRequest } from './send';
import { type WebhookEndpointRow, webhookDeliveries, webhookEndpoints, webhookEvents } from './tables';

/*
 * Delivery: each (event, endpoint) pair is one row of webhook_deliveries, written once by the fan-out
 * (unique on the pair, so a redelivered outbox message adds nothing). A worker of any instance claims due
 * rows with `FOR UPDATE SKIP LOCKED` and stamps them with a lease and a claim token in the same short
 * transaction: while the lease runs no other instance takes the row, so one event reaches one endpoint
 * once per attempt. Only the claim's holder settles the row (delivered, retry later, failed). A worker
 * that dies mid-attempt leaves a lease that runs out and the row is tried again: receivers deduplicate
 * by `webhook-id`, as the Standard Webhooks spec asks.
 */

type Logger = { warn(object: object, message?: string): void; error(object: object, message?: string): void };

export type DeliveryOutcome = 'delivered' | 'retry' | 'failed' | 'gone';

export type DeliveryWorkerOptions = {
  db: Database;
  post: (request: SignedRequest) => Promise<Attempt>;
  /** An endpoint answered 410 and was disabled: tell its admins. */
  onGone: (endpoint: WebhookEndpointRow) => Promise<void>;
  pollMs?: number;
  batchSize?: number;
  /** Above the send timeout: a claim outlives its attempt. */
  leaseMs?: number;
  logger?: Logger;
  onOutcome?: (outcome: DeliveryOutcome) => void;
};

export type DeliveryWorker = {
  start(): void;
  stop(): Promise<void>;
  /** Claims and sends one batch now; resolves with the number of deliveries it took (tests, tools). */
  runOnce(): Promise<number>;
  /** Looks for due deliveries now rather than at the next poll (after a fan-out or a redelivery). */
  wake(): void;
};

type Claimed = {
  id: string;
  attempts: number;
  claimToken: string | null;
  eventId: string;
  body: string;
  endpoint: WebhookEndpointRow;
};

export function createDeliveryWorker(options: DeliveryWorkerOptions): DeliveryWorker {
  const { db } = options;
  const pollMs = options.pollMs ?? 1000;
  const batchSize = options.batchSize ?? 20;
  const leaseMs = options.leaseMs ?? 120_000;
  async function claim(): Promise<Claimed[]> {
    const claimToken = randomUUID();
    const claimed = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: webhookDeliveries.id })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .where(
          and(
            eq(webhookDeliveries.status, 'pending'),
            lte(webhookDeliveries.nextAttemptAt, sql`now()`),
            or(isNull(webhookDeliveries.lockedUntil), lte(webhookDeliveries.lockedUntil, sql`now()`)),
            eq(webhookEndpoints.enabled, true),
          ),
        )
        .orderBy(asc(webhookDeliveries.nextAttemptAt))
        .limit(batchSize)
        .for('update', { of: webhookDeliveries, skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(webhookDeliveries)
        .set({
          attempts: sql`${webhookDeliveries.attempts} + 1`,
          lockedUntil: sql`now() + (${leaseMs}::integer * interval '1 millisecond')`,
          claimToken,
        })
        .where(
          inArray(
            webhookDeliveries.id,
            due.map((row) => row.id),
          ),
        )
        .returning({ id: webhookDeliveries.id });
    });
    if (claimed.length === 0) return [];
    return db
      .select({
        id: webhookDeliveries.id,
        attempts: webhookDeliveries.attempts,
        claimToken: webhookDeliveries.claimToken,
        eventId: webhookEvents.id,
        body: webhookEvents.body,
        endpoint: webhookEndpoints,
      })
      .from(webhookDeliveries)
      .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(
        inArray(
          webhookDeliveries.id,
          claimed.map((row) => row.id),
        ),
      );
  }

  async function deliver(delivery: Claimed): Promise<void> {
    const { endpoint } = delivery;
    const now = new Date();
    const secrets = [endpoint.secret];
    if (
      endpoint.previousSecret &&
      endpoint.previousSecretExpiresAt &&
      endpoint.previousSecretExpiresAt > now
    ) {
      secrets.push(endpoint.previousSecret);
    }
    const attempt = await options.post({
      url: endpoint.url,
      eventId: delivery.eventId,
      body: delivery.body,
      secrets,
      at: now,
    });
    const outcome = outcomeOf(attempt, delivery.attempts);
    const delayMs = outcome === 'retry' ? retryDelayMs(delivery.attempts)! : 0;
    const holding = and(
      eq(webhookDeliveries.id, delivery.id),
      eq(webhookDeliveries.claimToken, delivery.claimToken!),
    );
    await db.transaction(async (tx) => {
      await tx
        .update(webhookDeliveries)
        .set({
          status: outcome === 'delivered' ? 'delivered' : outcome === 'retry' ? 'pending' : 'failed',
          deliveredAt: outcome === 'delivered' ? now : undefined,
          nextAttemptAt:
            outcome === 'retry' ? sql`now() + (${delayMs}::integer * interval '1 millisecond')` : undefined,
          lastStatusCode: attempt.statusCode,
          lastError:
            attempt.error?.slice(0, 500) ?? (outcome === 'delivered' ? null : `HTTP ${attempt.statusCode}`),
          lockedUntil: null,
          claimToken: null,
        })
        .where(holding);
      if (outcome === 'gone') {
        await tx
          .update(webhookEndpoints)
          .set({ enabled: false, disabledReason: 'gone' })
          .where(and(eq(webhookEndpoints.id, endpoint.id), eq(webhookEndpoints.enabled, true)));
      }
    });
    options.onOutcome?.(outcome);
    if (outcome === 'gone') await options.onGone(endpoint);
  }

  async function runOnce(): Promise<number> {
    const deliveries = await claim();
    await Promise.all(
      deliveries.map((delivery) =>
        deliver(delivery).catch((error: unknown) =>
          options.logger?.error(
            { err: error, deliveryId: delivery.id },
            'webhooks: delivery failed to settle',
          ),
        ),
      ),
    );
    return deliveries.length;
  }

  const loop = createPollLoop({
    pollMs,
    batchSize,
    runOnce,
    onError: (error) => options.logger?.error({ err: error }, 'webhooks: poll failed'),
  });

  return { start: loop.start, stop: loop.stop, runOnce, wake: loop.wake };
}

/** 2xx delivered; 410 the receiver is gone for good; anything else is retried until the last attempt. */
function outcomeOf(attempt: Attempt, attempts: number): DeliveryOutcome {
  const code = attempt.statusCode;
  if (code !== null && code >= 200 && code < 300) return 'delivered';
  if (code === 410) return 'gone';
  return attempts >= MAX_ATTEMPTS ? 'failed' : 'retry';
}

/** Deliveries still to send (a gauge read at scrape). */
export async function pendingDeliveries(db: Database): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.status, 'pending'));
  return Number(row?.count ?? 0);
}
