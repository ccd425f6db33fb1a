import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, timestamps } from '../../core/database/columns';
import { users } from '../auth/tables';
import { projects } from '../projects/tables';

export const ITEM_STATUSES = ['draft', 'active', 'archived'] as const;
export const ORDER_STATUSES = ['PENDING', 'CONFIRMED', 'READY', 'ISSUED', 'REJECTED', 'CANCELLED'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];
export type OrderStatus = (typeof ORDER_STATUSES)[number];

type Localized = Record<string, string>;

/**
 * What a project sells: fuel by the liter, cards by the piece. Prices are integer minor units.
 * `search_text` (every title value, space-joined) carries the trigram index of the text search;
 * `sort_title` (the English title, else the first, lower-cased) the title sort.
 */
export const items = pgTable(
  'items',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    sku: text('sku'),
    type: text('type').notNull(),
    status: text('status', { enum: ITEM_STATUSES }).notNull().default('draft'),
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    title: jsonb('title').$type<Localized>().notNull(),
    description: jsonb('description').$type<Localized>().notNull().default({}),
    priceAmount: integer('price_amount').notNull(),
    priceCurrency: text('price_currency').notNull().default('GEL'),
    unit: text('unit').notNull().default('piece'),
    interests: text('interests').array().notNull().default([]),
    media: text('media').array().notNull().default([]),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    searchText: text('search_text').notNull(),
    sortTitle: text('sort_title').notNull(),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('items_project_sku_unique')
      .on(table.projectId, table.sku)
      .where(sql`${table.sku} is not null`),
    // The two covering indexes hold every column the search filters on (not the text), so PostgreSQL
    // answers a count, and finds a page's ids newest first, from the index alone (index-only scans once
    // vacuumed). Their rows must stay under btree's 2,704 bytes: hence the cap on interests' length.
    index('items_project_type_status_idx').on(
      table.projectId,
      table.type,
      table.status,
      table.priceAmount,
      table.ownerUserId,
      table.interests,
    ),
    index('items_project_created_cover_idx').on(
      table.projectId,
      // Ascending, so that a backward scan gives the default newest first (DESC NULLS FIRST).
      table.createdAt,
      table.id,
      table.status,
      table.type,
      table.priceAmount,
      table.ownerUserId,
      table.interests,
    ),
    index('items_project_status_created_idx').on(table.projectId, table.status, table.createdAt),
    index('items_project_price_idx').on(table.projectId, table.priceAmount),
    index('items_project_sort_title_idx').on(table.projectId, table.sortTitle),
    index('items_owner_idx').on(table.ownerUserId),
    index('items_interests_idx').using('gin', table.interests),
    index('items_search_text_trgm_idx').using('gin', table.searchText.op('gin_trgm_ops')),
    check('items_price_not_negative', sql`${table.priceAmount} >= 0`),
  ],
);

/** An end user's order: lines priced when ordered, one currency, a status moved along ORDER_TRANSITIONS. */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    buyerUserId: uuid('buyer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('PENDING'),
    totalAmount: integer('total_amount').notNull(),
    currency: text('currency').notNull(),
    note: text('note'),
    ...timestamps(),
  },
  (table) => [
    index('orders_project_status_created_idx').on(table.projectId, table.status, table.createdAt),
    index('orders_project_created_idx').on(table.projectId, table.createdAt),
    index('orders_buyer_created_idx').on(table.buyerUserId, table.createdAt),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id),
    /** The item's title and unit when ordered, so the order reads the same after the item changes. */
    title: jsonb('title').$type<Localized>().notNull(),
    unit: text('unit').notNull(),
    quantity: integer('quantity').notNull(),
    unitAmount: integer('unit_amount').notNull(),
    lineAmount: integer('line_amount').notNull(),
    currency: text('currency').notNull(),
  },
  (table) => [
    uniqueIndex('order_lines_order_position_unique').on(table.orderId, table.position),
    index('order_lines_item_idx').on(table.itemId),
    check('order_lines_quantity_positive', sql`${table.quantity} > 0`),
  ],
);

/** Every status an order took: who moved it (caller kind and id), from what, to what, when. */
export const orderStatusChanges = pgTable(
  'order_status_changes',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Null for the order's creation. */
    fromStatus: text('from_status', { enum: ORDER_STATUSES }),
    toStatus: text('to_status', { enum: ORDER_STATUSES }).notNull(),
    /** A `payment` change carries the transaction id as `by_id`. */
    byKind: text('by_kind', { enum: ['admin', 'user', 'payment'] }).notNull(),
    byId: uuid('by_id').notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (table) => [index('order_status_changes_order_idx').on(table.orderId, table.createdAt)],
);

/** One per end user; its id is the user's id, so a user id finds a profile without a lookup. */
export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    displayName: text('display_name').notNull(),
    avatarUrl: text('avatar_url'),
    bio: text('bio').notNull().default(''),
    interests: text('interests').array().notNull().default([]),
    email: text('email'),
    phone: text('phone'),
    address: text('address'),
    ...timestamps(),
  },
  (table) => [
    index('profiles_project_created_idx').on(table.projectId, table.createdAt),
    index('profiles_project_name_idx').on(table.projectId, sql`lower(${table.displayName})`),
    index('profiles_interests_idx').using('gin', table.interests),
    index('profiles_display_name_trgm_idx').using('gin', table.displayName.op('gin_trgm_ops')),
  ],
);

export const profileFollows = pgTable(
  'profile_follows',
  {
    followerId: uuid('follower_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    followeeId: uuid('followee_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.followerId, table.followeeId] }),
    index('profile_follows_followee_idx').on(table.followeeId, table.createdAt),
    index('profile_follows_follower_created_idx').on(table.followerId, table.createdAt),
    check('profile_follows_not_self', sql`${table.followerId} <> ${table.followeeId}`),
  ],
);

export const profileBlocks = pgTable(
  'profile_blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.blockerId, table.blockedId] }),
    index('profile_blocks_blocked_idx').on(table.blockedId),
    check('profile_blocks_not_self', sql`${table.blockerId} <> ${table.blockedId}`),
  ],
);
