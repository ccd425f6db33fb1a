import { and, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../core/database/client';
import { Conflict, InvalidTransition } from '../../../core/errors';
import type { Outbox } from '../../../core/outbox/outbox';
import { emitWebhookEvent } from '../../webhooks/emit';
import { fleetAudit } from '../tables';
import {
  type NoticePayload,
  noticeMessageInsert,
  noticePayload,
  type OrderEvent,
  type OrderNotices,
} from './notify';
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
   * message of the company users' notices when `notice` says what to tell them: one statement, fewer
   * round trips on every move.
   */
  async function record(
    tx: Database,
    order: OrderRow,
    from: OrderStatus | null,
    mover: Mover,
    note?: string | null,
    notice?: OrderEvent,
  ) {
    const values = recordValues(order, from, mover, note, notice);
    await tx.execute(sql`with ${recordCtes(tx, (name) => values[name], Boolean(notice))} select 1`);
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
        await emitWebhookEvent(tx, {
          type: 'order.status_changed',
          projectId: row.projectId,
          companyId: row.companyId,
          data: {
            orderId: row.id,
            companyId: row.companyId,
            number: row.number,
            kind: row.kind,
            from,
            to,
            reason: options.set?.rejectReason ?? null,
          },
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

/** What a move's record writes: its history row, its audit entry and its notices' payload. */
export type RecordValues = {
  orderId: string;
  orderCompanyId: string;
  fromStatus: OrderStatus | null;
  toStatus: OrderStatus;
  byKind: OrderMover;
  byId: string | null;
  actorUserId: string | null;
  /** `historyNote`, not `note`: an order's own columns (a note among them) bind alongside (placement.ts). */
  historyNote: string | null;
  auditAction: 'create' | 'status';
  auditBefore: { status: OrderStatus } | null;
  auditAfter: Record<string, unknown>;
  noticePayload: NoticePayload | null;
};

export function recordValues(
  order: Pick<OrderRow, 'id' | 'number' | 'projectId' | 'companyId' | 'kind' | 'status'>,
  from: OrderStatus | null,
  mover: Mover,
  note?: string | null,
  notice?: OrderEvent,
): RecordValues {
  return {
    orderId: order.id,
    orderCompanyId: order.companyId,
    fromStatus: from,
    toStatus: order.status,
    byKind: mover.kind,
    byId: mover.id,
    actorUserId: mover.userId,
    historyNote: note ?? null,
    auditAction: from === null ? 'create' : 'status',
    auditBefore: from === null ? null : { status: from },
    auditAfter: { status: order.status, by: mover.kind, byId: mover.id, note: note ?? null },
    noticePayload: notice ? noticePayload(order, notice) : null,
  };
}

/**
 * A record's rows as the CTEs of one statement (`history`, `audit` and, with `notice`, `notice`), each
 * value as `value` gives it: the value itself, or a placeholder of a prepared statement (placement.ts).
 */
export function recordCtes(
  tx: Database,
  value: <K extends keyof RecordValues>(name: K) => RecordValues[K],
  notice: boolean,
): SQL {
  const history = tx.insert(fleetOrderHistory).values({
    orderId: value('orderId'),
    fromStatus: value('fromStatus'),
    toStatus: value('toStatus'),
    byKind: value('byKind'),
    byId: value('byId'),
    note: value('historyNote'),
  });
  const audit = tx.insert(fleetAudit).values({
    companyId: value('orderCompanyId'),
    actorUserId: value('actorUserId'),
    entity: 'order',
    entityId: value('orderId'),
    action: value('auditAction'),
    before: value('auditBefore'),
    after: value('auditAfter'),
  });
  const told = notice
    ? sql`, notice as (${noticeMessageInsert(tx, value('noticePayload')!).getSQL()})`
    : sql``;
  return sql`history as (${history.getSQL()}), audit as (${audit.getSQL()})${told}`;
}

/** The guard's payment condition again in the update, so a payment accepted meanwhile is not missed. */
function paymentStillAllows(order: OrderRow, to: OrderStatus): SQL | undefined {
  if (to === 'READY' && order.kind !== 'card') return isNotNull(fleetOrders.paidAt);
  if (to === 'CANCELLED' || to === 'expired') return isNull(fleetOrders.paidAt);
  return undefined;
}
