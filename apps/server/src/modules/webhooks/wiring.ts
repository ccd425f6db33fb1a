import type { FastifyInstance } from 'fastify';
import type { Database } from '../../core/database/client';
import { registerIntervalJob } from '../../core/interval-job';
import type { Metrics } from '../../core/metrics/metrics';
import { WEBHOOK_EVENT_TOPIC } from './emit';
import { createFanout } from './fanout';
import { pruneWebhookEvents } from './retention';
import { postSigned } from './send';
import { createWebhooksService } from './service';
import type { WebhookEndpointRow } from './tables';
import { createDeliveryWorker, pendingDeliveries } from './worker';

export type WebhooksDeps = {
  db: Database;
  allowPrivate: boolean;
  timeoutMs: number;
  /** Tells an endpoint's admins that it answered 410 and was disabled. */
  onGone: (endpoint: WebhookEndpointRow) => Promise<void>;
  metrics?: Metrics;
  /** How often an idle delivery worker looks for due deliveries (it also wakes on new ones). */
  pollMs?: number;
};

/** The webhooks module: the endpoints' service, the outbox handler that fans events out, the delivery worker. */
export function createWebhooks({ db, allowPrivate, timeoutMs, onGone, metrics, pollMs }: WebhooksDeps) {
  const worker = createDeliveryWorker({
    db,
    post: (request) => postSigned(request, { timeoutMs, allowPrivate }),
    onGone,
    pollMs,
    leaseMs: Math.max(60_000, timeoutMs * 3),
    onOutcome: (outcome) => metrics?.webhookDeliveries.inc({ outcome }),
  });
  const wake = () => worker.wake();
  return {
    service: createWebhooksService({ db, allowPrivate, wake }),
    worker,
    outboxHandlers: { [WEBHOOK_EVENT_TOPIC]: createFanout(db, wake) },
  };
}

export type Webhooks = ReturnType<typeof createWebhooks>;

/**
 * Runs the delivery worker with the app (where the outbox worker runs), exposes its backlog, and
 * removes settled events past their retention once an hour.
 */
export function registerDeliveryWorker(
  app: FastifyInstance,
  webhooks: Webhooks,
  {
    enabled,
    db,
    metrics,
    retentionDays,
  }: { enabled: boolean; db: Database; metrics: Metrics; retentionDays: number },
) {
  metrics.gaugeAtScrape('webhook_deliveries_pending', 'Webhook deliveries still to send', [], async (set) =>
    set(await pendingDeliveries(db)),
  );
  if (!enabled) return;
  app.addHook('onReady', async () => webhooks.worker.start());
  app.addHook('onClose', () => webhooks.worker.stop());
  registerIntervalJob(app, {
    name: 'webhook_retention',
    intervalMs: 60 * 60_000,
    run: () => pruneWebhookEvents(db, retentionDays),
    metrics,
  });
}
