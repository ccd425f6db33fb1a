import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../../core/database/client';
import { Conflict, NotFound, ValidationFailed } from '../../../core/errors';
import type { Outbox } from '../../../core/outbox/outbox';
import type { CompanyScope } from '../../../core/scope';
import type { PaymentSettled, PaymentsService } from '../../payments/service';
import { recordAudit } from '../audit';
import type { Mover, OrderMoves } from './moves';
import { orderLabel } from './notify';
import type { FleetPayOnlineAnswer, FleetPayOnlineBody } from './schemas';
import { fleetOrders } from './tables';
import type { OrderRow } from './view';

/** The payment transactions table keeps amounts in a PostgreSQL integer. */
const MAX_ONLINE_AMOUNT = 2_147_483_647;

const KIND_EN = {
  fuel: 'Fuel order',
  coupons: 'Coupon order',
  wholesale: 'Wholesale order',
  card: 'Card order',
};

/**
 * How an order is paid: online through the platform's pay-with-link (the payment confirms itself), or by
 * transfer, proven by documents the company confirms and the retailer accepts. Either way the payment
 * counts once both sides confirmed it (`paidAt`), and a PENDING order becomes CONFIRMED.
 */
export function createOrderPayment({
  db,
  moves,
  payments,
  outbox,
}: {
  db: Database;
  moves: OrderMoves;
  payments: Pick<PaymentsService, 'payWithLink'>;
  outbox: Outbox;
}) {
  /**
   * Marks the order paid with `set`, in its current status: a PENDING order moves to CONFIRMED (with its
   * notices), a CONFIRMED one stays and its users are told the payment was accepted.
   */
  async function markPaid(
    order: OrderRow,
    mover: Mover,
    set: Partial<OrderRow>,
    where: ReturnType<typeof and>,
  ) {
    const paid = { ...set, paidAt: new Date(), retailerConfirmedAt: new Date(), deadlineAt: null };
    if (order.status === 'PENDING') {
      return moves.move(order, 'CONFIRMED', mover, { set: paid, where, note: 'Payment accepted' });
    }
    const updated = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(fleetOrders)
        .set(paid)
        .where(
          and(
            eq(fleetOrders.id, order.id),
            eq(fleetOrders.status, 'CONFIRMED'),
            isNull(fleetOrders.paidAt),
            where,
          ),
        )
        .returning();
      if (!row) throw new Conflict('The order changed meanwhile, reload it', undefined, 'INVALID_TRANSITION');
      await recordAudit(
        tx,
        { companyId: order.companyId, userId: mover.userId },
        {
          entity: 'order',
          entityId: order.id,
          action: 'payment_accepted',
          after: { by: mover.kind, byId: mover.id },
        },
      );
      await moves.notify(tx, order, { paid: true });
      return row;
    });
    outbox.wake();
    return updated;
  }

  const unpaidOpen = (order: OrderRow) =>
    order.kind !== 'card' &&
    order.paidAt === null &&
    (order.status === 'PENDING' || order.status === 'CONFIRMED');

  return {
    /**
     * A payment link for the order's total (the platform's pay-with-link; the sandbox page without a
     * provider). A pending link is answered again rather than doubled.
     *
     * @throws Conflict 409 `ORDER_CLOSED` unless the order is PENDING or CONFIRMED and unpaid.
     */
    async payOnline(
      scope: CompanyScope,
      order: OrderRow,
      body: FleetPayOnlineBody,
    ): Promise<FleetPayOnlineAnswer> {
      if (!unpaidOpen(order))
        throw new Conflict('This order takes no payment now', undefined, 'ORDER_CLOSED');
      if (order.paymentTransactionId && order.paymentUrl) {
        return { transactionId: order.paymentTransactionId, paymentUrl: order.paymentUrl };
      }
      if (order.totalAmount > MAX_ONLINE_AMOUNT) {
        throw new ValidationFailed('This total is too large to pay online: pay by transfer', [
          { path: 'total', rule: 'too_big', message: 'Pay by transfer' },
        ]);
      }
      const { transaction } = await payments.payWithLink(scope.projectId, {
        amount: order.totalAmount,
        currency: 'GEL',
        description: `${KIND_EN[order.kind]} ${orderLabel(order.number)}`,
        orderId: order.id,
        userId: scope.userId,
        returnUrl: body.returnUrl,
      });
      const [attached] = await db
        .update(fleetOrders)
        .set({
          paymentTransactionId: transaction.id,
          paymentUrl: transaction.paymentUrl,
          paymentType: 'online',
        })
        .where(
          and(
            eq(fleetOrders.id, order.id),
            isNull(fleetOrders.paymentTransactionId),
            isNull(fleetOrders.paidAt),
          ),
        )
        .returning();
      // A second click made its own link at the same moment: answer the one the order kept.
      const kept = attached ?? (await db.select().from(fleetOrders).where(eq(fleetOrders.id, order.id)))[0];
      if (!kept?.paymentTransactionId || !kept.paymentUrl) throw new NotFound('Order');
      return { transactionId: kept.paymentTransactionId, paymentUrl: kept.paymentUrl };
    },

    /**
     * The outbox's `payment.settled` for a fleet order (other orders are not ours: ignored). Succeeded:
     * both sides confirmed by the payment itself; failed: the link is dropped so that a new one can be made.
     * Idempotent by transaction id: a redelivered event changes nothing.
     */
    async recordPayment(event: PaymentSettled): Promise<void> {
      const [order] = await db
        .select()
        .from(fleetOrders)
        .where(and(eq(fleetOrders.id, event.orderId), eq(fleetOrders.projectId, event.projectId)));
      if (!order || order.paymentTransactionId !== event.transactionId || order.paidAt) return;
      const ours = eq(fleetOrders.paymentTransactionId, event.transactionId);
      if (event.status === 'failed') {
        await db
          .update(fleetOrders)
          .set({ paymentTransactionId: null, paymentUrl: null })
          .where(and(eq(fleetOrders.id, order.id), ours, isNull(fleetOrders.paidAt)));
        return;
      }
      if (!unpaidOpen(order)) return;
      const mover: Mover = { kind: 'system', id: event.transactionId, userId: null };
      await markPaid(order, mover, { companyConfirmedAt: new Date() }, ours).catch((error: unknown) => {
        // Settled by a concurrent redelivery, or the order moved on: nothing left to do.
        if (!(error instanceof Conflict)) throw error;
      });
    },

    /**
     * The retailer accepts the company's payment documents (the second confirmation): the documents lock.
     *
     * @throws Conflict 409 `NOT_CONFIRMED_BY_COMPANY` before the company confirmed with a document,
     *   `ORDER_CLOSED` for an order that takes no payment or is paid already.
     */
    async accept(order: OrderRow, adminId: string): Promise<OrderRow> {
      if (!unpaidOpen(order))
        throw new Conflict('This order takes no payment now', undefined, 'ORDER_CLOSED');
      if (!order.companyConfirmedAt) {
        throw new Conflict(
          'The company has not confirmed a payment yet',
          undefined,
          'NOT_CONFIRMED_BY_COMPANY',
        );
      }
      const mover: Mover = { kind: 'retailer', id: adminId, userId: null };
      return markPaid(
        order,
        mover,
        {},
        and(isNotNull(fleetOrders.companyConfirmedAt), inArray(fleetOrders.status, ['PENDING', 'CONFIRMED'])),
      );
    },
  };
}

export type OrderPayment = ReturnType<typeof createOrderPayment>;
