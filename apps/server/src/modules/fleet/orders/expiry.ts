import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../core/database/client';
import { Conflict } from '../../../core/errors';
import type { Metrics } from '../../../core/metrics/metrics';
import type { Mover, OrderMoves } from './moves';
import { fleetOrders } from './tables';

const JOB: Mover = { kind: 'system', id: 'expiry', userId: null };
const BATCH = 200;

/**
 * The deadlines' job: an unpaid order at a quoted price whose 3 working days ran out becomes `expired`;
 * ready coupons not collected within 3 days become `overdue`. Safe with any number of server instances
 * running it at once: each order moves with a conditional update (`where status = <from> and
 * deadline_at < now …`), so exactly one instance moves it and writes its history row and notices; the
 * others' updates match no row and change nothing.
 */
export function createOrderExpiry({ db, moves }: { db: Database; moves: OrderMoves }) {
  return {
    async expireDue(now = new Date()): Promise<{ expired: number; overdue: number }> {
      const moved = { expired: 0, overdue: 0 };
      const unpaid = and(
        inArray(fleetOrders.status, ['PENDING', 'CONFIRMED']),
        isNull(fleetOrders.paidAt),
        isNull(fleetOrders.companyConfirmedAt),
      );
      const uncollected = and(eq(fleetOrders.status, 'READY'), eq(fleetOrders.kind, 'coupons'));
      // Keyset pages over (deadline, id): an order that stays (another instance is moving it) is passed.
      let last: { deadlineAt: Date; id: string } | undefined;
      for (;;) {
        const due = await db
          .select()
          .from(fleetOrders)
          .where(
            and(
              lt(fleetOrders.deadlineAt, now),
              or(unpaid, uncollected),
              last
                ? sql`(${fleetOrders.deadlineAt}, ${fleetOrders.id}) > (${last.deadlineAt.toISOString()}::timestamptz, ${last.id}::uuid)`
                : undefined,
            ),
          )
          .orderBy(asc(fleetOrders.deadlineAt), asc(fleetOrders.id))
          .limit(BATCH);
        for (const order of due) {
          const to = order.status === 'READY' ? 'overdue' : 'expired';
          try {
            await moves.move(order, to, JOB, {
              set: { deadlineAt: null },
              where: and(lt(fleetOrders.deadlineAt, now), to === 'expired' ? unpaid : uncollected),
            });
            moved[to] += 1;
          } catch (error) {
            // Another instance moved it first, or it was paid or moved meanwhile.
            if (!(error instanceof Conflict)) throw error;
          }
        }
        if (due.length < BATCH) return moved;
        const end = due.at(-1)!;
        last = { deadlineAt: end.deadlineAt!, id: end.id };
      }
    },
  };
}

export type OrderExpiry = ReturnType<typeof createOrderExpiry>;

/** Runs the job every `intervalMs` while the app runs (every instance may: see above). */
export function registerOrderExpiry(
  app: FastifyInstance,
  expiry: OrderExpiry,
  {
    enabled,
    intervalMs = 60_000,
    metrics,
  }: { enabled: boolean; intervalMs?: number; metrics?: Pick<Metrics, 'jobRuns' | 'ordersMoved'> },
) {
  if (!enabled) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const log = app.log.child({ component: 'fleet-order-expiry' });
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      running = expiry.expireDue().then(
        (moved) => {
          metrics?.jobRuns.inc({ job: 'order_expiry', outcome: 'ok' });
          metrics?.ordersMoved.inc({ to: 'expired' }, moved.expired);
          metrics?.ordersMoved.inc({ to: 'overdue' }, moved.overdue);
        },
        (error: unknown) => {
          metrics?.jobRuns.inc({ job: 'order_expiry', outcome: 'failed' });
          log.error({ err: error }, 'order expiry failed');
        },
      );
    }, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
