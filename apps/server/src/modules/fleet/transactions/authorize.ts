import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../core/database/client';
import { Conflict } from '../../../core/errors';
import type { Metrics } from '../../../core/metrics/metrics';
import type { Outbox } from '../../../core/outbox/outbox';
import type { FuelPrices } from '../prices';
import type { FuelProduct } from '../vocabulary';
import { createApproveAtOnce } from './approval';
import { createLimitRefusal, type Quantity } from './booking';
import { type CardContext, readCardContext, refusalBeforeLimits } from './card-context';
import { createDeclineAtOnce } from './decline';
import type { FleetAuthorizationBody, FleetCardTransaction } from './schemas';
import { Replay } from './statements';
import { cardTransactions } from './tables';
import { type TransactionRow, transactionView } from './view';
import type { AnomalyFlag, DeclineReason, LimitRefusal } from './vocabulary';

export type AuthorizeDeps = {
  db: Database;
  prices: FuelPrices;
  outbox: Pick<Outbox, 'wake'>;
  /** The authorization's instant (tests move it across Tbilisi midnights). */
  clock: () => Date;
  metrics?: Pick<Metrics, 'authorizations'>;
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
 * After the card's context (one prepared query), the decision is one prepared statement: an approval
 * books the card's limit windows, records the decision (unique per terminal and terminal transaction
 * id), adds to the daily totals, earns its points, keeps the vehicle's odometer and writes the audit
 * entry (approval.ts); a decline records the decision, queues the admins' alert and writes the audit
 * entry (decline.ts). A window that refuses rolls the approval back; the limit and what remains of it
 * are read, and the decline is recorded. A retry of a recorded terminal transaction id writes nothing
 * and answers the first decision.
 *
 * @throws Conflict 409 `PRODUCT_NOT_PRICED` when no unit price is sent and the product has none.
 */
export function createAuthorize(deps: AuthorizeDeps) {
  const { db } = deps;
  const approveAtOnce = createApproveAtOnce(db);
  const declineAtOnce = createDeclineAtOnce(db);
  const limitRefusal = createLimitRefusal(db);

  return async function authorize(
    projectId: string,
    body: FleetAuthorizationBody,
  ): Promise<FleetCardTransaction> {
    const at = deps.clock();
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
    const decline = (reason: DeclineReason, refusal: LimitRefusal | null = null) =>
      declineAtOnce({
        ...recorded,
        decision: 'declined',
        reason,
        refusal,
        bookings: [],
        anomalies: [],
        pointsEarned: 0,
        alertedAt: null,
        voidedAt: null,
      });

    async function decide(card: CardContext | undefined): Promise<TransactionRow> {
      if (!card) return decline('CARD_UNKNOWN');
      const reason = refusalBeforeLimits(card, body.product);
      if (reason) return decline(reason);
      const approval = {
        ...recorded,
        anomalies: anomaliesOf(card, body.product, quantity.volumeMl),
        pointsEarned: Math.floor((quantity.volumeMl * card.pointsPerLiter) / 1000),
      };
      // Each round either books every window or finds one without room; a window that refused shows
      // room again only when a concurrent void gave usage back in between, and then the approval is due.
      for (;;) {
        const approved = await approveAtOnce(card, approval, quantity);
        if (approved) return approved;
        const refusal = await limitRefusal(card.cardId, card.limits, quantity, at);
        if (refusal) return decline('LIMIT_EXCEEDED', refusal);
      }
    }

    try {
      const row = await decide(card);
      deps.metrics?.authorizations.inc({ decision: row.decision, reason: row.reason ?? 'none' });
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
}
