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

const totals = fleetDailyTotals;
/** A daily totals row's key: one row per Tbilisi day, card, vehicle, group and product. */
const KEY = [totals.companyId, totals.day, totals.cardId, totals.vehicleId, totals.groupId, totals.product];
const SUMMED = [totals.volumeMl, totals.amountTetri, totals.purchases];
/** On a key's conflict the row's sums grow by the inserted row's (`excluded`). */
const addedTo = (column: (typeof SUMMED)[number]) => sql`${column} + excluded.${sql.identifier(column.name)}`;

/** addToDailyTotals' statement, not yet run. */
export function dailyTotalsUpsert(tx: Database, addition: DailyTotalsAddition) {
  return tx
    .insert(totals)
    .values(addition)
    .onConflictDoUpdate({
      target: KEY,
      set: {
        volumeMl: addedTo(totals.volumeMl),
        amountTetri: addedTo(totals.amountTetri),
        purchases: addedTo(totals.purchases),
      },
    });
}

/**
 * The aggregate writer's daily totals (aggregate-batch.ts) as the CTE `totals_added`: the approved
 * purchases of `purchases` (card_transactions rows) summed per Tbilisi day and key, each sum added to
 * its row as dailyTotalsUpsert adds one.
 */
export function dailyTotalsAddedCte(purchases: SQL): SQL {
  const names = (columns: readonly { name: string }[]) =>
    sql.join(
      columns.map((column) => sql.identifier(column.name)),
      sql`, `,
    );
  return sql`totals_added as (
    insert into ${totals} (${names(KEY)}, ${names(SUMMED)})
    select company_id, ${businessDay(sql`at`)}, card_id, vehicle_id, group_id, product,
      sum(volume_ml), sum(amount_tetri), count(*)
    from ${purchases}
    group by company_id, ${businessDay(sql`at`)}, card_id, vehicle_id, group_id, product
    on conflict (${names(KEY)}) do update set
      ${sql.join(
        SUMMED.map((column) => sql`${sql.identifier(column.name)} = ${addedTo(column)}`),
        sql`, `,
      )}
    returning 1)`;
}
