import { and, count, inArray, isNull, lt, type SQL, sql, sum } from 'drizzle-orm';
import type { Database } from '../../../core/database/client';
import { DEFAULT_CURRENCY } from '../../commerce/shared';
import type { FleetOrderSummary } from './schemas';
import { fleetOrders } from './tables';

/**
 * What the company still owes: orders sent at a quoted price (PENDING, CONFIRMED) with no payment made
 * and none declared (no documents confirmed): the orders the expiry job would expire. Overdue: those
 * whose payment deadline has passed (the job expires them on its next run).
 */
export const unpaidOrders = and(
  inArray(fleetOrders.status, ['PENDING', 'CONFIRMED']),
  isNull(fleetOrders.paidAt),
  isNull(fleetOrders.companyConfirmedAt),
)!;

/** The unpaid and overdue counts and totals of the orders `where` chooses, in one query. */
export async function orderSummary(db: Database, where: SQL, now: Date): Promise<FleetOrderSummary> {
  const overdue = lt(fleetOrders.deadlineAt, now);
  const [row] = await db
    .select({
      unpaidCount: count(),
      unpaidTotal: sum(fleetOrders.totalAmount).mapWith(Number),
      overdueCount: sql<number>`count(*) filter (where ${overdue})`.mapWith(Number),
      overdueTotal: sql<number>`sum(${fleetOrders.totalAmount}) filter (where ${overdue})`.mapWith(Number),
    })
    .from(fleetOrders)
    .where(and(where, unpaidOrders));
  const money = (amount: number | null | undefined) => ({ amount: amount ?? 0, currency: DEFAULT_CURRENCY });
  return {
    unpaid: { count: row?.unpaidCount ?? 0, total: money(row?.unpaidTotal) },
    overdue: { count: row?.overdueCount ?? 0, total: money(row?.overdueTotal) },
  };
}
