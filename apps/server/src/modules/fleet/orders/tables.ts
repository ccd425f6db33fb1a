import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  date,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, timestamps } from '../../../core/database/columns';
import { users } from '../../auth/tables';
import { files } from '../../files/tables';
import { projects } from '../../projects/tables';
import { companies } from '../tables';
import { FUEL_PRODUCTS, type FuelProduct, type FuelUnit, type LimitPeriod } from '../vocabulary';
import { ORDER_KINDS, ORDER_STATUSES, PAYMENT_TYPES, type TransportationType } from './rules';
import type { OrderMover } from './transitions';

const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

/** One priced line, as placed: the unit price is the e-commerce item's price at that moment. */
export type StoredLine = {
  product: FuelProduct;
  unit: FuelUnit;
  /** As entered: liters or GEL (fuel, wholesale), or the number of coupons. */
  quantity: number;
  /** Liters per coupon (coupons only). */
  denomination?: number;
  /** The fuel it buys, in milliliters. */
  volumeMl: number;
  /** Tetri per liter. */
  unitPrice: number;
  /** Tetri. */
  total: number;
};

export type StoredDelivery = {
  transportationType: TransportationType;
  vehicleNumber: string;
  trailerNumber: string;
  address: string;
  deliveryDate: string;
  contactNumber: string;
};

/** What a card order asks for; issuing it makes `quantity` cards with these settings. */
export type StoredCardRequest = {
  cardType: 'UNIVERSAL' | 'IDENTIFIED';
  /** One per card: a vehicle or a driver for IDENTIFIED cards, empty holders for UNIVERSAL ones. */
  holders: { vehicleId?: string | null; driverName?: string | null }[];
  limits: { period: LimitPeriod; unit: 'ml' | 'tetri'; amount: number }[];
  products: FuelProduct[];
  schedule: { fromMinute: number | null; toMinute: number | null; weekdays: number[] | null };
  /** The lost or stolen card this order replaces. */
  replacesCardId?: string;
};

/** Fuel, coupon, wholesale and card orders of a company (../shared/design/fleet-domain.md). */
export const fleetOrders = pgTable(
  'fleet_orders',
  {
    id: id(),
    /** The number people quote (shown as #000123). */
    number: bigserial('number', { mode: 'number' }).notNull(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ORDER_KINDS }).notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    paymentType: text('payment_type', { enum: PAYMENT_TYPES }).notNull().default('transfer'),
    lines: jsonb('lines').$type<StoredLine[]>().notNull().default([]),
    /** The lines' products, for the product filter. */
    products: text('products', { enum: FUEL_PRODUCTS }).array().notNull(),
    delivery: jsonb('delivery').$type<StoredDelivery>(),
    cardRequest: jsonb('card_request').$type<StoredCardRequest>(),
    /** Tetri (GEL). */
    totalAmount: bigint('total_amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('GEL'),
    note: text('note'),
    rejectReason: text('reject_reason'),
    /** The day the retailer makes the invoice or the cards by (3 working days after placing). */
    dueDate: date('due_date', { mode: 'string' }),
    /** When the current status runs out (quote expiry, coupon collection); null when it does not. */
    deadlineAt: time('deadline_at'),
    /** The company declared its payment (documents uploaded) / the retailer accepted it. */
    companyConfirmedAt: time('company_confirmed_at'),
    retailerConfirmedAt: time('retailer_confirmed_at'),
    paidAt: time('paid_at'),
    /** The pending or paid online payment (cleared when one fails, so that a new one can be made). */
    paymentTransactionId: uuid('payment_transaction_id'),
    paymentUrl: text('payment_url'),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Number, products and delivery details, for the history's search box. */
    searchText: text('search_text').notNull().default(''),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('fleet_orders_number_unique').on(table.number),
    uniqueIndex('fleet_orders_company_idempotency_unique')
      .on(table.companyId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
    // `kind` last: the history's totals (kind in the fuel-request kinds) count from the index alone instead
    // of visiting every order of the company in the table (fleet-orders bench: 88 ms → index-only).
    index('fleet_orders_company_created_idx').on(table.companyId, table.createdAt, table.kind),
    index('fleet_orders_company_status_created_idx').on(
      table.companyId,
      table.status,
      table.createdAt,
      table.kind,
    ),
    index('fleet_orders_project_status_created_idx').on(table.projectId, table.status, table.createdAt),
    index('fleet_orders_deadline_idx').on(table.deadlineAt).where(sql`${table.deadlineAt} is not null`),
    index('fleet_orders_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    // The reconciliation statement sums the payments up to a day.
    index('fleet_orders_company_paid_idx')
      .on(table.companyId, table.paidAt)
      .where(sql`${table.paidAt} is not null`),
  ],
);

/** Payment documents: platform files attached to an order (at most 10, checked in the insert's transaction). */
export const fleetOrderDocuments = pgTable(
  'fleet_order_documents',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => fleetOrders.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    url: text('url').notNull(),
    uploadedByUserId: uuid('uploaded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('fleet_order_documents_order_file_unique').on(table.orderId, table.fileId),
    index('fleet_order_documents_order_idx').on(table.orderId, table.createdAt),
  ],
);

/** Every status an order went through, its creation included (`from` null). Append-only. */
export const fleetOrderHistory = pgTable(
  'fleet_order_history',
  {
    id: id(),
    /** Insertion order: two moves in one millisecond still read in the order they were made. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => fleetOrders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: ORDER_STATUSES }),
    toStatus: text('to_status', { enum: ORDER_STATUSES }).notNull(),
    byKind: text('by_kind').$type<OrderMover>().notNull(),
    /** The user or admin id, the payment transaction id, or the job's name. */
    byId: text('by_id'),
    note: text('note'),
    at: createdAt(),
  },
  (table) => [index('fleet_order_history_order_idx').on(table.orderId, table.seq)],
);
