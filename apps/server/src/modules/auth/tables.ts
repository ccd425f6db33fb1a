import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamps } from '../../core/database/columns';
import { projects } from '../projects/tables';

/** Platform administrators: they manage projects. Emails are stored lower-cased. */
export const admins = pgTable(
  'admins',
  {
    id: id(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    ...timestamps(),
  },
  (table) => [uniqueIndex('admins_email_unique').on(table.email)],
);

/** End users of one project (signup/login per project with the project's public key). */
export const users = pgTable(
  'users',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    phone: text('phone'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    status: text('status', { enum: ['active', 'blocked'] })
      .notNull()
      .default('active'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('users_project_email_unique').on(table.projectId, table.email),
    uniqueIndex('users_project_phone_unique')
      .on(table.projectId, table.phone)
      .where(sql`${table.phone} is not null`),
  ],
);

/**
 * Server-side sessions of admins and end users. The client holds the random session id; only its
 * SHA-256 is stored, so a copy of the database does not hand out live sessions.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date', precision: 3 }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_unique').on(table.tokenHash),
    index('sessions_expires_at_idx').on(table.expiresAt),
    index('sessions_user_idx').on(table.userId),
    index('sessions_admin_idx').on(table.adminId),
    check('sessions_one_owner', sql`(${table.adminId} is null) <> (${table.userId} is null)`),
  ],
);

/** One row per failed login, keyed by account and by address; read as a sliding window (see rate-limit.ts). */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: id(),
    key: text('key').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true, mode: 'date', precision: 3 })
      .notNull()
      .defaultNow(),
  },
  (table) => [index('login_failures_key_failed_at_idx').on(table.key, table.failedAt)],
);
