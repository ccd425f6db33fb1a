import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The instance's Prometheus instruments, on a registry of its own (tests build several apps in one
 * process, so nothing goes to prom-client's global registry). Services receive the instruments they
 * record into as a dependency; the gauges read at scrape time are added by `registerMetrics`.
 * docs/ARCHITECTURE.md lists every metric.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    httpRequests: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP requests by method, route pattern and status code, with their latency (its _count counts them)',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    authorizations: new Counter({
      name: 'fleet_authorizations_total',
      help: 'Card authorizations decided at station terminals (one-step and pay-at-pump pre-authorizations), by decision and decline reason (none when approved); replays of a decided terminal transaction are not counted',
      labelNames: ['decision', 'reason'] as const,
      registers,
    }),
    holdsClosed: new Counter({
      name: 'fleet_preauthorization_holds_closed_total',
      help: 'Pre-authorization holds closed, by outcome (completed, reversed, expired by the job)',
      labelNames: ['outcome'] as const,
      registers,
    }),
    jobRuns: new Counter({
      name: 'scheduled_job_runs_total',
      help: 'Runs of scheduled jobs (order_expiry, preauthorization_expiry; outbox: a batch that claimed messages), by outcome',
      labelNames: ['job', 'outcome'] as const,
      registers,
    }),
    ordersMoved: new Counter({
      name: 'fleet_orders_expired_total',
      help: 'Fuel orders the expiry job moved, by the status they moved to (expired, overdue)',
      labelNames: ['to'] as const,
      registers,
    }),
    outboxMessages: new Counter({
      name: 'outbox_messages_processed_total',
      help: 'Outbox messages run by this instance’s worker, by topic and outcome (delivered, retry, dead)',
      labelNames: ['topic', 'outcome'] as const,
      registers,
    }),
    webhookDeliveries: new Counter({
      name: 'webhook_delivery_attempts_total',
      help: 'Webhook delivery attempts by this instance’s worker, by outcome (delivered, retry, failed, gone: 410 disabled the endpoint)',
      labelNames: ['outcome'] as const,
      registers,
    }),
    /** A gauge whose value is read when Prometheus scrapes. */
    gaugeAtScrape<L extends string>(
      name: string,
      help: string,
      labelNames: readonly L[],
      read: (set: (value: number, labels?: Partial<Record<L, string>>) => void) => Promise<void> | void,
    ) {
      return new Gauge<L>({
        name,
        help,
        labelNames,
        registers,
        async collect() {
          this.reset();
          // A source that cannot answer (the database during shutdown) leaves the gauge without samples
          // rather than failing the whole scrape.
          await Promise.resolve(
            read((value, labels) => (labels ? this.set(labels, value) : this.set(value))),
          ).catch(() => this.reset());
        },
      });
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
