import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../core/database/client';
import { Conflict } from '../../../core/errors';
import type { Outbox } from '../../../core/outbox/outbox';
import { vehicles } from '../asset-tables';
import { recordAudit } from '../audit';
import { movePoints } from '../points/ledger';
import type { FuelPrices } from '../prices';
import type { FuelProduct } from '../vocabulary';
import { instant } from '../windows';
import type { DeclineAlerts } from './alerts';
import { createApproveAtOnce, Replay, TERMINAL_KEY } from './approval';
import { bookLimits, type Quantity } from './booking';
import { type CardContext, readCardContext, refusalBeforeLimits } from './card-context';
import { decisionAudit } from './decision-audit';
import type { FleetAuthorizationBody, FleetCardTransaction } from './schemas';
import { cardTransactions } from './tables';
import { addToDailyTotals } from './totals';
import { type TransactionRow, transactionView } from './view';
import type { AnomalyFlag, Booking, DeclineReason, LimitRefusal } from './vocabulary';

export type AuthorizeDeps = {
  db: Database;
  prices: FuelPrices;
  alerts: Pick<DeclineAlerts, 'enqueue'>;
  outbox: Pick<Outbox, 'wake'>;
  /** The authorization's instant (tests move it across Tbilisi midnights). */
  clock: () => Date;
};

const productNotPriced = (product: string) =>
  new Conflict(
    `The retailer has no active price for ${product}; send unitPrice`,
    [{ path: 'product', rule: 'priced', message: 'No active price for this product' }],
    'PRODUCT_NOT_PRICED',
  );

/** Liters and GEL of the purchase, from whichever the terminal gave and the unit price. */
export function quantityOf(
  body: Pick<FleetAuthorizationBody, 'liters' | 'amount'>,
  unitPrice: number,
): Quantity {
  if (body.liters !== undefined) {
    const volumeMl = Math.round(body.liters * 1000);
    return { volumeMl, amountTetri: Math.round((volumeMl * unitPrice) / 1000) };
  }
  const amountTetri = body.amount!.amount;
  return { volumeMl: Math.round((amountTetri * 1000) / unitPrice), amountTetri };
}

function anomaliesOf(card: CardContext, product: FuelProduct, volumeMl: number): AnomalyFlag[] {
  const flags: AnomalyFlag[] = [];
  if (card.tankCapacityMl !== null && volumeMl > card.tankCapacityMl) flags.push('OVER_TANK_CAPACITY');
  if (card.recentFill) flags.push('RAPID_REFILL');
  if (card.vehicleFuelType !== null && card.vehicleFuelType !== product) flags.push('FUEL_TYPE_MISMATCH');
  return flags;
}

/**
 * A station terminal's authorization of a card purchase, with the retailer project's private key.
 *
 * One transaction decides, books the card's limit windows (booking.ts), records the decision (unique per
 * terminal and terminal transaction id), adds an approval to the daily totals, earns its points, keeps
 * the vehicle's odometer and writes the audit entry; a decline queues the admins' alert. A retry of a
 * recorded terminal transaction id rolls its own work back and answers the first decision.
 *
 * @throws Conflict 409 `PRODUCT_NOT_PRICED` when no unit price is sent and the product has none.
 */
export function createAuthorize(deps: AuthorizeDeps) {
  const { db } = deps;
  const approveAtOnce = createApproveAtOnce(db);

  return async function authorize(
    projectId: string,
    body: FleetAuthorizationBody,
  ): Promise<FleetCardTransaction> {
    const at = deps.clock();
    const when = instant(at);
    const unitPrice = body.unitPrice?.amount ?? (await deps.prices.of(projectId)).get(body.product);
    if (!unitPrice) throw productNotPriced(body.product);
    const quantity = quantityOf(body, unitPrice);
    const card = await readCardContext(db, {
      projectId,
      cardNumber: body.cardNumber,
      product: body.product,
      at,
    });
    const recorded = {
      id: randomUUID(),
      projectId,
      companyId: card?.companyId ?? null,
      cardId: card?.cardId ?? null,
      cardNumber: body.cardNumber,
      vehicleId: card?.vehicleId ?? null,
      groupId: card?.groupId ?? null,
      stationId: body.stationId,
      terminalId: body.terminalId,
      terminalTransactionId: body.terminalTransactionId,
      product: body.product,
      volumeMl: quantity.volumeMl,
      amountTetri: quantity.amountTetri,
      unitPriceTetri: unitPrice,
      odometerKm: body.odometerKm ?? null,
      at,
    };
    const approval = (card: CardContext) => ({
      anomalies: anomaliesOf(card, body.product, quantity.volumeMl),
      pointsEarned: Math.floor((quantity.volumeMl * card.pointsPerLiter) / 1000),
    });

    try {
      // The common case, an approval, in one statement; a refusal (or anything else) decides step by step.
      const approved =
        card && !refusalBeforeLimits(card, body.product)
          ? await approveAtOnce(card, { ...recorded, ...approval(card) }, quantity)
          : undefined;
      const row =
        approved ??
        (await db.transaction(async (tx) => {
          let reason: DeclineReason | undefined = card
            ? refusalBeforeLimits(card, body.product)
            : 'CARD_UNKNOWN';
          let refusal: LimitRefusal | null = null;
          let bookings: Booking[] = [];
          if (card && !reason) {
            const booked = await bookLimits(tx, {
              cardId: card.cardId,
              limits: card.limits,
              quantity,
              at: when,
            });
            if ('refusal' in booked) {
              reason = 'LIMIT_EXCEEDED';
              refusal = booked.refusal;
            } else bookings = booked.bookings;
          }
          const approved = card !== undefined && reason === undefined;
          const [row] = await tx
            .insert(cardTransactions)
            .values({
              ...recorded,
              decision: approved ? 'approved' : 'declined',
              reason: reason ?? null,
              refusal,
              bookings,
              ...(approved ? approval(card) : { anomalies: [], pointsEarned: 0 }),
            })
            .onConflictDoNothing({ target: TERMINAL_KEY })
            .returning();
          if (!row) throw new Replay();
          if (card) await recordConsequences(tx, card, row);
          return row;
        }));
      if (row.decision === 'declined' && row.companyId) deps.outbox.wake();
      return transactionView(row);
    } catch (error) {
      if (!(error instanceof Replay)) throw error;
      const [first] = await db
        .select()
        .from(cardTransactions)
        .where(
          and(
            eq(cardTransactions.projectId, projectId),
            eq(cardTransactions.terminalId, body.terminalId),
            eq(cardTransactions.terminalTransactionId, body.terminalTransactionId),
          ),
        );
      return transactionView(first!);
    }
  };

  /** What a recorded decision brings with it, in its transaction. */
  async function recordConsequences(tx: Database, card: CardContext, row: TransactionRow) {
    if (row.decision === 'approved') {
      await addToDailyTotals(tx, row, 1);
      if (row.pointsEarned > 0) {
        await movePoints(tx, {
          companyId: card.companyId,
          kind: 'earned',
          amount: row.pointsEarned,
          transactionId: row.id,
        });
      }
      if (row.odometerKm !== null && card.vehicleId) {
        await tx.update(vehicles).set({ odometerKm: row.odometerKm }).where(eq(vehicles.id, card.vehicleId));
      }
    } else {
      await deps.alerts.enqueue(tx, row.id);
    }
    await recordAudit(tx, { companyId: card.companyId, userId: null }, decisionAudit(row));
  }
}
