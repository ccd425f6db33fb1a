import { bigint, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../core/database/columns';
import { projects } from '../projects/tables';

/**
 * Uploaded files and images of a project. The bytes live in the storage (core/storage) under
 * `storageKey`; a row exists only once its bytes are stored. Rows are never updated.
 */
export const files = pgTable(
  'files',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** Which route took it: `image` ones were checked to be images. */
    kind: text('kind', { enum: ['file', 'image'] }).notNull(),
    /** The uploader's file name, sanitised (no path parts or control characters, at most 200 characters). */
    name: text('name').notNull(),
    /** Detected from the bytes, never from the name or the client's header. */
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    width: integer('width'),
    height: integer('height'),
    storageKey: text('storage_key').notNull(),
    /** `<caller kind>:<id>`: `user:<user id>`, `public:<project id>` or `private:<project id>`. */
    uploadedBy: text('uploaded_by').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('files_project_created_idx').on(table.projectId, table.createdAt),
    uniqueIndex('files_storage_key_unique').on(table.storageKey),
  ],
);
