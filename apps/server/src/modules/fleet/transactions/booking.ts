import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../core/database/client';
import { cardUsage } from '../asset-tables';
import { rowsOf } from '../rows';
import { windowStart } from '../windows';
import type { Bound, CardLimit } from './card-context';
import type { Booking, LimitRefusal } from './vocabulary';

export type Quantity = { volumeMl: number; amountTetri: number };

/** The amount of a purchase in a limit's unit. */
export const amountIn = (limit: CardLimit, quantity: Quantity) =>
  limit.unit === 'ml' ? quantity.volumeMl : quantity.amountTetri;

/**
 * Books the purchase in every window of the card's limits, each with one statement that checks and books
 * at once (fleet-domain.md): the window's row is inserted with the amount, or its `used` raised, only
 * where the result stays within the limit. PostgreSQL re-checks that condition on the newest row after
 * waiting for a concurrent booking, so parallel authorizations can never book past the limit.
 *
 * Runs in the authorization's transaction. When a window refuses, what this call booked before it is
 * given back (those rows are locked by this transaction, so nobody saw it), and the refusing limit is
 * returned with what remained of it.
 */
export async function bookLimits(
  tx: Database,
  input: { cardId: string; limits: CardLimit[]; quantity: Quantity; at: SQL },
): Promise<{ bookings: Booking[] } | { refusal: LimitRefusal }> {
  const bookings: Booking[] = [];
  for (const limit of windowedLimits(input.limits)) {
    const amount = amountIn(limit, input.quantity);
    const start = windowStart(limit.period, input.at);
    const [row] = await rowsOf<{ window_start: Date | string }>(
      tx,
      bookingStatement(input.cardId, limit, amount, start),
    );
    if (!row) {
      await releaseBookings(tx, input.cardId, bookings);
      const remaining = await remainingOf(tx, input.cardId, limit, start);
      return { refusal: { period: limit.period, unit: limit.unit, limit: limit.amount, remaining } };
    }
    bookings.push({ period: limit.period, windowStart: new Date(row.window_start).toISOString(), amount });
  }
  return { bookings };
}

/** The limits that have windows to book (an unlimited one books nothing). */
export const windowedLimits = (limits: CardLimit[]) => limits.filter((limit) => limit.period !== 'unlimited');

/**
 * The one statement that checks and books `amount` in the window starting at `start`: it returns the
 * window's start when booked, and no row when the limit would be passed.
 */
export function bookingStatement(
  cardId: Bound<string>,
  limit: { period: CardLimit['period']; amount: Bound<number> },
  amount: Bound<number>,
  start: SQL,
): SQL {
  return sql`
      insert into ${cardUsage} as u (card_id, period, window_start, used)
      select ${cardId}::uuid, ${limit.period}, ${start}, ${amount}::bigint
      where ${amount}::bigint <= ${limit.amount}::bigint
      on conflict (card_id, period, window_start) do update set used = u.used + excluded.used
        where u.used + excluded.used <= ${limit.amount}::bigint
      returning window_start`;
}

/** Gives booked usage back (a refused authorization's earlier windows, or a void). */
export async function releaseBookings(tx: Database, cardId: string, bookings: Booking[]): Promise<void> {
  for (const booking of bookings) {
    await tx
      .update(cardUsage)
      .set({ used: sql`greatest(${cardUsage.used} - ${booking.amount}, 0)` })
      .where(
        and(
          eq(cardUsage.cardId, cardId),
          eq(cardUsage.period, booking.period),
          eq(cardUsage.windowStart, new Date(booking.windowStart)),
        ),
      );
  }
}

async function remainingOf(tx: Database, cardId: string, limit: CardLimit, start: SQL): Promise<number> {
  const [row] = await tx
    .select({ used: cardUsage.used })
    .from(cardUsage)
    .where(
      and(
        eq(cardUsage.cardId, cardId),
        eq(cardUsage.period, limit.period),
        sql`${cardUsage.windowStart} = ${start}`,
      ),
    );
  return Math.max(limit.amount - Number(row?.used ?? 0), 0);
}
