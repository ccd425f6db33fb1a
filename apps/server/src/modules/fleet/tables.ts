import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamps } from '../../core/database/columns';
import { users } from '../auth/tables';
import { projects } from '../projects/tables';

const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

export const CONTRAGENT_TYPES = ['PHYSICALPERSON', 'ORGANIZATION'] as const;
export type ContragentType = (typeof CONTRAGENT_TYPES)[number];

export const COMPANY_ROLES = ['SUPER_ADMIN', 'ADMIN'] as const;
export const MEMBER_STATUSES = ['active', 'inactive', 'blocked'] as const;

/** The portal's pages a company user may see (`VIEW`) or change (`EDIT`). */
export const PORTAL_PAGES = [
  'home',
  'balance',
  'reports',
  'vehicles',
  'fuelRequest',
  'transferPoints',
  'orderCard',
  'users',
] as const;
export type PortalPage = (typeof PORTAL_PAGES)[number];
export type PagePermissions = Record<PortalPage, 'VIEW' | 'EDIT'>;

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
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('companies_project_identification_code_unique').on(table.projectId, table.identificationCode),
  ],
);

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
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('company_users_user_unique').on(table.userId),
    index('company_users_company_idx').on(table.companyId),
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
