import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../core/database/client';
import type { FuelProduct } from '../vocabulary';
import { businessDay, instant } from '../windows';
import type { Bound } from './card-context';
import { fleetDailyTotals } from './tables';
import type { TransactionRow } from './view';

/**
 * Adds an approved purchase to its Tbilisi day's totals (sign 1), or takes a voided one back out
 * (sign -1), in the caller's transaction: one upsert on the day/card/vehicle/group/product key.
 */
export async function addToDailyTotals(tx: Database, row: TransactionRow, sign: 1 | -1): Promise<void> {
  if (!row.companyId || !row.cardId) return;
  await dailyTotalsUpsert(tx, {
    companyId: row.companyId,
    day: businessDay(instant(row.at)),
    cardId: row.cardId,
    vehicleId: row.vehicleId,
    groupId: row.groupId,
    product: row.product,
    volumeMl: sign * row.volumeMl,
    amountTetri: sign * row.amountTetri,
    purchases: sign,
  });
}

/** One key's addition to the daily totals (a purchase, a void's -1, or a batch's sum on that key). */
export type DailyTotalsAddition = {
  companyId: Bound<string>;
  day: SQL<string>;
  cardId: Bound<string>;
  vehicleId: Bound<string | null>;
  groupId: Bound<string | null>;
  product: Bound<FuelProduct>;
  volumeMl: Bound<number>;
  amountTetri: Bound<number>;
  purchases: number;
};

/**
 * addToDailyTotals' statement, not yet run, for one addition or several on distinct keys (the
 * aggregate writer's batch, aggregates.ts): the conflict adds the inserted row's own values.
 */
export function dailyTotalsUpsert(tx: Database, values: DailyTotalsAddition | DailyTotalsAddition[]) {
  return tx
    .insert(fleetDailyTotals)
    .values(Array.isArray(values) ? values : [values])
    .onConflictDoUpdate({
      target: [
        fleetDailyTotals.companyId,
        fleetDailyTotals.day,
        fleetDailyTotals.cardId,
        fleetDailyTotals.vehicleId,
        fleetDailyTotals.groupId,
        fleetDailyTotals.product,
      ],
      set: {
        volumeMl: sql`${fleetDailyTotals.volumeMl} + excluded.volume_ml`,
        amountTetri: sql`${fleetDailyTotals.amountTetri} + excluded.amount_tetri`,
        purchases: sql`${fleetDailyTotals.purchases} + excluded.purchases`,
      },
    });
}
