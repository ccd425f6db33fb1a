import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../core/database/client';
import { cardUsage } from '../asset-tables';
import type { Booking } from './vocabulary';

// Limit windows are booked by the decision itself (fleet_decide, migration 0016; decide.ts).

export type Quantity = { volumeMl: number; amountTetri: number };

/** Gives booked usage back (a void, a completion's rest, a reversal or an expiry). */
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
