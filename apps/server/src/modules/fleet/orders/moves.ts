import { and, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../core/database/client';
import { Conflict, InvalidTransition } from '../../../core/errors';
import type { Outbox } from '../../../core/outbox/outbox';
import { auditInsert } from '../audit';
import type { OrderEvent, OrderNotices } from './notify';
import type { OrderStatus } from './rules';
import { fleetOrderHistory, fleetOrders } from './tables';
import { guardOf, mayMove, type OrderMover } from './transitions';
import type { OrderRow } from './view';

/** Who makes a move: the kind the transition table names, the id kept in the history, the user audited. */
export type Mover = { kind: OrderMover; id: string | null; userId: string | null };

export type MoveOptions = {
  note?: string | null;
  /** Further columns to set with the status (deadlines, payment, reject reason). */
  set?: Partial<typeof fleetOrders.$inferInsert>;
  /** Further conditions the row must still meet (the expiry job's deadline). */
  where?: SQL;
  /** More work in the move's transaction (issuing cards). */
  alongside?: (tx: Database, moved: OrderRow) => Promise<void>;
};

export function createOrderMoves({
  db,
  notices,
  outbox,
}: {
  db: Database;
  notices: OrderNotices;
  outbox: Outbox;
}) {
  /**
   * The history row and the audit entry of a move (or of the creation, `from` null), with the outbox
   * message of the company users' notices when `notice` says what to tell them.
   */
  async function record(
    tx: Database,
    order: OrderRow,
    from: OrderStatus | null,
    mover: Mover,
    note?: string | null,
    notice?: OrderEvent,
  ) {
    const history = tx.insert(fleetOrderHistory).values({
      orderId: order.id,
      fromStatus: from,
      toStatus: order.status,
      byKind: mover.kind,
      byId: mover.id,
      note: note ?? null,
    });
    const audit = auditInsert(tx, { companyId: order.companyId, userId: mover.userId }, [
      {
        entity: 'order',
        entityId: order.id,
        action: from === null ? 'create' : 'status',
        before: from === null ? null : { status: from },
        after: { status: order.status, by: mover.kind, byId: mover.id, note: note ?? null },
      },
    ]);
    const told = notice ? sql`, notice as (${notices.noticeInsert(tx, order, notice).getSQL()})` : sql``;
    // The rows in one statement: fewer round trips on every placement and move.
    await tx.execute(
      sql`with history as (${history.getSQL()}), audit as (${audit.getSQL()})${told} select 1`,
    );
  }

  return {
    record,
    /** The outbox message of an event's notices (a payment accepted) in `tx`, outside a move. */
    notify: async (tx: Database, order: OrderRow, event: OrderEvent) => {
      await notices.noticeInsert(tx, order, event);
    },

    /**
     * Moves `order` to `to` if the transition table lets `mover` make that move and its guard allows it,
     * with a conditional update (`where status = <from>`): of two concurrent moves one wins, the other gets
     * 409 `INVALID_TRANSITION` and changes nothing. The history row, the audit entry and the outbox
     * message of the company users' notices commit with the move.
     *
     * @throws InvalidTransition 409 for a move the table does not allow; Conflict 409 with the guard's
     *   code (`PAYMENT_REQUIRED`, `ALREADY_PAID`, ...) or `INVALID_TRANSITION` when the order moved meanwhile.
     */
    async move(order: OrderRow, to: OrderStatus, mover: Mover, options: MoveOptions = {}): Promise<OrderRow> {
      const from = order.status;
      if (!mayMove(from, to, mover.kind)) throw new InvalidTransition(from, to);
      const guard = guardOf({ kind: order.kind, paid: order.paidAt !== null }, to, mover.kind);
      if (guard) throw new Conflict(guard.message, undefined, guard.code);
      const moved = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(fleetOrders)
          .set({ ...options.set, status: to })
          .where(
            and(
              eq(fleetOrders.id, order.id),
              eq(fleetOrders.status, from),
              paymentStillAllows(order, to),
              options.where,
            ),
          )
          .returning();
        if (!row) {
          throw new Conflict(
            `The order is no longer ${from}: it changed meanwhile, reload it`,
            undefined,
            'INVALID_TRANSITION',
          );
        }
        await record(tx, row, from, mover, options.note ?? options.set?.rejectReason, {
          status: to,
          reason: options.set?.rejectReason,
        });
        await options.alongside?.(tx, row);
        return row;
      });
      outbox.wake();
      return moved;
    },
  };
}

export type OrderMoves = ReturnType<typeof createOrderMoves>;

/** The guard's payment condition again in the update, so a payment accepted meanwhile is not missed. */
function paymentStillAllows(order: OrderRow, to: OrderStatus): SQL | undefined {
  if (to === 'READY' && order.kind !== 'card') return isNotNull(fleetOrders.paidAt);
  if (to === 'CANCELLED' || to === 'expired') return isNull(fleetOrders.paidAt);
  return undefined;
}
