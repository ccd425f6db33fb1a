import { eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../core/database/client';
import { vehicles } from '../asset-tables';
import { auditInsert } from '../audit';
import { pointsMoveCtes } from '../points/ledger';
import { rowsOf } from '../rows';
import { windowStart } from '../windows';
import { amountIn, bookingStatement, type Quantity, windowedLimits } from './booking';
import type { CardContext } from './card-context';
import { decisionAudit } from './decision-audit';
import { cardTransactions } from './tables';
import { dailyTotalsUpsert } from './totals';
import type { TransactionRow } from './view';

/** The insert met the first decision of the same terminal transaction id: answer that one instead. */
export class Replay extends Error {}

/** A limit window refused: the authorization decides again step by step, as a decline. */
class Refused extends Error {}

/** A terminal transaction id is recorded once per terminal of the project. */
export const TERMINAL_KEY = [
  cardTransactions.projectId,
  cardTransactions.terminalId,
  cardTransactions.terminalTransactionId,
];

/** The approved row's values, as the authorization computed them (the bookings come from the statement). */
export type Approval = Omit<
  TransactionRow,
  'decision' | 'reason' | 'refusal' | 'bookings' | 'alertedAt' | 'voidedAt'
>;

const isoTime = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * An approval in one statement (the terminals' hot path): every limit window booked, the decision
 * recorded, the daily totals, the points, the odometer and the audit entry, in one round trip of one
 * transaction, so that the card's usage rows stay locked for that statement and its commit only.
 *
 * The bookings are the same checking upserts as booking.ts (never past a limit, re-checked on the newest
 * row after a concurrent booking), locked in the limits' order. When a window refuses, or the terminal
 * transaction id is recorded already, the whole transaction rolls back: undefined for a refusal (the
 * caller decides step by step and records the decline), Replay for a retry.
 */
export function createApproveAtOnce(db: Database) {
  return async function approveAtOnce(
    card: CardContext,
    approval: Approval,
    quantity: Quantity,
    when: SQL,
  ): Promise<TransactionRow | undefined> {
    const windows = windowedLimits(card.limits).map((limit, index) => ({
      limit,
      amount: amountIn(limit, quantity),
      column: `booked_${index}`,
      name: sql.raw(`booked_${index}`),
    }));
    const row: TransactionRow = {
      ...approval,
      decision: 'approved',
      reason: null,
      refusal: null,
      bookings: [],
      alertedAt: null,
      voidedAt: null,
    };
    const bookings = sql`jsonb_build_array(${sql.join(
      windows.map(
        (window) =>
          sql`jsonb_build_object('period', ${window.limit.period}::text,
            'windowStart', ${isoTime(sql`(select window_start from ${window.name})`)},
            'amount', ${window.amount}::bigint)`,
      ),
      sql`, `,
    )})`;
    try {
      return await db.transaction(async (tx) => {
        const totals = dailyTotalsUpsert(tx, row, 1)!;
        const parts: SQL[] = [
          ...windows.map(
            (window) =>
              sql`${window.name} as (${bookingStatement(card.cardId, window.limit, window.amount, windowStart(window.limit.period, when))})`,
          ),
          sql`recorded as (${tx
            .insert(cardTransactions)
            .values({ ...row, bookings })
            .onConflictDoNothing({ target: TERMINAL_KEY })
            .returning({ id: cardTransactions.id })
            .getSQL()})`,
          sql`totals as (${totals.getSQL()})`,
          ...(row.pointsEarned > 0
            ? [
                pointsMoveCtes(
                  {
                    companyId: card.companyId,
                    kind: 'earned',
                    amount: row.pointsEarned,
                    transactionId: row.id,
                  },
                  'points',
                ),
              ]
            : []),
          ...(row.odometerKm !== null && card.vehicleId
            ? [
                sql`odometer as (${tx
                  .update(vehicles)
                  .set({ odometerKm: row.odometerKm })
                  .where(eq(vehicles.id, card.vehicleId))
                  .getSQL()})`,
              ]
            : []),
          sql`audit as (${auditInsert(tx, { companyId: card.companyId, userId: null }, [decisionAudit(row)]).getSQL()})`,
        ];
        // Reading the windows first, in the limits' order, books them in that order (no deadlock).
        const [result] = await rowsOf<Record<string, Date | string | number | null>>(
          tx,
          sql`with ${sql.join(parts, sql`, `)} select ${sql.join(
            [
              ...windows.map((window) => sql`(select window_start from ${window.name}) as ${window.name}`),
              sql`(select count(*)::int from recorded) as recorded`,
            ],
            sql`, `,
          )}`,
        );
        const starts = windows.map((window) => result![window.column]);
        if (starts.some((start) => start === null || start === undefined)) throw new Refused();
        if (!Number(result!.recorded)) throw new Replay();
        return {
          ...row,
          bookings: windows.map((window, index) => ({
            period: window.limit.period,
            windowStart: new Date(starts[index] as Date | string).toISOString(),
            amount: window.amount,
          })),
        };
      });
    } catch (error) {
      if (error instanceof Refused) return undefined;
      throw error;
    }
  };
}
