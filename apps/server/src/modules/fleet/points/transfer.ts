import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../core/database/client';
import { uniqueViolation } from '../../../core/database/errors';
import type { ErrorCode } from '../../../core/error-codes';
import { AppError, Conflict, NotFound, ValidationFailed } from '../../../core/errors';
import type { CompanyScope } from '../../../core/scope';
import { emitWebhookEvent } from '../../webhooks/emit';
import { cardLimits, cards } from '../asset-tables';
import { recordAudit } from '../audit';
import { companies } from '../tables';
import { movePoints } from './ledger';
import type { FleetPointsTransferBody, FleetPointsTransferResult } from './schemas';
import { pointsLedger } from './tables';

// The errors a transfer answers with; the portal shows 'Points not transferred' for the refusals and
// 'Failed to transfer points' for anything else.

const NOT_TRANSFERRED = 'Points not transferred';

export const insufficientPoints = () =>
  new Conflict(
    NOT_TRANSFERRED,
    [
      {
        path: 'amount.amount',
        rule: 'max_balance',
        message: 'Points to transfer may not exceed the balance',
      },
    ],
    'INSUFFICIENT_POINTS',
  );

const refused = (code: ErrorCode, path: string, rule: string, message: string) =>
  new AppError(409, code, NOT_TRANSFERRED, [{ path, rule, message }]);

/** A card's GEL limit that a top-up raises: its one-time limit first, then the longest window. */
const TOPUP_ORDER = sql`case ${cardLimits.period} when 'onetime' then 0 when 'monthly' then 1 when 'weekly' then 2 when 'daily' then 3 else 4 end`;

/**
 * Moves points out of the company, atomically and once per idempotency key:
 * - to a card of the company: raises the card's GEL limit (onetime first, else its monthly, weekly or
 *   daily GEL limit) by the amount;
 * - to another company of the project by identification code: its balance grows by the amount.
 * The sender's balance falls with a conditional update that refuses to go below zero (ledger.ts), so
 * concurrent transfers never overdraw. A repeat of a key answers the first transfer; the same key
 * with another amount or recipient is 409 IDEMPOTENCY_KEY_REUSED.
 *
 * @throws Conflict 409 INSUFFICIENT_POINTS; NotFound 404 (card, or COMPANY_NOT_FOUND); 409
 *   CARD_CLOSED, CARD_HAS_NO_GEL_LIMIT, COMPANY_BLOCKED; ValidationFailed (to oneself).
 */
export function createTransfer(
  db: Database,
  movement: (companyId: string, ledgerId: string) => Promise<FleetPointsTransferResult>,
) {
  return async function transfer(
    scope: CompanyScope,
    body: FleetPointsTransferBody,
  ): Promise<FleetPointsTransferResult> {
    const earlier = await replayOf(scope.companyId, body);
    if (earlier) return earlier;
    try {
      const ledgerId = await db.transaction(async (tx) => {
        const id =
          body.to.type === 'card'
            ? await topUpCard(tx, scope, body, body.to)
            : await toCompany(tx, scope, body, body.to.identificationCode);
        await emitWebhookEvent(tx, {
          type: 'points.transferred',
          projectId: scope.projectId,
          companyId: scope.companyId,
          data: { transferId: id, companyId: scope.companyId, amount: body.amount, to: body.to },
        });
        return id;
      });
      return await movement(scope.companyId, ledgerId);
    } catch (error) {
      if (uniqueViolation(error) !== 'points_ledger_idempotency_unique') throw error;
      return (await replayOf(scope.companyId, body))!;
    }
  };

  async function replayOf(companyId: string, body: FleetPointsTransferBody) {
    const [row] = await db
      .select()
      .from(pointsLedger)
      .where(
        and(eq(pointsLedger.companyId, companyId), eq(pointsLedger.idempotencyKey, body.idempotencyKey)),
      );
    if (!row) return undefined;
    const same =
      row.amount === -body.amount.amount &&
      (body.to.type === 'card'
        ? row.kind === 'card_topup' && (body.to.cardId === undefined || row.cardId === body.to.cardId)
        : row.kind === 'transfer_out');
    if (!same) {
      throw new Conflict(
        'This idempotency key was used for another transfer',
        [{ path: 'idempotencyKey', rule: 'reused', message: 'Used for another transfer' }],
        'IDEMPOTENCY_KEY_REUSED',
      );
    }
    return movement(companyId, row.id);
  }

  async function topUpCard(
    tx: Database,
    scope: CompanyScope,
    body: FleetPointsTransferBody,
    to: { cardId?: string; cardNumber?: string },
  ) {
    const [card] = await tx
      .select({ id: cards.id, number: cards.number, status: cards.status })
      .from(cards)
      .where(
        and(
          to.cardId ? eq(cards.id, to.cardId) : eq(cards.number, to.cardNumber!),
          eq(cards.companyId, scope.companyId),
        ),
      );
    if (!card) throw new NotFound('Card');
    const cardId = card.id;
    if (card.status === 'closed') throw refused('CARD_CLOSED', 'to.cardId', 'closed', 'The card is closed');
    const [limit] = await tx
      .select()
      .from(cardLimits)
      .where(
        and(
          eq(cardLimits.cardId, cardId),
          eq(cardLimits.unit, 'tetri'),
          sql`${cardLimits.period} <> 'unlimited'`,
        ),
      )
      .orderBy(TOPUP_ORDER)
      .limit(1)
      .for('update');
    if (!limit) {
      throw refused(
        'CARD_HAS_NO_GEL_LIMIT',
        'to.cardId',
        'gel_limit',
        'The card has no limit in GEL to top up',
      );
    }
    const moved = await movePoints(tx, {
      companyId: scope.companyId,
      kind: 'card_topup',
      amount: -body.amount.amount,
      cardId,
      idempotencyKey: body.idempotencyKey,
      userId: scope.userId,
    });
    if (!moved) throw insufficientPoints();
    const [raised] = await tx
      .update(cardLimits)
      .set({ amount: sql`${cardLimits.amount} + ${body.amount.amount}` })
      .where(eq(cardLimits.id, limit.id))
      .returning();
    await recordAudit(
      tx,
      { companyId: scope.companyId, userId: scope.userId },
      {
        entity: 'card',
        entityId: cardId,
        action: 'points_topup',
        before: { limit: { period: limit.period, unit: limit.unit, amount: limit.amount } },
        after: {
          limit: { period: raised!.period, unit: raised!.unit, amount: raised!.amount },
          ledgerId: moved.id,
        },
      },
    );
    return moved.id;
  }

  async function toCompany(tx: Database, scope: CompanyScope, body: FleetPointsTransferBody, code: string) {
    const [recipient] = await tx
      .select({ id: companies.id, status: companies.status })
      .from(companies)
      .where(and(eq(companies.projectId, scope.projectId), eq(companies.identificationCode, code)));
    if (!recipient) {
      throw new AppError(404, 'COMPANY_NOT_FOUND', 'No one was found', [
        { path: 'to.identificationCode', rule: 'exists', message: 'No company of the portal has this code' },
      ]);
    }
    if (recipient.id === scope.companyId) {
      throw new ValidationFailed(NOT_TRANSFERRED, [
        {
          path: 'to.identificationCode',
          rule: 'not_self',
          message: 'Points cannot be transferred to oneself',
        },
      ]);
    }
    if (recipient.status === 'blocked') {
      throw refused('COMPANY_BLOCKED', 'to.identificationCode', 'blocked', 'The company is blocked');
    }
    // Both rows locked in one order, so two companies sending to each other at once cannot deadlock.
    await tx
      .select({ id: companies.id })
      .from(companies)
      .where(inArray(companies.id, [scope.companyId, recipient.id]))
      .orderBy(asc(companies.id))
      .for('update');
    const out = await movePoints(tx, {
      companyId: scope.companyId,
      kind: 'transfer_out',
      amount: -body.amount.amount,
      counterpartCompanyId: recipient.id,
      idempotencyKey: body.idempotencyKey,
      userId: scope.userId,
    });
    if (!out) throw insufficientPoints();
    const incoming = await movePoints(tx, {
      companyId: recipient.id,
      kind: 'transfer_in',
      amount: body.amount.amount,
      counterpartCompanyId: scope.companyId,
      userId: scope.userId,
    });
    const entry = (id: string, action: string, counterpart: string) => ({
      entity: 'points',
      entityId: id,
      action,
      after: { amount: body.amount.amount, counterpartCompanyId: counterpart },
    });
    await recordAudit(
      tx,
      { companyId: scope.companyId, userId: scope.userId },
      entry(out.id, 'transfer_out', recipient.id),
    );
    await recordAudit(
      tx,
      { companyId: recipient.id, userId: scope.userId },
      entry(incoming!.id, 'transfer_in', scope.companyId),
    );
    return out.id;
  }
}
