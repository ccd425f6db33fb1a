import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../core/database/client';
import { executeRows, prepareStatement, statementName } from '../../../core/database/statements';
import { registerIntervalJob } from '../../../core/interval-job';
import type { Metrics } from '../../../core/metrics/metrics';
import { rowsOf } from '../rows';
import { batchStatement } from './aggregate-batch';
import { fleetPendingAggregates } from './tables';

export type AggregateBacklog = { pending: number; oldestAgeSeconds: number };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The aggregate writer: what only reports and balances read follows the decision right after its commit
 * (docs/ARCHITECTURE.md, "Card authorization"). The decision queues its purchase's id
 * (fleet_pending_aggregates) in its own statement; a batch here, one prepared statement
 * (aggregate-batch.ts), claims queued ids (FOR UPDATE SKIP LOCKED, so any number of instances share the
 * work), adds the purchases to the daily totals, earns their points, moves their vehicles' odometers,
 * writes the one-step decisions' audit entries and webhook events, and deletes the ids: a purchase is
 * applied exactly once, and a crash before the statement ends leaves its ids queued for the next run.
 * A void of a purchase still queued takes the id out instead (void.ts).
 */
export function createPurchaseAggregates({ db, batchSize = 500 }: { db: Database; batchSize?: number }) {
  const batch = prepareStatement(
    db,
    batchStatement(batchSize),
    statementName('fleet_aggregates_batch', String(batchSize)),
  );
  /** Applies one batch; answers how many queued ids it took (0 when none was free). */
  async function applyBatch(): Promise<number> {
    const [row] = await executeRows<{ taken: number }>(batch, {});
    return Number(row?.taken ?? 0);
  }

  async function backlog(): Promise<AggregateBacklog> {
    const [row] = await rowsOf<{ pending: number; oldest: number }>(
      db,
      sql`select count(*)::int as pending,
        coalesce(extract(epoch from now() - min(${fleetPendingAggregates.queuedAt})), 0)::float8 as oldest
        from ${fleetPendingAggregates}`,
    );
    return { pending: Number(row?.pending ?? 0), oldestAgeSeconds: Math.max(0, Number(row?.oldest ?? 0)) };
  }

  /** One statement outside a transaction: an idle writer's tick costs this, not a begin, claim and commit. */
  async function anyQueued(): Promise<boolean> {
    const [row] = await rowsOf<{ queued: boolean }>(
      db,
      sql`select exists (select 1 from ${fleetPendingAggregates}) as queued`,
    );
    return row?.queued === true;
  }

  /** Applies batches until none is full; answers how many purchases were taken. */
  async function drain(): Promise<number> {
    if (!(await anyQueued())) return 0;
    let total = 0;
    for (;;) {
      const taken = await applyBatch();
      total += taken;
      if (taken < batchSize) return total;
    }
  }

  return {
    applyBatch,
    drain,
    backlog,
    /**
     * Returns once every purchase queued before the call is applied (by this instance or another one
     * holding a batch): what a read that must be exact waits for (the tests, a statement's close).
     */
    async catchUp(): Promise<void> {
      for (;;) {
        await drain();
        if ((await backlog()).pending === 0) return;
        // Another instance holds the rest in its transaction: it commits within a batch's time.
        await pause(20);
      }
    },
  };
}

export type PurchaseAggregates = ReturnType<typeof createPurchaseAggregates>;

/**
 * Runs the writer every `intervalMs` on this instance (0: not here, another instance runs it) and
 * shows how far behind it is: `fleet_aggregates_pending` and `fleet_aggregates_oldest_age_seconds`.
 */
export function registerPurchaseAggregates(
  app: FastifyInstance,
  aggregates: PurchaseAggregates,
  options: { intervalMs: number; metrics: Pick<Metrics, 'jobRuns' | 'gaugeAtScrape'> },
) {
  let backlog: { at: number; value: Promise<AggregateBacklog> } | undefined;
  const current = () => {
    if (!backlog || Date.now() - backlog.at > 1000) backlog = { at: Date.now(), value: aggregates.backlog() };
    return backlog.value;
  };
  options.metrics.gaugeAtScrape(
    'fleet_aggregates_pending',
    'Card decisions not yet in the daily totals, points, odometers, audit and webhooks',
    [],
    async (set) => set((await current()).pending),
  );
  options.metrics.gaugeAtScrape(
    'fleet_aggregates_oldest_age_seconds',
    'Age of the oldest purchase waiting for the aggregate writer (0 when none)',
    [],
    async (set) => set((await current()).oldestAgeSeconds),
  );
  if (options.intervalMs <= 0) return;
  // One drain at a time on an instance: a tick during a long catch-up would only add a competing batch.
  let draining: Promise<number> | undefined;
  registerIntervalJob(app, {
    name: 'fleet_aggregates',
    intervalMs: options.intervalMs,
    run: () => {
      draining ??= aggregates.drain().finally(() => {
        draining = undefined;
      });
      return draining;
    },
    metrics: options.metrics,
  });
}
