import { boolean, index, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamps } from '../../core/database/columns';
import { admins } from '../auth/tables';

export const projects = pgTable(
  'projects',
  {
    id: id(),
    name: text('name').notNull(),
    /** Content languages, the first being the default, e.g. ['en', 'ka']. */
    languages: text('languages').array().notNull().default(['en']),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    /** Public key: identifies the project to browsers and apps (X-Project-Key). */
    apiKey: text('api_key').notNull(),
    /** Private key: server-to-server calls (X-Private-Key); never sent to a browser. */
    privateApiKey: text('private_api_key').notNull(),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('projects_api_key_unique').on(table.apiKey),
    uniqueIndex('projects_private_api_key_unique').on(table.privateApiKey),
  ],
);

/** Which admins manage which projects. */
export const projectAdmins = pgTable(
  'project_admins',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'admin'] })
      .notNull()
      .default('admin'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.adminId] }),
    index('project_admins_admin_idx').on(table.adminId),
  ],
);

/** Sign-in providers of a project (email/password, SMS, OAuth...). Only type v2 is exposed by the kit. */
export const providers = pgTable(
  'providers',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['v1', 'v2'] }).notNull(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(false),
    config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps(),
  },
  (table) => [uniqueIndex('providers_project_name_unique').on(table.projectId, table.name)],
);
