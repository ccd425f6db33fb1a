import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../core/database/client';
import { Conflict } from '../../../core/errors';
import type { Metrics } from '../../../core/metrics/metrics';
import type { Outbox } from '../../../core/outbox/outbox';
import type { FuelPrices } from '../prices';
import type { FuelProduct } from '../vocabulary';
import { type Approval, createApproveAtOnce } from './approval';
import { createLimitRefusal, type Quantity, refusalOf } from './booking';
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

export function anomaliesOf(card: CardContext, product: FuelProduct, volumeMl: number): AnomalyFlag[] {
  const flags: AnomalyFlag[] = [];
  if (card.tankCapacityMl !== null && volumeMl > card.tankCapacityMl) flags.push('OVER_TANK_CAPACITY');
  if (card.recentFill) flags.push('RAPID_REFILL');
  if (card.vehicleFuelType !== null && card.vehicleFuelType !== product) flags.push('FUEL_TYPE_MISMATCH');
  return flags;
}

/** What a decision's row shows the metrics and the outbox. */
type Decided = Pick<TransactionRow, 'decision' | 'reason' | 'companyId'>;

/** How one kind of terminal decision books an approval, records a decline and finds a replay's first answer. */
export type DecisionSteps<Row extends Decided> = {
  /** Books the approval, or undefined when a limit window refuses it (rolled back). */
  approve(card: CardContext, approval: Approval, quantity: Quantity): Promise<Row | undefined>;
  decline(row: TransactionRow): Promise<Row>;
  /** The first decision of a terminal transaction id recorded already. */
  replayed(
    projectId: string,
    key: Pick<FleetAuthorizationBody, 'terminalId' | 'terminalTransactionId'>,
  ): Promise<Row>;
};

/**
 * A station terminal's decision on a card at a pump, with the retailer project's private key: the
 * one-step authorization (post-pay, below) and the pre-authorization (preauthorize.ts) decide alike and
 * differ only in what an approval books and where the decision is recorded (`steps`).
 *
 * After the card's context (one prepared query), the decision is one prepared statement. A window that
 * refuses rolls the approval back; the limit and what remains of it are read, and the decline is
 * recorded. A retry of a recorded terminal transaction id writes nothing and answers the first decision.
 *
 * @throws Conflict 409 `PRODUCT_NOT_PRICED` when no unit price is sent and the product has none.
 */
export function createDecision<Row extends Decided>(deps: AuthorizeDeps, steps: DecisionSteps<Row>) {
  const { db } = deps;
  const limitRefusal = createLimitRefusal(db);

  return async function decideAtPump(projectId: string, body: FleetAuthorizationBody): Promise<Row> {
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
      steps.decline({
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

    async function decide(card: CardContext | undefined): Promise<Row> {
      if (!card) return decline('CARD_UNKNOWN');
      const reason = refusalBeforeLimits(card, body.product);
      if (reason) return decline(reason);
      // What the context's statement saw used already: a purchase no window can hold is declined
      // without booking (and rolling back) anything.
      const seen = refusalOf(card.limits, (limit) => card.used[limit.period] ?? 0, quantity);
      if (seen) return decline('LIMIT_EXCEEDED', seen);
      const approval = {
        ...recorded,
        anomalies: anomaliesOf(card, body.product, quantity.volumeMl),
        pointsEarned: pointsOf(card, quantity.volumeMl),
      };
      // Each round either books every window or finds one without room; a window that refused shows
      // room again only when a concurrent void gave usage back in between, and then the approval is due.
      for (;;) {
        const approved = await steps.approve(card, approval, quantity);
        if (approved) return approved;
        const refusal = await limitRefusal(card.cardId, card.limits, quantity, at);
        if (refusal) return decline('LIMIT_EXCEEDED', refusal);
      }
    }

    try {
      const row = await decide(card);
      deps.metrics?.authorizations.inc({ decision: row.decision, reason: row.reason ?? 'none' });
      if (row.decision === 'declined' && row.companyId) deps.outbox.wake();
      return row;
    } catch (error) {
      if (!(error instanceof Replay)) throw error;
      return steps.replayed(projectId, body);
    }
  };
}

/** The points a purchase of `volumeMl` earns on the card's company. */
export const pointsOf = (card: Pick<CardContext, 'pointsPerLiter'>, volumeMl: number) =>
  Math.floor((volumeMl * card.pointsPerLiter) / 1000);

/**
 * The one-step authorization (post-pay): an approval books the card's limit windows, records the
 * decision (unique per terminal and terminal transaction id), adds to the daily totals, earns its
 * points, keeps the vehicle's odometer and writes the audit entry (approval.ts); a decline records the
 * decision, queues the admins' alert and writes the audit entry (decline.ts).
 *
 * @throws Conflict 409 `PRODUCT_NOT_PRICED` when no unit price is sent and the product has none.
 */
export function createAuthorize(deps: AuthorizeDeps) {
  const { db } = deps;
  const decide = createDecision(deps, {
    approve: createApproveAtOnce(db),
    decline: createDeclineAtOnce(db),
    replayed: async (projectId, key) => {
      const [first] = await db
        .select()
        .from(cardTransactions)
        .where(
          and(
            eq(cardTransactions.projectId, projectId),
            eq(cardTransactions.terminalId, key.terminalId),
            eq(cardTransactions.terminalTransactionId, key.terminalTransactionId),
          ),
        );
      return first!;
    },
  });
  return async function authorize(
    projectId: string,
    body: FleetAuthorizationBody,
  ): Promise<FleetCardTransaction> {
    return transactionView(await decide(projectId, body));
  };
}
