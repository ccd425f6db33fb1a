import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../core/database/columns';
import { projects } from '../projects/tables';
import type { ContentField } from './schemas';

/** Content models ("custom types") of a project: an api id, a name and typed field definitions. */
export const contentModels = pgTable(
  'content_models',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** Lower-case slug, unique per project (`news`, `blog-post`); entities name their model by it. */
    apiId: text('api_id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    fields: jsonb('fields').$type<ContentField[]>().notNull().default([]),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('content_models_project_api_id_unique').on(table.projectId, table.apiId),
    index('content_models_project_created_idx').on(table.projectId, table.createdAt),
  ],
);

/** Entries of a content model; `data` holds the field values, validated against the model on write. */
export const entities = pgTable(
  'entities',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    modelId: uuid('model_id')
      .notNull()
      .references(() => contentModels.id, { onDelete: 'cascade' }),
    slug: text('slug'),
    status: text('status', { enum: ['draft', 'published'] })
      .notNull()
      .default('draft'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date', precision: 3 }),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('entities_model_slug_unique')
      .on(table.modelId, table.slug)
      .where(sql`${table.slug} is not null`),
    // Admin lists (newest first, optionally by status) and CMS lists (published, newest publication
    // first): scanned backwards, these serve `order by ... desc`.
    index('entities_model_created_idx').on(table.modelId, table.createdAt, table.id),
    index('entities_model_status_created_idx').on(table.modelId, table.status, table.createdAt, table.id),
    index('entities_model_status_published_idx').on(table.modelId, table.status, table.publishedAt, table.id),
    index('entities_project_idx').on(table.projectId),
  ],
);

/**
 * One row per value of a `unique` field (per language for localized ones), written in the entity's
 * transaction: the primary key is what enforces uniqueness, so two concurrent writes cannot both win.
 */
export const entityUniqueValues = pgTable(
  'entity_unique_values',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    modelId: uuid('model_id')
      .notNull()
      .references(() => contentModels.id, { onDelete: 'cascade' }),
    /** The field id, with the language for localized fields: `code`, `title.ka`. */
    field: text('field').notNull(),
    /** The canonical value: the string itself, or the JSON of a number, boolean or date. */
    value: text('value').notNull(),
    entityId: uuid('entity_id')
      .notNull()
      .references(() => entities.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ name: 'entity_unique_values_pk', columns: [table.modelId, table.field, table.value] }),
    index('entity_unique_values_entity_idx').on(table.entityId),
  ],
);

/**
 * The relation values of each entity: the foreign key on the target keeps a referenced entity from
 * being deleted and a deleted one from being referenced, whatever the timing of the two writes.
 */
export const entityReferences = pgTable(
  'entity_references',
  {
    entityId: uuid('entity_id')
      .notNull()
      .references(() => entities.id, { onDelete: 'cascade' }),
    field: text('field').notNull(),
    // No action (checked at the end of the statement), so a model's own entities may be deleted together.
    targetId: uuid('target_id')
      .notNull()
      .references(() => entities.id),
  },
  (table) => [
    primaryKey({ name: 'entity_references_pk', columns: [table.entityId, table.field, table.targetId] }),
    index('entity_references_target_idx').on(table.targetId),
  ],
);
