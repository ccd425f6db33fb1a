import { z } from 'zod';
import { pagination, timestamp, uuid } from '../../core/schemas';
import { bodyList, bodyPagination, commaList, lang, localizedOrFlat, money, sortOrder } from './shared';
import { ORDER_STATUSES } from './tables';

export const orderStatus = z.enum(ORDER_STATUSES);
const orderSort = z
  .enum(['created', 'total'])
  .default('created')
  .describe('created (newest first by default) or total (smallest first by default)');
const note = z.string().trim().max(1000);

export const orderLine = z
  .object({
    id: uuid,
    itemId: uuid,
    title: localizedOrFlat.describe('The item’s title when ordered'),
    unit: z.string(),
    quantity: z.number().int(),
    unitPrice: money.describe('The item’s unit price when ordered'),
    total: money,
  })
  .meta({ id: 'OrderLine' });

export const orderStatusChange = z
  .object({
    from: orderStatus.nullable().describe('Null for the order’s creation'),
    to: orderStatus,
    by: z
      .object({ kind: z.enum(['admin', 'user', 'payment']), id: uuid })
      .describe('Who moved it: an admin, the buyer, or a payment (id = the transaction)'),
    note: z.string().nullable(),
    at: timestamp,
  })
  .meta({ id: 'OrderStatusChange' });

export const order = z
  .object({
    id: uuid,
    projectId: uuid,
    buyerUserId: uuid,
    status: orderStatus,
    lines: z.array(orderLine),
    total: money,
    note: z.string().nullable(),
    statusChanges: z.array(orderStatusChange).describe('Oldest first, starting with the creation'),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'Order' });

export const createOrderBody = z
  .object({
    lines: z
      .array(
        z
          .object({
            itemId: uuid,
            quantity: z.number().int().min(1).max(1_000_000).describe('Units of the item (liters of fuel)'),
          })
          .strict(),
      )
      .min(1)
      .max(100),
    note: note.optional(),
  })
  .strict()
  .meta({ id: 'CreateOrderBody' });

export const updateOrderBody = z
  .object({
    status: orderStatus.describe('The status to move to (see the transition table)'),
    note: note.optional().describe('Why: kept with the status change'),
  })
  .strict()
  .meta({ id: 'UpdateOrderBody' });

/** The buyer's search of their own orders (POST /ecommerce/order). */
export const orderSearchBody = z
  .object({
    statusIn: bodyList(orderStatus, 'Only these statuses'),
    sort: orderSort,
    order: sortOrder.optional(),
    ...bodyPagination,
  })
  .strict()
  .meta({ id: 'OrderSearchBody' });

/** The admin's search (GET, lists comma-joined). */
export const adminOrderSearchQuery = pagination.extend({
  statusIn: commaList(orderStatus, 'Only these statuses'),
  inUserIds: commaList(uuid, 'Only orders of these buyers'),
  notInUserIds: commaList(uuid, 'No orders of these buyers'),
  sort: orderSort,
  order: sortOrder.optional(),
  lang,
});

export const orderParams = z.object({ id: uuid, orderId: uuid });

export type Order = z.infer<typeof order>;
export type OrderLine = z.infer<typeof orderLine>;
export type OrderStatus = z.infer<typeof orderStatus>;
export type OrderStatusChange = z.infer<typeof orderStatusChange>;
export type CreateOrderBody = z.input<typeof createOrderBody>;
export type UpdateOrderBody = z.input<typeof updateOrderBody>;
export type OrderSearchBody = z.input<typeof orderSearchBody>;
/** What the admin's order search accepts, as the kit takes it (lists comma-joined on the wire). */
export type AdminOrderSearchFilters = {
  statusIn?: OrderStatus[];
  inUserIds?: string[];
  notInUserIds?: string[];
  sort?: 'created' | 'total';
  order?: 'asc' | 'desc';
  limit?: number;
  page?: number;
  lang?: string;
};
