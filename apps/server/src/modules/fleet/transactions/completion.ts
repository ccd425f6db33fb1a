import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../core/database/client';
import {
  executeRows,
  prepareStatement,
  statementsByShape,
  typedPlaceholder,
} from '../../../core/database/statements';
import { Conflict, InvalidTransition, NotFound } from '../../../core/errors';
import { cardUsage } from '../asset-tables';
import { purchaseRecordParts, type Shape } from './approval';
import type { Quantity } from './booking';
import { purchaseMarks } from './card-context';
import { quantityOf } from './decide';
import type { PreauthorizationRow } from './preauthorization-view';
import { keyTaken, preauthorizationOf } from './preauthorize';
import type { HoldClosingDeps } from './release-hold';
import type { FleetCardTransaction, FleetCompletionBody } from './schemas';
import { abortReason, decisionValues, RECORDED } from './statements';
import { cardPreauthorizations, cardTransactions } from './tables';
import { type TransactionRow, transactionView } from './view';
import type { Booking } from './vocabulary';

export const preauthorizationExpired = () =>
  new Conflict(
    'The pre-authorization expired and its hold was released; nothing was booked',
    undefined,
    'PREAUTHORIZATION_EXPIRED',
  );

/**
 * Pay-at-pump's second step (IFSF completion advice): what the pump delivered, at most the held
 * maximum, at the pre-authorization's unit price. In one statement the hold is claimed (held and not
 * expired), each of its limit windows keeps only the delivered amount (the rest is given back; less
 * never passes a limit, so the completion is never refused), and the purchase is recorded as the
 * one-step approval records it (approval.ts `purchaseRecordParts`: the card transaction under the
 * pre-authorization's id, queued for the aggregate writer, the audit entry). The purchase
 * keeps the pre-authorization's instant, so that it sits in the windows and the day its hold did.
 *
 * A completion sent again (store-and-forward after a lost answer) with the same figures answers the
 * first one and books nothing.
 *
 * @throws NotFound 404 unknown; Conflict 409 `COMPLETION_EXCEEDS_HOLD`, `COMPLETION_MISMATCH` (completed
 * with other figures), `PREAUTHORIZATION_EXPIRED`, `INVALID_TRANSITION` (declined or reversed),
 * `CONFLICT` (the id names a one-step authorization).
 */
export function createComplete({ db, clock, metrics }: HoldClosingDeps) {
  const statementOf = statementsByShape<Shape, ReturnType<typeof prepareStatement>>(
    'fleet_complete',
    (shape, name) => prepareStatement(db, completionStatement(db, shape), name),
  );

  async function completedAlready(hold: PreauthorizationRow, delivered: Quantity) {
    const [row] = await db.select().from(cardTransactions).where(eq(cardTransactions.id, hold.id));
    if (!row) throw keyTaken();
    if (row.volumeMl !== delivered.volumeMl || row.amountTetri !== delivered.amountTetri) {
      throw new Conflict(
        `The pre-authorization was completed with ${row.volumeMl / 1000} L, ${row.amountTetri} tetri`,
        undefined,
        'COMPLETION_MISMATCH',
      );
    }
    return transactionView(row);
  }

  /** Refuses a hold that cannot be completed; a completed one answers its completion. */
  async function settled(hold: PreauthorizationRow, delivered: Quantity, now: Date) {
    if (hold.decision === 'declined') throw new InvalidTransition('declined', 'completed');
    if (hold.status === 'completed') return completedAlready(hold, delivered);
    if (hold.status === 'reversed') throw new InvalidTransition('reversed', 'completed');
    if (hold.status === 'expired' || hold.expiresAt! <= now) throw preauthorizationExpired();
    return undefined;
  }

  return async function complete(
    projectId: string,
    body: FleetCompletionBody,
  ): Promise<FleetCardTransaction> {
    const hold = await preauthorizationOf(db, projectId, body);
    if (!hold) throw new NotFound('Pre-authorization');
    const delivered = deliveredOf(hold, body);
    const now = clock();
    const answered = await settled(hold, delivered, now);
    if (answered) return answered;

    const marks = await purchaseMarks(db, {
      projectId,
      cardNumber: hold.cardNumber,
      product: hold.product,
      volumeMl: delivered.volumeMl,
      at: hold.at,
    });
    const bookings = hold.bookings.map((booking) => ({ ...booking, amount: amountOf(booking, delivered) }));
    const row: TransactionRow = {
      ...hold,
      ...delivered,
      odometerKm: body.odometerKm ?? hold.odometerKm,
      decision: 'approved',
      reason: null,
      refusal: null,
      bookings,
      ...marks,
      alertedAt: null,
      voidedAt: null,
    };
    const values: Record<string, unknown> = {
      ...decisionValues(row, 'complete'),
      bookings: JSON.stringify(bookings),
      closedAt: now.toISOString(),
    };
    hold.bookings.forEach((booking, index) => {
      values[`period_${index}`] = booking.period;
      values[`windowStart_${index}`] = booking.windowStart;
      values[`release_${index}`] = booking.amount - amountOf(booking, delivered);
    });
    const shape = { periods: hold.bookings.map((booking) => booking.period) };
    try {
      await executeRows(statementOf(shape), values);
      metrics?.holdsClosed.inc({ outcome: 'completed' });
      return transactionView(row);
    } catch (error) {
      const reason = abortReason(error);
      if (reason === 'replay') throw keyTaken();
      if (reason !== 'unclaimed') throw error;
      // A concurrent completion, reversal or expiry came first.
      const current = (await preauthorizationOf(db, projectId, body))!;
      return (await settled(current, delivered, now)) ?? Promise.reject(error);
    }
  };
}

/** What was delivered, at the hold's unit price, refused past the held maximum. */
function deliveredOf(hold: PreauthorizationRow, body: FleetCompletionBody): Quantity {
  const quantity = quantityOf(body, hold.unitPriceTetri);
  const asked = body.liters !== undefined ? quantity.volumeMl : quantity.amountTetri;
  const held = body.liters !== undefined ? hold.volumeMl : hold.amountTetri;
  if (asked > held) {
    throw new Conflict(
      `The completion is more than the pre-authorized ${hold.volumeMl / 1000} L (${hold.amountTetri} tetri)`,
      [
        {
          path: body.liters !== undefined ? 'liters' : 'amount',
          rule: 'held',
          message: 'More than the hold',
        },
      ],
      'COMPLETION_EXCEEDS_HOLD',
    );
  }
  // The figure derived from the other may pass the hold's by a rounding: the hold's is the most.
  return {
    volumeMl: Math.min(quantity.volumeMl, hold.volumeMl),
    amountTetri: Math.min(quantity.amountTetri, hold.amountTetri),
  };
}

const amountOf = (booking: Booking, quantity: Quantity) =>
  booking.unit === 'tetri' ? quantity.amountTetri : quantity.volumeMl;

/** The completion's statement for one shape (the hold's windows). */
function completionStatement(db: Database, shape: Shape) {
  const closedAt = typedPlaceholder('closedAt', 'timestamptz');
  const claimed = db
    .update(cardPreauthorizations)
    .set({ status: 'completed', closedAt: sql`${closedAt}` })
    .where(
      and(
        eq(cardPreauthorizations.id, RECORDED.id),
        eq(cardPreauthorizations.status, 'held'),
        sql`${cardPreauthorizations.expiresAt} > ${closedAt}`,
      ),
    )
    .returning({ id: cardPreauthorizations.id });
  const releases = shape.periods.map(
    (_period, index) =>
      sql`${sql.raw(`released_${index}`)} as (${db
        .update(cardUsage)
        .set({
          used: sql`greatest(${cardUsage.used} - ${typedPlaceholder(`release_${index}`, 'bigint')}, 0)`,
        })
        .where(
          and(
            eq(cardUsage.cardId, RECORDED.cardId),
            eq(cardUsage.period, sql.placeholder(`period_${index}`)),
            eq(cardUsage.windowStart, typedPlaceholder(`windowStart_${index}`, 'timestamptz')),
            sql`exists (select from claimed)`,
          ),
        )
        .getSQL()})`,
  );
  const parts = [
    sql`claimed as (${claimed.getSQL()})`,
    ...releases,
    ...purchaseRecordParts(db, typedPlaceholder('bookings', 'jsonb')),
  ];
  return sql`with ${sql.join(parts, sql`, `)}
    select fleet_abort_if(case when not exists (select from claimed) then 'unclaimed'
      when not exists (select from recorded) then 'replay' end) as passed`;
}
