import { and, asc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../core/database/client';
import { NotFound } from '../../../core/errors';
import { shownLimits } from '../cards/limits';
import { companies } from '../tables';
import type { FleetOrder, FleetOrderDetail, FleetOrderDocument } from './schemas';
import { fleetOrderDocuments, fleetOrderHistory, fleetOrders } from './tables';

export type OrderRow = typeof fleetOrders.$inferSelect;
export type OrderWithCompany = { order: OrderRow; companyName: string; documentCount: number };

const money = (amount: number) => ({ amount, currency: 'GEL' });

const documentCount = sql<number>`(select count(*)::int from ${fleetOrderDocuments} where ${fleetOrderDocuments.orderId} = ${fleetOrders.id})`;

/** The columns every order read selects: the order, its company's name and its number of documents. */
export const orderSelection = { order: fleetOrders, companyName: companies.name, documentCount };

/** The columns the answer shows (orderView): a list reads and parses no more than these. */
const {
  searchText: _searchText,
  idempotencyKey: _idempotencyKey,
  requestHash: _requestHash,
  products: _products,
  projectId: _projectId,
  ...shownColumns
} = getTableColumns(fleetOrders);
export type ShownOrder = Omit<
  OrderRow,
  'searchText' | 'idempotencyKey' | 'requestHash' | 'products' | 'projectId'
>;

/** orderSelection for lists: the shown columns only. */
export const orderListSelection = { order: shownColumns, companyName: companies.name, documentCount };

/** Both sides confirmed the payment: its documents stay as they are. */
export const documentsLocked = (order: Pick<OrderRow, 'companyConfirmedAt' | 'retailerConfirmedAt'>) =>
  order.companyConfirmedAt !== null && order.retailerConfirmedAt !== null;

export function orderView({
  order,
  companyName,
  documentCount,
}: {
  order: ShownOrder;
  companyName: string;
  documentCount: number;
}): FleetOrder {
  const request = order.cardRequest;
  return {
    id: order.id,
    number: order.number,
    companyId: order.companyId,
    companyName,
    kind: order.kind,
    status: order.status,
    lines: order.lines.map((line) => ({
      product: line.product,
      unit: line.unit,
      quantity: line.quantity,
      ...(line.denomination ? { denomination: line.denomination } : {}),
      liters: Math.floor(line.volumeMl / 10) / 100,
      unitPrice: money(line.unitPrice),
      total: money(line.total),
    })),
    delivery: order.delivery ?? null,
    cardRequest: request
      ? {
          cardType: request.cardType,
          quantity: request.holders.length,
          holders: request.holders.map((holder) => ({
            vehicleId: holder.vehicleId ?? null,
            driverName: holder.driverName ?? null,
          })),
          limits: shownLimits(request.limits),
          products: request.products,
          schedule: request.schedule,
          replacesCardId: request.replacesCardId ?? null,
        }
      : null,
    total: money(order.totalAmount),
    note: order.note,
    rejectReason: order.rejectReason,
    dueDate: order.dueDate,
    deadlineAt: order.deadlineAt,
    payment: {
      type: order.paymentType,
      paid: order.paidAt !== null,
      paidAt: order.paidAt,
      companyConfirmedAt: order.companyConfirmedAt,
      retailerConfirmedAt: order.retailerConfirmedAt,
      documentsLocked: documentsLocked(order),
      transaction: order.paymentTransactionId
        ? {
            id: order.paymentTransactionId,
            status: order.paidAt ? 'succeeded' : 'pending',
            paymentUrl: order.paymentUrl ?? '',
          }
        : null,
    },
    documentCount,
    createdByUserId: order.createdByUserId,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
  };
}

/** One order with its company's name, matching `where` (a company's or a project's), or NotFound. */
export async function findOrder(db: Database, id: string, where: SQL): Promise<OrderWithCompany> {
  const [found] = await db
    .select(orderSelection)
    .from(fleetOrders)
    .innerJoin(companies, eq(companies.id, fleetOrders.companyId))
    .where(and(eq(fleetOrders.id, id), where));
  if (!found) throw new NotFound('Order');
  return found;
}

export function documentView(document: typeof fleetOrderDocuments.$inferSelect): FleetOrderDocument {
  return {
    id: document.id,
    fileId: document.fileId,
    name: document.name,
    contentType: document.contentType,
    size: document.size,
    url: document.url,
    uploadedByUserId: document.uploadedByUserId,
    createdAt: document.createdAt,
  };
}

/** The documents of several orders (a list's page) in one query, oldest first per order. */
export async function documentsOf(
  db: Database,
  orderIds: string[],
): Promise<Map<string, FleetOrderDocument[]>> {
  const byOrder = new Map<string, FleetOrderDocument[]>(orderIds.map((id) => [id, []]));
  if (!orderIds.length) return byOrder;
  const rows = await db
    .select()
    .from(fleetOrderDocuments)
    .where(inArray(fleetOrderDocuments.orderId, orderIds))
    .orderBy(asc(fleetOrderDocuments.createdAt), asc(fleetOrderDocuments.id));
  for (const row of rows) byOrder.get(row.orderId)?.push(documentView(row));
  return byOrder;
}

/** The order with its documents and status history (oldest first). */
export async function detailOf(db: Database, found: OrderWithCompany): Promise<FleetOrderDetail> {
  const [documents, history] = await Promise.all([
    db
      .select()
      .from(fleetOrderDocuments)
      .where(eq(fleetOrderDocuments.orderId, found.order.id))
      .orderBy(asc(fleetOrderDocuments.createdAt), asc(fleetOrderDocuments.id)),
    db
      .select()
      .from(fleetOrderHistory)
      .where(eq(fleetOrderHistory.orderId, found.order.id))
      .orderBy(asc(fleetOrderHistory.seq)),
  ]);
  return {
    ...orderView(found),
    documents: documents.map(documentView),
    history: history.map((entry) => ({
      from: entry.fromStatus,
      to: entry.toStatus,
      by: entry.byKind,
      byId: entry.byId,
      note: entry.note,
      at: entry.at,
    })),
  };
}
