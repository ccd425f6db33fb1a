import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamps } from '../../core/database/columns';
import { users } from '../auth/tables';
import { projects } from '../projects/tables';

export const TRANSACTION_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** A payment asked for by a project's back end: pending until the payer pays or declines, then final. */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** Minor units (tetri): 1250 is 12.50 GEL. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    /** The e-commerce order this pays, when there is one; told when the payment settles. */
    orderId: uuid('order_id'),
    /** The payer, when an end user: gets an in-app PAYMENT notification when it settles. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    returnUrl: text('return_url'),
    status: text('status', { enum: TRANSACTION_STATUSES }).notNull().default('pending'),
    /** The provider that takes the payment (`sandbox`: the server's own test page). */
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    paymentUrl: text('payment_url').notNull(),
    /** The caller's Idempotency-Key and a hash of its request, to answer a repeat with the same transaction. */
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date', precision: 3 }),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('payment_transactions_idempotency_unique')
      .on(table.projectId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
    index('payment_transactions_project_created_idx').on(table.projectId, table.createdAt),
  ],
);

/** Every status a transaction went through, oldest first: its history. */
export const paymentTransactionEvents = pgTable(
  'payment_transaction_events',
  {
    id: id(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => paymentTransactions.id, { onDelete: 'cascade' }),
    status: text('status', { enum: TRANSACTION_STATUSES }).notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [index('payment_transaction_events_transaction_idx').on(table.transactionId, table.createdAt)],
);
