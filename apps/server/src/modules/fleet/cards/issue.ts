import type { Database } from '../../../core/database/client';
import { cardLimits, cards } from '../asset-tables';
import { recordAudit } from '../audit';
import type { OrderRow } from '../orders/view';

export type CardRow = typeof cards.$inferSelect;

/**
 * Makes a card order's cards, numbered, with its limits, products and schedule, in the transaction that
 * moves the order to ISSUED: the order is issued exactly when its cards exist. Each card is audited.
 */
export async function issueCards(tx: Database, order: OrderRow, numbers: string[]): Promise<CardRow[]> {
  const request = order.cardRequest!;
  const made = await tx
    .insert(cards)
    .values(
      request.holders.map((holder, index) => ({
        companyId: order.companyId,
        number: numbers[index]!,
        type: request.cardType,
        vehicleId: holder.vehicleId ?? null,
        driverName: holder.driverName ?? null,
        status: 'active' as const,
        allowedProducts: request.products,
        allowedFromMinute: request.schedule.fromMinute,
        allowedToMinute: request.schedule.toMinute,
        allowedWeekdays: request.schedule.weekdays,
        replacesCardId: request.replacesCardId ?? null,
        orderId: order.id,
      })),
    )
    .returning();
  const limits = made.flatMap((card) => request.limits.map((limit) => ({ cardId: card.id, ...limit })));
  if (limits.length) await tx.insert(cardLimits).values(limits);
  await recordAudit(
    tx,
    { companyId: order.companyId, userId: null },
    ...made.map((card) => ({
      entity: 'card',
      entityId: card.id,
      action: 'create',
      after: { number: card.number, type: card.type, orderId: order.id, limits: request.limits },
    })),
  );
  return made;
}
