import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, timestamps } from '../../core/database/columns';
import { users } from '../auth/tables';
import { projects } from '../projects/tables';
import { COMPANY_ROLES, CONTRAGENT_TYPES, MEMBER_STATUSES, type PagePermissions } from './permissions';

const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

export {
  COMPANY_ROLES,
  CONTRAGENT_TYPES,
  type ContragentType,
  MEMBER_STATUSES,
  type PagePermissions,
  PORTAL_PAGES,
  type PortalPage,
} from './permissions';

/** A corporate customer of the portal's project: an organization or a physical person. */
export const companies = pgTable(
  'companies',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    contragentType: text('contragent_type', { enum: CONTRAGENT_TYPES }).notNull(),
    /** The revenue service's code: 9 digits for an organization, the 11-digit personal number for a person. */
    identificationCode: text('identification_code').notNull(),
    /** The registered name, as the revenue-service registry gives it. */
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    status: text('status', { enum: ['active', 'blocked'] })
      .notNull()
      .default('active'),
    /** The loyalty points balance in tetri (1 point = 1 tetri); moved only with a ledger row. */
    pointsBalance: bigint('points_balance', { mode: 'number' }).notNull().default(0),
    ...timestamps(),
  },
  (table) => [
    check('companies_points_not_negative', sql`${table.pointsBalance} >= 0`),
    uniqueIndex('companies_project_identification_code_unique').on(table.projectId, table.identificationCode),
  ],
);

/** Whether a company user wants notifications in the portal, by e-mail and by SMS. */
export type NotificationChannels = { inApp: boolean; email: boolean; sms: boolean };

/** A platform end user's membership of one company (a user belongs to at most one). */
export const companyUsers = pgTable(
  'company_users',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: COMPANY_ROLES }).notNull(),
    status: text('status', { enum: MEMBER_STATUSES }).notNull().default('active'),
    personalNumber: text('personal_number'),
    permissions: jsonb('permissions').$type<PagePermissions>().notNull(),
    // The member's name and contacts as the company's users page lists, searches and sorts them; the
    // fleet module writes them together with the platform user's own (one transaction), and a
    // module never reads another's tables.
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    /** What the users page's search matches (name, personal number, mobile, e-mail), in lower case. */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(first_name || ' ' || last_name || ' ' || coalesce(personal_number, '') || ' ' || phone || ' ' || email)`,
    ),
    /** The channels the user wants to be notified on (settings); read by the notifying features. */
    notificationChannels: jsonb('notification_channels')
      .$type<NotificationChannels>()
      .notNull()
      .default({ inApp: true, email: true, sms: false }),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('company_users_user_unique').on(table.userId),
    index('company_users_company_idx').on(table.companyId),
    index('company_users_company_name_idx').on(table.companyId, table.lastName, table.firstName),
    index('company_users_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    uniqueIndex('company_users_company_personal_number_unique')
      .on(table.companyId, table.personalNumber)
      .where(sql`${table.personalNumber} is not null`),
  ],
);

/**
 * The local stand-in for the revenue service's taxpayer registry (see registry.ts). Its rows ship with
 * the schema (migration 0008_fleet_registry.sql), so every database can look codes up.
 */
export const revenueRegistry = pgTable(
  'revenue_registry',
  {
    id: id(),
    contragentType: text('contragent_type', { enum: CONTRAGENT_TYPES }).notNull(),
    identificationCode: text('identification_code').notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('revenue_registry_type_code_unique').on(table.contragentType, table.identificationCode),
  ],
);

export const VERIFICATION_PURPOSES = ['signup', 'password_reset'] as const;
export type VerificationPurpose = (typeof VERIFICATION_PURPOSES)[number];

/**
 * One-time codes sent by SMS or e-mail. Only a salted scrypt hash of the code is kept. A row is also
 * the unit of the send-code rate limit (by destination and creation time).
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: VERIFICATION_PURPOSES }).notNull(),
    channel: text('channel', { enum: ['phone', 'email'] }).notNull(),
    /** The normalized phone number or e-mail address the code went to. */
    destination: text('destination').notNull(),
    /** For a password reset: the account the code resets; null when none matched (nothing was sent). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: time('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: time('consumed_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('verification_codes_destination_idx').on(table.projectId, table.destination, table.createdAt),
    index('verification_codes_expires_at_idx').on(table.expiresAt),
  ],
);

/**
 * The company's audit log: who changed what, when, with the record before and after. Written in the
 * same transaction as the change (audit.ts), never updated or deleted. Feeds the vehicle changes page
 * and the archive.
 */
export const fleetAudit = pgTable(
  'fleet_audit',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The platform user who acted (names are read through the auth service); null for staff or the system. */
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    entity: text('entity').notNull(),
    entityId: uuid('entity_id').notNull(),
    action: text('action').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    at: createdAt(),
  },
  (table) => [
    index('fleet_audit_company_at_idx').on(table.companyId, table.at),
    index('fleet_audit_company_entity_at_idx').on(table.companyId, table.entity, table.at),
    index('fleet_audit_entity_idx').on(table.entityId, table.at),
    index('fleet_audit_actor_idx').on(table.companyId, table.actorUserId, table.at),
  ],
);
