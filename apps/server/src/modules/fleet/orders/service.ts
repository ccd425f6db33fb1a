import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../../../core/database/client';
import type { Outbox } from '../../../core/outbox/outbox';
import { outboxMessages } from '../../../core/outbox/tables';
import { createOutboxWorker } from '../../../core/outbox/worker';
import type { CompanyScope } from '../../../core/scope';
import { DEFAULT_CURRENCY } from '../../commerce/shared';
import type { FilesService } from '../../files/service';
import type { NotificationsService } from '../../notifications/service';
import type { PaymentsService } from '../../payments/service';
import type { PriceList } from '../prices';
import { FUEL_PRODUCTS } from '../vocabulary';
import { createOrderBackOffice } from './back-office';
import { createOrderDocuments } from './documents';
import { createOrderExpiry } from './expiry';
import { orderTotal } from './line-pricing';
import { companyOrders, createOrderLists, matchingOrders } from './list';
import { createOrderMoves, type Mover } from './moves';
import { createOrderNotices, ORDER_NOTICE_TOPIC } from './notify';
import { createOrderPayment } from './payment';
import { createPlacement, type NewOrder } from './placement';
import { priceLines } from './pricing';
import { FUEL_REQUEST_KINDS, type OrderKind, PRODUCT_NAMES } from './rules';
import type {
  FleetFuelPrices,
  FleetOrderDetail,
  FleetOrderListQuery,
  FleetOrderSummaryQuery,
  FleetPayOnlineAnswer,
  FleetPayOnlineBody,
  FleetPlaceOrderBody,
} from './schemas';
import { orderSummary } from './summary';
import type { StoredDelivery, StoredLine } from './tables';
import { detailOf, findOrder, orderView } from './view';
import { createWorkingDays, type ProjectHolidays } from './working-days';

export type FleetOrdersDeps = {
  db: Database;
  outbox: Outbox;
  /** The fuel prices now (the portal project's e-commerce items). */
  prices: PriceList;
  files: Pick<FilesService, 'find'>;
  payments: Pick<PaymentsService, 'payWithLink'>;
  notifications: Pick<NotificationsService, 'prepare' | 'write' | 'writeOnce'>;
  /** The intranet's public holidays of the project. */
  projectHolidays: ProjectHolidays;
};

/** The text the history's search box looks in, besides the order number. */
function searchTextOf(lines: StoredLine[], delivery?: StoredDelivery | null): string {
  const names = lines.map((line) => PRODUCT_NAMES[line.product]);
  const details = delivery ? [delivery.vehicleNumber, delivery.trailerNumber, delivery.address] : [];
  return [...names, ...details].join(' ');
}

/** The company's fuel, coupon and wholesale orders, card orders' life cycle, and the retailer's side. */
export function createFleetOrdersService(deps: FleetOrdersDeps) {
  const { db, outbox } = deps;
  const notices = createOrderNotices({ db, outbox, notifications: deps.notifications });
  const moves = createOrderMoves({ db, notices, outbox });
  const workingDays = createWorkingDays(deps.projectHolidays);
  const placement = createPlacement({ db, moves, workingDays, outbox });
  const documents = createOrderDocuments({ db, files: deps.files });
  const payment = createOrderPayment({ db, moves, payments: deps.payments, outbox });
  const lists = createOrderLists(db);

  const ofCompany = (scope: CompanyScope, kinds: readonly OrderKind[]) =>
    companyOrders(scope.companyId, kinds);
  const companyMover = (scope: CompanyScope): Mover => ({
    kind: 'company',
    id: scope.userId,
    userId: scope.userId,
  });
  const find = (scope: CompanyScope, id: string, kinds: readonly OrderKind[] = FUEL_REQUEST_KINDS) =>
    findOrder(db, id, ofCompany(scope, kinds));
  const detail = async (scope: CompanyScope, id: string, kinds: readonly OrderKind[] = FUEL_REQUEST_KINDS) =>
    detailOf(db, await find(scope, id, kinds));

  return {
    /**
     * Places a fuel, coupon or wholesale order at today's prices (`draft: true` keeps it in the history
     * without sending it). With an `Idempotency-Key` the same request again answers the same order.
     *
     * @throws ValidationFailed 400 (`lines.N.product`: `not_available` when a product is not on sale);
     *   Conflict 409 `IDEMPOTENCY_KEY_REUSED`.
     */
    async place(
      scope: CompanyScope,
      body: FleetPlaceOrderBody,
      idempotencyKey?: string,
    ): Promise<{ order: FleetOrderDetail; replayed: boolean }> {
      const lines = priceLines(body, await deps.prices(scope.projectId));
      const delivery = body.kind === 'wholesale' ? body.delivery : null;
      const order: NewOrder = {
        kind: body.kind,
        status: body.draft ? 'draft' : 'PENDING',
        paymentType: body.paymentType,
        lines,
        products: lines.map((line) => line.product),
        delivery,
        totalAmount: orderTotal(lines),
        note: body.note ?? null,
        searchText: searchTextOf(lines, delivery),
      };
      const idempotency = idempotencyKey ? { key: idempotencyKey, request: body } : undefined;
      const { row, replayed, companyName } = await placement.place(scope, order, idempotency);
      if (replayed || companyName === undefined) {
        return { order: await detail(scope, row.id, [row.kind]), replayed };
      }
      // A new order has no documents yet, and its history is its creation, written with it (same now()).
      const created = {
        from: null,
        to: row.status,
        by: 'company' as const,
        byId: scope.userId,
        note: null,
        at: row.createdAt,
      };
      const view = orderView({ order: row, companyName, documentCount: 0 });
      // Added to the view, not spread into a new literal (V8 builds one that starts with a spread slowly).
      return { order: Object.assign(view, { documents: [], history: [created] }), replayed };
    },

    list: (
      scope: CompanyScope,
      query: FleetOrderListQuery,
      kinds: readonly OrderKind[] = FUEL_REQUEST_KINDS,
    ) => lists.list({ companyId: scope.companyId, kinds }, query),

    get: detail,

    /** The unpaid and overdue counts and totals of the orders the history's filters choose. */
    summary: (scope: CompanyScope, query: FleetOrderSummaryQuery) =>
      orderSummary(
        db,
        matchingOrders({ companyId: scope.companyId, kinds: FUEL_REQUEST_KINDS }, query),
        new Date(),
      ),

    /** Today's price of each fuel product on sale: what `place` would price a line at. */
    async prices(scope: CompanyScope): Promise<FleetFuelPrices> {
      const prices = await deps.prices(scope.projectId);
      return {
        items: FUEL_PRODUCTS.flatMap((product) => {
          const amount = prices.get(product);
          return amount === undefined ? [] : [{ product, unitPrice: { amount, currency: DEFAULT_CURRENCY } }];
        }),
      };
    },

    /**
     * Submits a draft: priced again at today's prices (the price is fixed when the order is placed), due
     * in 3 working days. @throws InvalidTransition 409 unless the order is a draft.
     */
    async submit(scope: CompanyScope, id: string): Promise<FleetOrderDetail> {
      const { order } = await find(scope, id);
      const repriced = priceLines(
        { kind: order.kind, lines: order.lines } as unknown as FleetPlaceOrderBody,
        await deps.prices(scope.projectId),
      );
      const dates = await placement.deadlines(scope.projectId, order.kind);
      await moves.move(order, 'PENDING', companyMover(scope), {
        set: { ...dates, lines: repriced, totalAmount: orderTotal(repriced) },
      });
      return detail(scope, id);
    },

    /** @throws InvalidTransition 409 from a status the company may not cancel; Conflict 409 `ALREADY_PAID`. */
    async cancel(
      scope: CompanyScope,
      id: string,
      kinds: readonly OrderKind[] = FUEL_REQUEST_KINDS,
    ): Promise<FleetOrderDetail> {
      const { order } = await find(scope, id, kinds);
      await moves.move(order, 'CANCELLED', companyMover(scope), { set: { deadlineAt: null } });
      return detail(scope, id, kinds);
    },

    documents: {
      async attach(scope: CompanyScope, id: string, fileId: string) {
        return documents.attach(scope, id, fileId);
      },
      remove: documents.remove,
      async confirm(scope: CompanyScope, id: string): Promise<FleetOrderDetail> {
        await documents.confirm(scope, id);
        return detail(scope, id);
      },
    },

    async payOnline(
      scope: CompanyScope,
      id: string,
      body: FleetPayOnlineBody,
    ): Promise<FleetPayOnlineAnswer> {
      const { order } = await find(scope, id);
      return payment.payOnline(scope, order, body);
    },

    /** The outbox handler's part for fleet orders (see payments' `payment.settled`). */
    recordPayment: payment.recordPayment,
    /** The outbox handlers these need (services.ts hands them to the worker). */
    outboxHandlers: { [ORDER_NOTICE_TOPIC]: notices.handler },
    /** Writes the pending orders' notices now, without waiting for the worker (the demo seed). */
    async writePendingNotices() {
      const worker = createOutboxWorker({ db, handlers: { [ORDER_NOTICE_TOPIC]: notices.handler } });
      const unsent = and(eq(outboxMessages.topic, ORDER_NOTICE_TOPIC), eq(outboxMessages.status, 'pending'));
      // The app's own worker may hold some of them: they are written only once it has settled them.
      for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
        while ((await worker.runOnce()) > 0);
        const [left] = await db.select({ count: count() }).from(outboxMessages).where(unsent);
        if (!left?.count) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },

    backOffice: createOrderBackOffice({ db, moves, payment, lists }),
    expiry: createOrderExpiry({ db, moves }),
    /** For the card orders (cards/): placing and moving orders of kind `card`. */
    placement,
    moves,
    companyMover,
  };
}

export type FleetOrdersService = ReturnType<typeof createFleetOrdersService>;
