import { and, asc, count, desc, eq, inArray, notInArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../core/database/client';
import { Conflict, Forbidden, InvalidTransition, NotFound, ValidationFailed } from '../../core/errors';
import type { ItemService } from './item-service';
import type { CreateOrderBody, Order, OrderStatus } from './order-schemas';
import { localize, offsetOf } from './shared';
import { ORDER_STATUSES, orderLines, orderStatusChanges, orders } from './tables';
import { canMove } from './transitions';

type OrderRow = typeof orders.$inferSelect;

/** Who acts on an order: an admin of the project or an end user (the buyer). */
export type Actor = { kind: 'admin'; id: string } | { kind: 'user'; id: string };
/** Who moved an order: a person, or a settled payment (its transaction id). */
type Mover = Actor | { kind: 'payment'; id: string };

export type OrderFilters = {
  statusIn?: OrderStatus[];
  inUserIds?: string[];
  notInUserIds?: string[];
  sort: 'created' | 'total';
  order?: 'asc' | 'desc';
  limit: number;
  page: number;
};

/** The largest total an order may reach: PostgreSQL's integer. */
const MAX_AMOUNT = 2_147_483_647;

export function createOrderService({
  db,
  items,
}: {
  db: Database;
  items: Pick<ItemService, 'rowsForOrder'>;
}) {
  /** The orders with their lines and status history: three queries for any number of orders. */
  async function view(rows: OrderRow[], lang: string | undefined): Promise<Order[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((found) => found.id);
    const [lines, changes] = await Promise.all([
      db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.position)),
      db.select().from(orderStatusChanges).where(inArray(orderStatusChanges.orderId, ids)),
    ]);
    // Oldest first; two changes in one millisecond fall in life-cycle order (the statuses form a chain).
    changes.sort(
      (a, b) =>
        a.createdAt.getTime() - b.createdAt.getTime() ||
        ORDER_STATUSES.indexOf(a.toStatus) - ORDER_STATUSES.indexOf(b.toStatus),
    );
    return rows.map((found) => ({
      id: found.id,
      projectId: found.projectId,
      buyerUserId: found.buyerUserId,
      status: found.status,
      lines: lines
        .filter((line) => line.orderId === found.id)
        .map((line) => ({
          id: line.id,
          itemId: line.itemId,
          title: localize(line.title, lang),
          unit: line.unit,
          quantity: line.quantity,
          unitPrice: { amount: line.unitAmount, currency: line.currency },
          total: { amount: line.lineAmount, currency: line.currency },
        })),
      total: { amount: found.totalAmount, currency: found.currency },
      note: found.note,
      statusChanges: changes
        .filter((change) => change.orderId === found.id)
        .map((change) => ({
          from: change.fromStatus,
          to: change.toStatus,
          by: { kind: change.byKind, id: change.byId },
          note: change.note,
          at: change.createdAt,
        })),
      createdAt: found.createdAt,
      updatedAt: found.updatedAt,
    }));
  }

  /** The order in the project; for a user caller only their own (404 for anyone else's). */
  async function row(projectId: string, orderId: string, actor: Actor): Promise<OrderRow> {
    const scope = [eq(orders.id, orderId), eq(orders.projectId, projectId)];
    if (actor.kind === 'user') scope.push(eq(orders.buyerUserId, actor.id));
    const [found] = await db
      .select()
      .from(orders)
      .where(and(...scope));
    if (!found) throw new NotFound('Order');
    return found;
  }

  const service = {
    /** Prices the lines at the items' current prices (active items of one currency) and opens a PENDING order. */
    async create(
      projectId: string,
      buyerUserId: string,
      body: CreateOrderBody,
      lang?: string,
    ): Promise<Order> {
      const itemIds = body.lines.map((line) => line.itemId);
      const duplicate = itemIds.findIndex((id, index) => itemIds.indexOf(id) !== index);
      if (duplicate >= 0) {
        throw new ValidationFailed('An item appears on two lines', [
          { path: `lines.${duplicate}.itemId`, rule: 'unique', message: 'Put each item on one line' },
        ]);
      }
      const found = new Map((await items.rowsForOrder(projectId, itemIds)).map((item) => [item.id, item]));
      const fields = body.lines.flatMap((line, index) => {
        const item = found.get(line.itemId);
        if (!item) return [{ path: `lines.${index}.itemId`, rule: 'not_found', message: 'No such item' }];
        if (item.status !== 'active') {
          return [
            { path: `lines.${index}.itemId`, rule: 'not_available', message: 'The item is not on sale' },
          ];
        }
        return [];
      });
      if (fields.length) throw new ValidationFailed('Some lines cannot be ordered', fields);

      const priced = body.lines.map((line, index) => {
        const item = found.get(line.itemId)!;
        return {
          position: index,
          itemId: item.id,
          title: item.title,
          unit: item.unit,
          quantity: line.quantity,
          unitAmount: item.priceAmount,
          lineAmount: item.priceAmount * line.quantity,
          currency: item.priceCurrency,
        };
      });
      const currency = priced[0]!.currency;
      const otherCurrency = priced.findIndex((line) => line.currency !== currency);
      if (otherCurrency >= 0) {
        throw new ValidationFailed('All items of an order must have one currency', [
          {
            path: `lines.${otherCurrency}.itemId`,
            rule: 'same_currency',
            message: `Not priced in ${currency}`,
          },
        ]);
      }
      const totalAmount = priced.reduce((sum, line) => sum + line.lineAmount, 0);
      if (totalAmount > MAX_AMOUNT) {
        throw new ValidationFailed('The order total is too large', [
          { path: 'lines', rule: 'too_big', message: 'Split the order' },
        ]);
      }

      const created = await db.transaction(async (tx) => {
        const [order] = await tx
          .insert(orders)
          .values({
            projectId,
            buyerUserId,
            status: 'PENDING',
            totalAmount,
            currency,
            note: body.note ?? null,
          })
          .returning();
        await tx.insert(orderLines).values(priced.map((line) => ({ ...line, orderId: order!.id })));
        await tx.insert(orderStatusChanges).values({
          orderId: order!.id,
          fromStatus: null,
          toStatus: 'PENDING',
          byKind: 'user',
          byId: buyerUserId,
        });
        return order!;
      });
      return (await view([created], lang))[0]!;
    },

    /** One order: an admin's of the project, or a user's own. @throws NotFound otherwise. */
    async get(projectId: string, orderId: string, actor: Actor, lang?: string): Promise<Order> {
      return (await view([await row(projectId, orderId, actor)], lang))[0]!;
    },

    /** Orders of the project (admin) or the user's own (user), filtered, sorted and paged. */
    async search(projectId: string, filters: OrderFilters, actor: Actor, lang?: string) {
      const where: SQL[] = [eq(orders.projectId, projectId)];
      if (actor.kind === 'user') where.push(eq(orders.buyerUserId, actor.id));
      if (filters.statusIn?.length) where.push(inArray(orders.status, filters.statusIn));
      if (filters.inUserIds?.length) where.push(inArray(orders.buyerUserId, filters.inUserIds));
      if (filters.notInUserIds?.length) where.push(notInArray(orders.buyerUserId, filters.notInUserIds));
      const direction = filters.order ?? (filters.sort === 'created' ? 'desc' : 'asc');
      const by = direction === 'asc' ? asc : desc;
      const column = filters.sort === 'total' ? orders.totalAmount : orders.createdAt;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(orders)
          .where(and(...where))
          .orderBy(by(column), by(orders.id))
          .limit(filters.limit)
          .offset(offsetOf(filters)),
        db
          .select({ value: count() })
          .from(orders)
          .where(and(...where)),
      ]);
      return {
        items: await view(rows, lang),
        total: total?.value ?? 0,
        page: filters.page,
        limit: filters.limit,
      };
    },

    /**
     * Moves the order to `to` along the transition table: admins make every allowed move, the buyer may
     * only cancel their own PENDING order.
     * @throws NotFound for another user's order; Forbidden when a buyer asks for anything but CANCELLED;
     *   InvalidTransition (409) for a move the table does not allow or that lost a race.
     */
    async changeStatus(
      projectId: string,
      orderId: string,
      actor: Actor,
      change: { status: OrderStatus; note?: string },
      lang?: string,
    ): Promise<Order> {
      const current = await row(projectId, orderId, actor);
      if (actor.kind === 'user' && change.status !== 'CANCELLED') {
        throw new Forbidden(`Only an admin may move an order to ${change.status}`);
      }
      if (!canMove(current.status, change.status, actor.kind)) {
        throw new InvalidTransition(current.status, change.status);
      }
      const moved = await service.move(orderId, current.status, change.status, actor, change.note);
      return (await view([moved], lang))[0]!;
    },

    /**
     * Moves the order from `from` to `to` only if it still is `from` (update ... where status = from), and
     * records the change in the same transaction: of two concurrent moves one wins, the other gets 409.
     */
    async move(orderId: string, from: OrderStatus, to: OrderStatus, actor: Mover, note?: string) {
      return db.transaction(async (tx) => {
        const [moved] = await tx
          .update(orders)
          .set({ status: to })
          .where(and(eq(orders.id, orderId), eq(orders.status, from)))
          .returning();
        if (!moved) {
          throw new Conflict(
            `The order is no longer ${from}: it changed meanwhile, reload it`,
            undefined,
            'INVALID_TRANSITION',
          );
        }
        await tx.insert(orderStatusChanges).values({
          orderId,
          fromStatus: from,
          toStatus: to,
          byKind: actor.kind,
          byId: actor.id,
          note: note ?? null,
        });
        return moved;
      });
    },

    /**
     * A settled payment's effect on its order: a succeeded payment confirms a PENDING order; a failed one
     * leaves it PENDING for another try. Safe to run twice for one transaction (the outbox may redeliver):
     * the change is recorded with the transaction id and not repeated. An order that moved on meanwhile
     * (cancelled by the buyer, say) is left as it is.
     */
    async recordPayment(event: {
      transactionId: string;
      projectId: string;
      orderId: string;
      status: string;
    }) {
      if (event.status !== 'succeeded') return;
      const [order] = await db
        .select({ status: orders.status })
        .from(orders)
        .where(and(eq(orders.id, event.orderId), eq(orders.projectId, event.projectId)));
      if (order?.status !== 'PENDING') return;
      const [recorded] = await db
        .select({ id: orderStatusChanges.id })
        .from(orderStatusChanges)
        .where(
          and(
            eq(orderStatusChanges.orderId, event.orderId),
            eq(orderStatusChanges.byId, event.transactionId),
          ),
        );
      if (recorded) return;
      const payer = { kind: 'payment' as const, id: event.transactionId };
      await service
        .move(event.orderId, 'PENDING', 'CONFIRMED', payer, `Paid (transaction ${event.transactionId})`)
        .catch((error: unknown) => {
          if (!(error instanceof Conflict)) throw error;
        });
    },
  };
  return service;
}

export type OrderService = ReturnType<typeof createOrderService>;
