import { sql } from 'drizzle-orm';
import type { Database } from '../../../core/database/client';
import { businessDay, instant } from '../windows';
import { fleetDailyTotals } from './tables';
import type { TransactionRow } from './view';

/**
 * Adds an approved purchase to its Tbilisi day's totals (sign 1), or takes a voided one back out
 * (sign -1), in the caller's transaction: one upsert on the day/card/vehicle/group/product key.
 */
export async function addToDailyTotals(tx: Database, row: TransactionRow, sign: 1 | -1): Promise<void> {
  const upsert = dailyTotalsUpsert(tx, row, sign);
  if (upsert) await upsert;
}

/** addToDailyTotals' statement, not yet run (the approval runs it inside its one statement). */
export function dailyTotalsUpsert(
  tx: Database,
  row: Pick<
    TransactionRow,
    'companyId' | 'cardId' | 'vehicleId' | 'groupId' | 'product' | 'volumeMl' | 'amountTetri' | 'at'
  >,
  sign: 1 | -1,
) {
  if (!row.companyId || !row.cardId) return undefined;
  const volume = sign * row.volumeMl;
  const amount = sign * row.amountTetri;
  return tx
    .insert(fleetDailyTotals)
    .values({
      companyId: row.companyId,
      day: businessDay(instant(row.at)),
      cardId: row.cardId,
      vehicleId: row.vehicleId,
      groupId: row.groupId,
      product: row.product,
      volumeMl: volume,
      amountTetri: amount,
      purchases: sign,
    })
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
        volumeMl: sql`${fleetDailyTotals.volumeMl} + ${volume}`,
        amountTetri: sql`${fleetDailyTotals.amountTetri} + ${amount}`,
        purchases: sql`${fleetDailyTotals.purchases} + ${sign}`,
      },
    });
}
