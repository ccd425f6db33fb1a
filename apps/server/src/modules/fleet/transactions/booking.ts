import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../core/database/client';
import { executeRows, prepareStatement, statementsByShape } from '../../../core/database/statements';
import { cardUsage } from '../asset-tables';
import type { LimitPeriod } from '../vocabulary';
import { windowStart } from '../windows';
import type { Bound, CardLimit } from './card-context';
import type { Booking, LimitRefusal } from './vocabulary';

export type Quantity = { volumeMl: number; amountTetri: number };

/** The amount of a purchase in a limit's unit. */
export const amountIn = (limit: CardLimit, quantity: Quantity) =>
  limit.unit === 'ml' ? quantity.volumeMl : quantity.amountTetri;

/** The limits that have windows to book (an unlimited one books nothing). */
export const windowedLimits = (limits: CardLimit[]) => limits.filter((limit) => limit.period !== 'unlimited');

/**
 * The one statement that checks and books `amount` in the window starting at `start` (fleet-domain.md;
 * the approval runs one per window of the card's limits, approval.ts): the window's row is inserted with
 * the amount, or its `used` raised, only where the result stays within the limit. PostgreSQL re-checks
 * that condition on the newest row after waiting for a concurrent booking, so parallel authorizations
 * can never book past the limit. It returns the window's start when booked, and no row when the limit
 * would be passed.
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

/**
 * Which limit refuses the purchase, with what remains of it: the first window, in the limits' order,
 * whose usage plus the amount passes its limit (the approval's bookings would have refused there), or
 * undefined when every window has room again (a concurrent void gave usage back). One prepared read
 * per shape of the card's limits; it books nothing.
 */
export function createLimitRefusal(db: Database) {
  const statementOf = statementsByShape<LimitPeriod[], ReturnType<typeof prepareStatement>>(
    'fleet_usage',
    (periods, name) => {
      const at = sql`${sql.placeholder('when')}::timestamptz`;
      const used = periods.map(
        (period, index) => sql`coalesce((select ${cardUsage.used} from ${cardUsage}
          where ${cardUsage.cardId} = ${sql.placeholder('cardId')}::uuid and ${cardUsage.period} = ${period}
            and ${cardUsage.windowStart} = ${windowStart(period, at)}), 0)::bigint as ${sql.raw(`used_${index}`)}`,
      );
      return prepareStatement(db, sql`select ${sql.join(used, sql`, `)}`, name);
    },
  );

  return async function limitRefusal(
    cardId: string,
    limits: CardLimit[],
    quantity: Quantity,
    at: Date,
  ): Promise<LimitRefusal | undefined> {
    const windowed = windowedLimits(limits);
    if (!windowed.length) return undefined;
    const statement = statementOf(windowed.map((limit) => limit.period));
    const [row] = await executeRows<Record<string, string | number>>(statement, {
      cardId,
      when: at.toISOString(),
    });
    return refusalOf(windowed, (_, index) => Number(row![`used_${index}`]), quantity);
  };
}

/**
 * The first windowed limit, in the limits' order, whose window cannot hold the purchase on top of what
 * it has `used`, with what remains of it; undefined when every window has room.
 */
export function refusalOf(
  limits: CardLimit[],
  used: (limit: CardLimit, index: number) => number,
  quantity: Quantity,
): LimitRefusal | undefined {
  for (const [index, limit] of windowedLimits(limits).entries()) {
    const spent = used(limit, index);
    if (spent + amountIn(limit, quantity) > limit.amount) {
      return {
        period: limit.period,
        unit: limit.unit,
        limit: limit.amount,
        remaining: Math.max(limit.amount - spent, 0),
      };
    }
  }
  return undefined;
}
