import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../core/database/client';
import { fleetOrderDocuments, fleetOrderHistory, fleetOrders } from './tables';
import { businessDateOf, startOfBusinessDay } from './working-days';

// The demo's orders are made through the services in a few seconds; this moves each one back to the days
// its status implies (placed weeks ago, paid a day later, issued within the week), at office hours, so
// the history reads as three months of business. Deterministic: the days come from a seeded generator
// and a reference instant, so two databases seeded from the same instant hold the same story.

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** An instant `days` before `now`'s Tbilisi day, at a Tbilisi office hour (09:00–18:00). */
function officeTime(now: number, days: number, next: () => number): number {
  const day = businessDateOf(new Date(now - days * DAY));
  return startOfBusinessDay(day).getTime() + (9 + next() * 9) * HOUR;
}

/** When an order was placed and when each of its later steps was made, oldest first. */
export type DemoTimeline = { placedDaysAgo: number; stepDays: number };

/**
 * Rewrites an order's instants: its history steps from `placedDaysAgo` onwards, `stepDays` apart (each at
 * an office hour, never later than `now`), its payment at the step that followed it, its documents just
 * before, its deadline and due date moved with the step (or the placing) they were set from, and a
 * wholesale delivery a few days after the placing.
 */
export async function backdateOrder(
  db: Database,
  orderId: string,
  timeline: DemoTimeline,
  { now, next }: { now: number; next: () => number },
) {
  const [order] = await db.select().from(fleetOrders).where(eq(fleetOrders.id, orderId));
  const history = await db
    .select()
    .from(fleetOrderHistory)
    .where(eq(fleetOrderHistory.orderId, orderId))
    .orderBy(asc(fleetOrderHistory.seq));
  if (!order || history.length === 0) return;
  // Steps go forward in time and end at least a few minutes before now.
  const times: number[] = [];
  history.forEach((_, index) => {
    const days = Math.max(0, timeline.placedDaysAgo - index * timeline.stepDays);
    const latest = now - (history.length - index) * 17 * 60_000;
    const earliest = (times[index - 1] ?? 0) + 20 * 60_000;
    times.push(Math.max(earliest, Math.min(officeTime(now, days, next), latest)));
  });
  const demoOf = (real: Date | null): Date | null => {
    if (!real) return null;
    // The first step made at or after the real instant: the payment is recorded with it.
    const index = history.findIndex((step) => step.at.getTime() >= real.getTime());
    return new Date((index < 0 ? times.at(-1)! : times[index]!) - (index <= 0 ? 0 : 7 * 60_000));
  };
  const last = history.at(-1)!;
  const shift = last.at.getTime() - times.at(-1)!;
  const placedShift = history[0]!.at.getTime() - times[0]!;
  const placedDay = businessDateOf(new Date(times[0]!));
  await db.transaction(async (tx) => {
    for (const [index, step] of history.entries()) {
      await tx
        .update(fleetOrderHistory)
        .set({ at: new Date(times[index]!) })
        .where(eq(fleetOrderHistory.id, step.id));
    }
    const companyConfirmedAt = demoOf(order.companyConfirmedAt);
    await tx
      .update(fleetOrders)
      .set({
        createdAt: new Date(times[0]!),
        updatedAt: new Date(times.at(-1)!),
        companyConfirmedAt,
        retailerConfirmedAt: demoOf(order.retailerConfirmedAt),
        paidAt: demoOf(order.paidAt),
        deadlineAt: order.deadlineAt ? new Date(order.deadlineAt.getTime() - shift) : null,
        dueDate: order.dueDate
          ? businessDateOf(new Date(startOfBusinessDay(order.dueDate).getTime() - placedShift + 12 * HOUR))
          : null,
        delivery: order.delivery
          ? {
              ...order.delivery,
              deliveryDate: businessDateOf(new Date(times[0]! + (2 + Math.floor(next() * 4)) * DAY)),
            }
          : null,
      })
      .where(eq(fleetOrders.id, orderId));
    if (companyConfirmedAt) {
      await tx
        .update(fleetOrderDocuments)
        .set({
          createdAt: sql`${new Date(companyConfirmedAt.getTime() - 25 * 60_000).toISOString()}::timestamptz`,
        })
        .where(eq(fleetOrderDocuments.orderId, orderId));
    }
  });
  return placedDay;
}
