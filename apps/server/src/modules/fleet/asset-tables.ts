import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../core/database/columns';
import { companies } from './tables';
import {
  CARD_STATUSES,
  CARD_TYPES,
  FUEL_PRODUCTS,
  LIMIT_PERIODS,
  RECORD_STATUSES,
  REGISTRATION_TYPES,
} from './vocabulary';

// What a company owns: vehicle groups, vehicles, cards and their limits (../shared/design/fleet-domain.md).

export const vehicleGroups = pgTable(
  'vehicle_groups',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    ...timestamps(),
  },
  // Unique per company whatever the case, so two concurrent creates of "Trucks" and "trucks" collide.
  (table) => [
    uniqueIndex('vehicle_groups_company_name_unique').on(table.companyId, sql`lower(${table.name})`),
  ],
);

export const vehicles = pgTable(
  'vehicles',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    registrationType: text('registration_type', { enum: REGISTRATION_TYPES }).notNull(),
    /** Normalized (upper case, one dash style): the unique key within the company. */
    registrationNumber: text('registration_number').notNull(),
    numberPlate: text('number_plate'),
    make: text('make'),
    model: text('model'),
    color: text('color'),
    fuelType: text('fuel_type', { enum: FUEL_PRODUCTS }).notNull(),
    /** Tank capacity in milliliters. */
    tankCapacityMl: integer('tank_capacity_ml'),
    trailerNumber: text('trailer_number'),
    groupId: uuid('group_id').references(() => vehicleGroups.id, { onDelete: 'set null' }),
    status: text('status', { enum: RECORD_STATUSES }).notNull().default('active'),
    /** The last odometer reading a station terminal sent, in kilometers. */
    odometerKm: integer('odometer_km'),
    /** What the list's search matches: the number with and without dashes, make and model. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`registration_number || ' ' || replace(registration_number, '-', '') || ' ' || coalesce(make, '') || ' ' || coalesce(model, '')`,
      ),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('vehicles_company_registration_unique').on(table.companyId, table.registrationNumber),
    index('vehicles_company_created_idx').on(table.companyId, table.createdAt),
    index('vehicles_company_group_idx').on(table.companyId, table.groupId),
    index('vehicles_company_status_fuel_idx').on(table.companyId, table.status, table.fuelType),
    index('vehicles_search_trgm_idx').using('gin', table.searchText.op('gin_trgm_ops')),
  ],
);

/** A business card: UNIVERSAL (any driver) or IDENTIFIED (a vehicle or a named driver). */
export const cards = pgTable(
  'cards',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** 6 characters (spec §5), unique across the retailer; never reused, even after a replacement. */
    number: text('number').notNull(),
    type: text('type', { enum: CARD_TYPES }).notNull(),
    vehicleId: uuid('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    driverName: text('driver_name'),
    status: text('status', { enum: CARD_STATUSES }).notNull().default('active'),
    /** The products this card may buy (empty: none). */
    allowedProducts: text('allowed_products', { enum: FUEL_PRODUCTS }).array().notNull(),
    /** Time-of-day window in minutes after midnight, Asia/Tbilisi (null: any time). */
    allowedFromMinute: smallint('allowed_from_minute'),
    allowedToMinute: smallint('allowed_to_minute'),
    /** ISO weekdays 1 (Monday) to 7 the card works on (null: every day). */
    allowedWeekdays: smallint('allowed_weekdays').array(),
    /** The card this one replaced (lost or stolen). */
    replacesCardId: uuid('replaces_card_id'),
    /** The card order that issued it. */
    orderId: uuid('order_id'),
    /** When it was closed for good (deleted or replaced): the archive's period. */
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date', precision: 3 }),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('cards_number_unique').on(table.number),
    index('cards_company_status_idx').on(table.companyId, table.status, table.createdAt),
    index('cards_vehicle_idx').on(table.vehicleId),
    index('cards_company_closed_idx')
      .on(table.companyId, table.closedAt)
      .where(sql`${table.closedAt} is not null`),
    // The list's search box: part of a number or a driver's name.
    index('cards_number_trgm_idx').using('gin', table.number.op('gin_trgm_ops')),
    index('cards_driver_trgm_idx').using('gin', table.driverName.op('gin_trgm_ops')),
  ],
);

/** A card's limits: one per period; amounts in milliliters (liters) or tetri (GEL). */
export const cardLimits = pgTable(
  'card_limits',
  {
    id: id(),
    cardId: uuid('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    period: text('period', { enum: LIMIT_PERIODS }).notNull(),
    unit: text('unit', { enum: ['ml', 'tetri'] }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    ...timestamps(),
  },
  (table) => [uniqueIndex('card_limits_card_period_unique').on(table.cardId, table.period)],
);

/**
 * What a card has used in one window of one limit. Booked with a single conditional update
 * (`used + $x <= $limit`), so concurrent authorizations cannot overdraw (fleet-domain.md).
 */
export const cardUsage = pgTable(
  'card_usage',
  {
    cardId: uuid('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    period: text('period', { enum: LIMIT_PERIODS }).notNull(),
    /** The window's start (Tbilisi midnight, Monday or the 1st; epoch for unlimited and onetime). */
    windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
    used: bigint('used', { mode: 'number' }).notNull().default(0),
    /** Set when a onetime limit has been used up for good. */
    spent: boolean('spent').notNull().default(false),
  },
  (table) => [uniqueIndex('card_usage_window_unique').on(table.cardId, table.period, table.windowStart)],
);
