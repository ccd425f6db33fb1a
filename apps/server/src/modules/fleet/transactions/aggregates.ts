import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../core/database/client';
import { registerIntervalJob } from '../../../core/interval-job';
import type { Metrics } from '../../../core/metrics/metrics';
import { vehicles } from '../asset-tables';
import { earnPointsInBatch } from '../points/ledger';
import { rowsOf } from '../rows';
import type { FuelProduct } from '../vocabulary';
import { businessDay } from '../windows';
import { writeDecisionEvents } from './decision-events';
import { cardTransactions, fleetPendingAggregates } from './tables';
import { type DailyTotalsAddition, dailyTotalsUpsert } from './totals';

/** A claimed purchase, as the writer reads it (null fields when it was deleted meanwhile). */
type Claimed = {
  transaction_id: string;
  decision_events: boolean;
  company_id: string | null;
  card_id: string | null;
  vehicle_id: string | null;
  group_id: string | null;
  product: FuelProduct;
  decision: string | null;
  volume_ml: number | string;
  amount_tetri: number | string;
  points_earned: number | string;
  odometer_km: number | null;
  day: string;
};

export type AggregateBacklog = { pending: number; oldestAgeSeconds: number };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The aggregate writer: what only reports and balances read follows the decision right after its commit
 * (docs/ARCHITECTURE.md, "Card authorization"). The decision queues its purchase's id
 * (fleet_pending_aggregates) in its own statement; a batch here claims queued ids (FOR UPDATE SKIP
 * LOCKED, so any number of instances share the work), adds the purchases to the daily totals
 * (totals.ts), earns their points and moves their vehicles' odometers, writes the one-step decisions'
 * audit entries and webhook events (approved or declined, decision-events.ts), and deletes the ids,
 * all in one transaction: a purchase is applied exactly once, and a crash before the commit leaves its ids queued
 * for the next run. A void of a purchase still queued takes the id out instead (void.ts).
 */
export function createPurchaseAggregates({ db, batchSize = 500 }: { db: Database; batchSize?: number }) {
  /** Applies one batch; answers how many queued ids it took (0 when none was free). */
  async function applyBatch(): Promise<number> {
    return db.transaction(async (tx) => {
      const claimed = await rowsOf<Claimed>(
        tx,
        sql`with claimed as (
          delete from ${fleetPendingAggregates} where transaction_id in (
            select transaction_id from ${fleetPendingAggregates} limit ${batchSize} for update skip locked)
          returning transaction_id, decision_events)
        select claimed.transaction_id, claimed.decision_events, t.company_id, t.card_id, t.vehicle_id, t.group_id, t.product,
          t.decision, t.volume_ml, t.amount_tetri, t.points_earned, t.odometer_km,
          ${businessDay(sql`t.at`)}::text as day
        from claimed left join ${cardTransactions} t on t.id = claimed.transaction_id
        order by t.feed_seq`,
      );
      const purchases = claimed.filter(
        (row) => row.decision === 'approved' && row.company_id !== null && row.card_id !== null,
      );
      if (purchases.length) {
        await tx.execute(dailyTotalsUpsert(tx, totalsOf(purchases)));
        await earnPointsInBatch(
          tx,
          purchases
            .filter((row) => Number(row.points_earned) > 0)
            .map((row) => ({
              companyId: row.company_id!,
              transactionId: row.transaction_id,
              points: Number(row.points_earned),
            })),
        );
        await moveOdometers(tx, purchases);
      }
      const evented = claimed.filter((row) => row.decision_events && row.decision !== null);
      if (evented.length) {
        await writeDecisionEvents(
          tx,
          sql.join(
            evented.map((row) => sql`${row.transaction_id}::uuid`),
            sql`, `,
          ),
        );
      }
      return claimed.length;
    });
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

/** The batch's purchases summed per daily-totals key (one upsert row per key). */
function totalsOf(purchases: Claimed[]): DailyTotalsAddition[] {
  const byKey = new Map<string, DailyTotalsAddition & { volumeMl: number; amountTetri: number }>();
  for (const row of purchases) {
    const key = [row.company_id, row.day, row.card_id, row.vehicle_id, row.group_id, row.product].join('|');
    const sum = byKey.get(key) ?? {
      companyId: row.company_id!,
      day: sql<string>`${row.day}::date`,
      cardId: row.card_id!,
      vehicleId: row.vehicle_id,
      groupId: row.group_id,
      product: row.product,
      volumeMl: 0,
      amountTetri: 0,
      purchases: 0,
    };
    sum.volumeMl += Number(row.volume_ml);
    sum.amountTetri += Number(row.amount_tetri);
    sum.purchases += 1;
    byKey.set(key, sum);
  }
  return [...byKey.values()];
}

/**
 * Sets each vehicle of the batch to the odometer of its newest approved purchase that gave one: the
 * same answer whatever order batches of several instances commit in.
 */
async function moveOdometers(tx: Database, purchases: Claimed[]) {
  const ids = [...new Set(purchases.filter((row) => row.odometer_km !== null).map((row) => row.vehicle_id))];
  if (!ids.length) return;
  const t = cardTransactions;
  await tx.execute(sql`
    update ${vehicles} v set odometer_km = latest.odometer_km
    from (select distinct on (${t.vehicleId}) ${t.vehicleId} as vehicle_id, ${t.odometerKm} as odometer_km
      from ${t}
      where ${t.vehicleId} in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}) and ${t.odometerKm} is not null and ${t.decision} = 'approved'
      order by ${t.vehicleId}, ${t.at} desc, ${t.feedSeq} desc) latest
    where v.id = latest.vehicle_id`);
}

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
