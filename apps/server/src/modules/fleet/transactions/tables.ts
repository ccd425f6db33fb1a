import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id } from '../../../core/database/columns';
import { projects } from '../../projects/tables';
import { cards, vehicleGroups, vehicles } from '../asset-tables';
import { companies } from '../tables';
import { FUEL_PRODUCTS } from '../vocabulary';
import { ANOMALY_FLAGS, type Booking, DECLINE_REASONS, HOLD_STATUSES, type LimitRefusal } from './vocabulary';

const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });
/** A PostgreSQL 64-bit transaction id, read as its decimal text. */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

/**
 * Every decision a station terminal asked for: approved (with what was booked) or declined (with the
 * reason). One row per terminal transaction id and terminal, so a retry finds the first answer.
 * An approved row may later be voided (the terminal's cancel), which gives its usage back.
 */
export const cardTransactions = pgTable(
  'card_transactions',
  {
    id: id(),
    /** The retailer's project whose private key the terminal used. */
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** Null only for CARD_UNKNOWN: no card, no company. */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    /** Kept when the card is deleted: the purchase happened all the same. */
    cardId: uuid('card_id').references(() => cards.id, { onDelete: 'set null' }),
    /** The number the terminal read (kept also for unknown cards). */
    cardNumber: text('card_number').notNull(),
    /** The card's vehicle and its group at the time of the purchase (reports group by these). */
    vehicleId: uuid('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    groupId: uuid('group_id').references(() => vehicleGroups.id, { onDelete: 'set null' }),
    stationId: text('station_id').notNull(),
    terminalId: text('terminal_id').notNull(),
    terminalTransactionId: text('terminal_transaction_id').notNull(),
    product: text('product', { enum: FUEL_PRODUCTS }).notNull(),
    decision: text('decision', { enum: ['approved', 'declined'] }).notNull(),
    reason: text('reason', { enum: DECLINE_REASONS }),
    /** For LIMIT_EXCEEDED: which limit refused and what remained of it. */
    refusal: jsonb('refusal').$type<LimitRefusal>(),
    /** What was asked for or booked: milliliters, tetri and the unit price (tetri per liter). */
    volumeMl: integer('volume_ml').notNull(),
    amountTetri: bigint('amount_tetri', { mode: 'number' }).notNull(),
    unitPriceTetri: integer('unit_price_tetri').notNull(),
    /** The usage windows an approval booked, so that a void gives back exactly these. */
    bookings: jsonb('bookings').$type<Booking[]>().notNull().default(sql`'[]'`),
    odometerKm: integer('odometer_km'),
    /** When the company's admins were alerted of this decline (the alert is sent once). */
    alertedAt: time('alerted_at'),
    anomalies: text('anomalies', { enum: ANOMALY_FLAGS }).array().notNull().default(sql`'{}'`),
    pointsEarned: bigint('points_earned', { mode: 'number' }).notNull().default(0),
    /** The decision's time; its Tbilisi day is the day of the purchase in every report. */
    at: time('at').notNull(),
    voidedAt: time('voided_at'),
    /**
     * The transaction feed's order (api-clients/feed.ts): the inserting database transaction's id, then
     * the row's sequence number. A reader only returns rows whose transaction ended before its snapshot,
     * so a row committed late is never passed over by a cursor.
     */
    feedTx: xid8('feed_tx').notNull().default(sql`pg_current_xact_id()`),
    feedSeq: bigint('feed_seq', { mode: 'number' }).notNull().generatedByDefaultAsIdentity(),
  },
  (table) => [
    uniqueIndex('card_transactions_terminal_unique').on(
      table.projectId,
      table.terminalId,
      table.terminalTransactionId,
    ),
    index('card_transactions_company_at_idx').on(table.companyId, table.at),
    index('card_transactions_card_at_idx').on(table.cardId, table.at),
    index('card_transactions_vehicle_at_idx')
      .on(table.vehicleId, table.at)
      .where(sql`${table.odometerKm} is not null`),
    index('card_transactions_company_anomalies_idx')
      .on(table.companyId, table.at)
      .where(sql`cardinality(${table.anomalies}) > 0`),
    index('card_transactions_company_decision_idx').on(table.companyId, table.decision, table.at),
    index('card_transactions_company_feed_idx').on(table.companyId, table.feedTx, table.feedSeq),
  ],
);

/** A new place at the feed's end, for a change a feed reader must see again (a void). */
export const feedPosition = {
  feedTx: sql`pg_current_xact_id()`,
  feedSeq: sql`nextval(pg_get_serial_sequence('card_transactions', 'feed_seq'))`,
};

/** The daily and monthly totals' columns besides their day or month: the rest of the key and the sums. */
const totalsColumns = () => ({
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  // No foreign keys on purpose: what was spent stays in the reports after a card, vehicle or group is
  // deleted (the report names them "deleted").
  cardId: uuid('card_id').notNull(),
  vehicleId: uuid('vehicle_id'),
  groupId: uuid('group_id'),
  product: text('product', { enum: FUEL_PRODUCTS }).notNull(),
  volumeMl: bigint('volume_ml', { mode: 'number' }).notNull().default(0),
  amountTetri: bigint('amount_tetri', { mode: 'number' }).notNull().default(0),
  purchases: integer('purchases').notNull().default(0),
});

/**
 * What the company's approved purchases add up to per Tbilisi day, card, vehicle, group and product:
 * added by the aggregate writer right after each decision (aggregates.ts) and taken back by a void, so
 * reports read these thousands of rows instead of millions of transactions.
 */
export const fleetDailyTotals = pgTable(
  'fleet_daily_totals',
  {
    id: id(),
    day: date('day', { mode: 'string' }).notNull(),
    ...totalsColumns(),
  },
  (table) => [
    unique('fleet_daily_totals_key_unique')
      .on(table.companyId, table.day, table.cardId, table.vehicleId, table.groupId, table.product)
      .nullsNotDistinct(),
  ],
);

/**
 * The daily totals summed by Tbilisi month (`month` is its first day), on the same key: a report over
 * whole months reads these instead of thirty times as many days. Kept by the database itself, a trigger
 * on fleet_daily_totals (migration 0012), whoever writes the days and however many at once.
 */
export const fleetMonthlyTotals = pgTable(
  'fleet_monthly_totals',
  {
    id: id(),
    month: date('month', { mode: 'string' }).notNull(),
    ...totalsColumns(),
  },
  (table) => [
    unique('fleet_monthly_totals_key_unique')
      .on(table.companyId, table.month, table.cardId, table.vehicleId, table.groupId, table.product)
      .nullsNotDistinct(),
  ],
);

/**
 * The monthly totals summed over cards and vehicles, by company, Tbilisi month, group and product: a
 * report that neither breaks down nor narrows by card or vehicle (a year by month, product and group)
 * reads one row per group and product a month instead of one per card. Kept by the database as the
 * monthly totals are (migration 0014, a trigger on fleet_daily_totals).
 */
export const fleetGroupMonthlyTotals = pgTable(
  'fleet_group_monthly_totals',
  {
    id: id(),
    month: date('month', { mode: 'string' }).notNull(),
    ...(({ cardId, vehicleId, ...columns }) => columns)(totalsColumns()),
  },
  (table) => [
    unique('fleet_group_monthly_totals_key_unique')
      .on(table.companyId, table.month, table.groupId, table.product)
      .nullsNotDistinct(),
  ],
);

/**
 * A pay-at-pump pre-authorization (IFSF authorization before the fill): the maximum the terminal asked
 * for, held against the card's limit windows (`bookings`, with each limit's unit) until the terminal
 * completes it with what the pump delivered (the card transaction with the same id is then booked),
 * reverses it, or it expires and the job gives the hold back. Declined ones are kept too (with their
 * decline in card_transactions), so that one terminal transaction id has one answer.
 */
export const cardPreauthorizations = pgTable(
  'card_preauthorizations',
  {
    /** Also the id of the card transaction it becomes (its decline, or its completion). */
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    cardId: uuid('card_id').references(() => cards.id, { onDelete: 'set null' }),
    cardNumber: text('card_number').notNull(),
    vehicleId: uuid('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    groupId: uuid('group_id').references(() => vehicleGroups.id, { onDelete: 'set null' }),
    stationId: text('station_id').notNull(),
    terminalId: text('terminal_id').notNull(),
    terminalTransactionId: text('terminal_transaction_id').notNull(),
    product: text('product', { enum: FUEL_PRODUCTS }).notNull(),
    decision: text('decision', { enum: ['approved', 'declined'] }).notNull(),
    reason: text('reason', { enum: DECLINE_REASONS }),
    refusal: jsonb('refusal').$type<LimitRefusal>(),
    /** null for a decline. */
    status: text('status', { enum: HOLD_STATUSES }),
    /** The maximum asked for: milliliters, tetri and the unit price the completion is charged at. */
    volumeMl: integer('volume_ml').notNull(),
    amountTetri: bigint('amount_tetri', { mode: 'number' }).notNull(),
    unitPriceTetri: integer('unit_price_tetri').notNull(),
    bookings: jsonb('bookings').$type<Booking[]>().notNull().default(sql`'[]'`),
    odometerKm: integer('odometer_km'),
    at: time('at').notNull(),
    expiresAt: time('expires_at'),
    /** When it was completed, reversed or expired. */
    closedAt: time('closed_at'),
  },
  (table) => [
    uniqueIndex('card_preauthorizations_terminal_unique').on(
      table.projectId,
      table.terminalId,
      table.terminalTransactionId,
    ),
    index('card_preauthorizations_held_idx')
      .on(table.expiresAt, table.id)
      .where(sql`${table.status} = 'held'`),
  ],
);

/**
 * The approved purchases whose aggregates (daily totals, points earned, the vehicle's odometer) are not
 * applied yet, and the decisions whose audit entry and webhook event are not written yet: the decision queues its id in its own statement, and the aggregate writer
 * (aggregates.ts) claims a batch, applies it and deletes the ids in one transaction, so each purchase
 * is applied exactly once, also across a crash. No foreign key: a purchase deleted meanwhile (its
 * company deleted) leaves an id the writer simply drops.
 */
export const fleetPendingAggregates = pgTable('fleet_pending_aggregates', {
  transactionId: uuid('transaction_id').primaryKey(),
  queuedAt: time('queued_at').notNull().defaultNow(),
  /**
   * The one-step authorization's decisions (approved or declined) leave their audit entry and webhook
   * event to the writer too (decision-events.ts), which writes them with the rest of the batch.
   */
  decisionEvents: boolean('decision_events').notNull().default(false),
});
