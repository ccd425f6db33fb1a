import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../core/database/columns';
import { projects } from '../projects/tables';

/** Messages sent through a project's public contact form, for its admins to answer. */
export const contactRequests = pgTable(
  'contact_requests',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    message: text('message').notNull(),
    /** The language the visitor wrote in (`en`, `ka`), so the answer can use it. */
    locale: text('locale'),
    ...timestamps(),
  },
  // The admin list: a project's requests, newest first.
  (table) => [index('contact_requests_project_created_idx').on(table.projectId, table.createdAt, table.id)],
);
