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

/** One key's addition to the daily totals (a purchase, or a void's -1). */
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
 * addToDailyTotals' statement, not yet run: the conflict adds the inserted row's own values (as
 * dailyTotalsAddedCte's does for the aggregate writer's batch).
 */
export function dailyTotalsUpsert(tx: Database, addition: DailyTotalsAddition) {
  return tx
    .insert(fleetDailyTotals)
    .values(addition)
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

/**
 * The aggregate writer's daily totals (aggregate-batch.ts) as the CTE `totals_added`: the approved
 * purchases of `purchases` (card_transactions rows) summed per Tbilisi day and key, each sum added to
 * its row as dailyTotalsUpsert adds one.
 */
export function dailyTotalsAddedCte(purchases: SQL): SQL {
  const totals = fleetDailyTotals;
  return sql`totals_added as (
    insert into ${totals} (company_id, day, card_id, vehicle_id, group_id, product, volume_ml, amount_tetri, purchases)
    select company_id, ${businessDay(sql`at`)}, card_id, vehicle_id, group_id, product,
      sum(volume_ml), sum(amount_tetri), count(*)
    from ${purchases}
    group by company_id, ${businessDay(sql`at`)}, card_id, vehicle_id, group_id, product
    on conflict (company_id, day, card_id, vehicle_id, group_id, product) do update set
      volume_ml = ${totals}.volume_ml + excluded.volume_ml,
      amount_tetri = ${totals}.amount_tetri + excluded.amount_tetri,
      purchases = ${totals}.purchases + excluded.purchases
    returning 1)`;
}
