import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../../core/database/columns';
import { users } from '../../auth/tables';
import { projects } from '../../projects/tables';
import { cards } from '../asset-tables';
import { companies } from '../tables';
import { FUEL_PRODUCTS } from '../vocabulary';
import { POINTS_KINDS } from './vocabulary';

/**
 * Every movement of a company's points (1 point = 1 tetri). `amount` is signed, so a company's rows add
 * up to `companies.points_balance`: the balance and its row change in one transaction, the balance with
 * a conditional update that never lets it go below zero.
 */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: POINTS_KINDS }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The company's balance right after this movement. */
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    /** The other company of a transfer. */
    counterpartCompanyId: uuid('counterpart_company_id').references(() => companies.id, {
      onDelete: 'set null',
    }),
    /** The card a top-up went to. */
    cardId: uuid('card_id').references(() => cards.id, { onDelete: 'set null' }),
    /** The purchase that earned (or, voided, reversed) the points. */
    transactionId: uuid('transaction_id'),
    /** The client's key of a transfer: a repeat with the same key transfers once. */
    idempotencyKey: text('idempotency_key'),
    /** The company user who made a transfer. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    at: createdAt(),
  },
  (table) => [
    index('points_ledger_company_at_idx').on(table.companyId, table.at),
    index('points_ledger_company_kind_at_idx').on(table.companyId, table.kind, table.at),
    uniqueIndex('points_ledger_idempotency_unique')
      .on(table.companyId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
    uniqueIndex('points_ledger_transaction_kind_unique')
      .on(table.transactionId, table.kind)
      .where(sql`${table.transactionId} is not null`),
  ],
);

/** What a liter of each product earns, in points (tetri), as the retailer sets it in the back office. */
export const pointsRates = pgTable(
  'points_rates',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    product: text('product', { enum: FUEL_PRODUCTS }).notNull(),
    pointsPerLiter: integer('points_per_liter').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.product] })],
);
