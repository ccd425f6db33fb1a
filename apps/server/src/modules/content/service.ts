import { and, asc, count, desc, eq, gt, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../core/database/client';
import { uniqueViolation } from '../../core/database/errors';
import { parallel } from '../../core/database/parallel';
import type { ErrorCode } from '../../core/error-codes';
import { Conflict, type FieldError, NotFound, ValidationFailed } from '../../core/errors';
import type { Pagination } from '../../core/schemas';
import type { Scope } from '../../core/scope';
import type {
  CmsEntry,
  CmsPage,
  ContentField,
  CreateCustomTypeBody,
  CustomType,
  CustomTypeEnvelope,
  CustomTypeList,
  Entity,
  EntityBody,
  EntityListQuery,
  EntityPage,
  UpdateCustomTypeBody,
  UpdateEntityBody,
} from './schemas';
import { contentModels, entities, entityReferences, entityUniqueValues } from './tables';
import {
  checkDefinition,
  flattenData,
  normalizeData,
  relationTargets,
  relationValues,
  uniqueValues,
  validateData,
} from './validation';

export type ContentDeps = {
  db: Database;
  projects: {
    /** The project's languages, the first being the default. */
    languagesOf(projectId: string): Promise<string[]>;
    /** Its models changed: the project view (which lists them) must be read again. */
    changed(projectId: string): Promise<void>;
  };
};

type ModelRow = typeof contentModels.$inferSelect;
type EntityRow = typeof entities.$inferSelect;

/** Existing entities are checked in pages of this size when their model's fields change. */
const MIGRATION_BATCH = 500;
/** At most this many broken values are listed when a model change does not suit its entities. */
const MAX_REPORTED = 50;

const isUuid = (value: string) => z.uuid().safeParse(value).success;

export function createContentService({ db, projects }: ContentDeps) {
  // ---- models -------------------------------------------------------------------------------------

  function modelView(row: ModelRow): CustomType {
    return {
      id: row.id,
      apiId: row.apiId,
      name: row.name,
      description: row.description,
      fields: row.fields,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    };
  }

  /** `typeId` is a model id or api id; the row is locked for the transaction when `lock` is given. */
  async function findModel(
    tx: Database,
    projectId: string,
    typeId: string,
    lock?: 'share' | 'update',
  ): Promise<ModelRow> {
    const byId = isUuid(typeId) ? eq(contentModels.id, typeId) : undefined;
    const match = byId ? or(byId, eq(contentModels.apiId, typeId)) : eq(contentModels.apiId, typeId);
    const query = tx
      .select()
      .from(contentModels)
      .where(and(eq(contentModels.projectId, projectId), match));
    const rows = lock ? await query.for(lock) : await query;
    const found = rows.find((row) => row.id === typeId) ?? rows[0];
    if (!found) throw new NotFound('Content model');
    return found;
  }

  /** The api ids among `apiIds` that name a model of the project, locked against deletion meanwhile. */
  async function existingApiIds(tx: Database, projectId: string, apiIds: string[]): Promise<Set<string>> {
    if (!apiIds.length) return new Set();
    const rows = await tx
      .select({ apiId: contentModels.apiId })
      .from(contentModels)
      .where(and(eq(contentModels.projectId, projectId), inArray(contentModels.apiId, apiIds)))
      .for('share');
    return new Set(rows.map((row) => row.apiId));
  }

  /** Other models of the project whose relation fields point at `apiId`. */
  async function modelsTargeting(tx: Database, model: ModelRow): Promise<string[]> {
    const others = await tx
      .select({ apiId: contentModels.apiId, fields: contentModels.fields })
      .from(contentModels)
      .where(and(eq(contentModels.projectId, model.projectId), ne(contentModels.id, model.id)));
    return others.filter((other) => relationTargets(other.fields).includes(model.apiId)).map((o) => o.apiId);
  }

  async function assertDefinition(tx: Database, projectId: string, apiId: string, fields: ContentField[]) {
    const known = await existingApiIds(tx, projectId, relationTargets(fields));
    known.add(apiId);
    const errors = checkDefinition(fields, known);
    if (errors.length) {
      throw new ValidationFailed(
        `Invalid content model: ${errors.map((error) => error.message).join('; ')}`,
        errors,
      );
    }
  }

  async function insertModel<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (uniqueViolation(error) !== 'content_models_project_api_id_unique') throw error;
      const message = 'Another content model of the project has this api id';
      throw new Conflict(message, [{ path: 'apiId', rule: 'unique', message }]);
    }
  }

  // ---- entity data --------------------------------------------------------------------------------

  /** Normalizes and validates data against the model, relations included; throws every broken rule. */
  async function checkData(
    tx: Database,
    model: ModelRow,
    languages: string[],
    raw: Record<string, unknown>,
  ): Promise<Record<string, unknown>> {
    const data = normalizeData(raw);
    const errors = [
      ...validateData(model.fields, languages, data),
      ...(await brokenRelations(tx, model.projectId, [{ fields: model.fields, data }])),
    ];
    if (errors.length) {
      throw new ValidationFailed(`Invalid data: ${errors.map((error) => error.path).join(', ')}`, errors);
    }
    return data;
  }

  /** Relation values whose target is not an entity of the field's target model in the project. */
  async function brokenRelations(
    tx: Database,
    projectId: string,
    items: { fields: ContentField[]; data: Record<string, unknown>; label?: string }[],
  ): Promise<FieldError[]> {
    const values = items.flatMap((item) =>
      relationValues(item.fields, item.data).map((value) => ({ ...value, label: item.label })),
    );
    if (!values.length) return [];
    const targetApiIds = [...new Set(values.map((value) => value.target))];
    const targetIds = [...new Set(values.map((value) => value.targetId))];
    const [models, found] = await parallel(tx, [
      () =>
        tx
          .select({ id: contentModels.id, apiId: contentModels.apiId })
          .from(contentModels)
          .where(and(eq(contentModels.projectId, projectId), inArray(contentModels.apiId, targetApiIds))),
      () =>
        tx
          .select({ id: entities.id, modelId: entities.modelId })
          .from(entities)
          .where(and(eq(entities.projectId, projectId), inArray(entities.id, targetIds))),
    ]);
    const modelIdOf = new Map(models.map((model) => [model.apiId, model.id]));
    const modelOfEntity = new Map(found.map((row) => [row.id, row.modelId]));
    return values
      .filter((value) => {
        const modelId = modelIdOf.get(value.target);
        return !modelId || modelOfEntity.get(value.targetId) !== modelId;
      })
      .map((value) => ({
        path: value.path,
        rule: 'relation',
        message: `${value.label ? `${value.label}: ` : ''}no ${value.target} entity ${value.targetId}`,
      }));
  }

  /**
   * Writes the unique values and references of entities (replacing theirs): the database decides
   * uniqueness, so of two concurrent writers of one value exactly one wins.
   */
  async function writeIndexes(
    tx: Database,
    model: ModelRow,
    rows: { id: string; data: Record<string, unknown> }[],
    options: { replace: boolean; conflictCode?: ErrorCode },
  ) {
    const ids = rows.map((row) => row.id);
    if (options.replace && ids.length) {
      await tx.delete(entityUniqueValues).where(inArray(entityUniqueValues.entityId, ids));
      await tx.delete(entityReferences).where(inArray(entityReferences.entityId, ids));
    }
    const unique = rows.flatMap((row) =>
      uniqueValues(model.fields, row.data).map((value) => ({
        ...value,
        projectId: model.projectId,
        modelId: model.id,
        entityId: row.id,
      })),
    );
    if (unique.length) {
      const written = await tx
        .insert(entityUniqueValues)
        .values(unique)
        .onConflictDoNothing()
        .returning({ entityId: entityUniqueValues.entityId, field: entityUniqueValues.field });
      if (written.length < unique.length) {
        const stored = new Set(written.map((row) => `${row.entityId}|${row.field}`));
        const taken = [
          ...new Set(unique.filter((u) => !stored.has(`${u.entityId}|${u.field}`)).map((u) => u.field)),
        ];
        const message = 'Another entity of this model has the same value';
        throw new Conflict(
          `${message}: ${taken.map((field) => `data.${field}`).join(', ')}`,
          taken.map((field) => ({ path: `data.${field}`, rule: 'unique', message })),
          options.conflictCode,
        );
      }
    }
    const references = new Map<string, { entityId: string; field: string; targetId: string }>();
    for (const row of rows) {
      for (const value of relationValues(model.fields, row.data)) {
        references.set(`${row.id}|${value.key}|${value.targetId}`, {
          entityId: row.id,
          field: value.key,
          targetId: value.targetId,
        });
      }
    }
    if (references.size) {
      try {
        await tx.insert(entityReferences).values([...references.values()]);
      } catch (error) {
        if (!isForeignKeyViolation(error)) throw error;
        throw new ValidationFailed('A related entity was deleted meanwhile', [
          { path: 'data', rule: 'relation', message: 'A related entity was deleted meanwhile' },
        ]);
      }
    }
  }

  /**
   * Brings the entities of a model in line with its new fields, in the model's transaction: values of
   * removed fields are dropped; every entity must pass the new rules, else nothing changes (409).
   */
  async function migrateEntities(
    tx: Database,
    model: ModelRow,
    previous: ContentField[],
    languages: string[],
  ) {
    const removed = previous.map((field) => field.id).filter((id) => !model.fields.some((f) => f.id === id));
    if (removed.length) {
      const keys = sql.join(
        removed.map((id) => sql`${id}`),
        sql`, `,
      );
      await tx
        .update(entities)
        .set({ data: sql`${entities.data} - array[${keys}]::text[]` })
        .where(eq(entities.modelId, model.id));
    }
    await tx
      .delete(entityReferences)
      .where(
        inArray(
          entityReferences.entityId,
          tx.select({ id: entities.id }).from(entities).where(eq(entities.modelId, model.id)),
        ),
      );
    await tx.delete(entityUniqueValues).where(eq(entityUniqueValues.modelId, model.id));

    const errors: FieldError[] = [];
    for (let after: string | undefined; ; ) {
      const batch = await tx
        .select({ id: entities.id, data: entities.data })
        .from(entities)
        .where(and(eq(entities.modelId, model.id), after ? gt(entities.id, after) : undefined))
        .orderBy(asc(entities.id))
        .limit(MIGRATION_BATCH);
      if (!batch.length) break;
      after = batch.at(-1)!.id;
      for (const row of batch) {
        for (const error of validateData(model.fields, languages, row.data)) {
          errors.push({ ...error, message: `Entity ${row.id}: ${error.message}` });
        }
      }
      errors.push(
        ...(await brokenRelations(
          tx,
          model.projectId,
          batch.map((row) => ({ fields: model.fields, data: row.data, label: `Entity ${row.id}` })),
        )),
      );
      if (errors.length) {
        throw new Conflict(
          `The new fields do not suit ${errors.length >= MAX_REPORTED ? 'many' : 'some'} existing entities`,
          errors.slice(0, MAX_REPORTED),
          'MODEL_INCOMPATIBLE',
        );
      }
      await writeIndexes(tx, model, batch, { replace: false, conflictCode: 'MODEL_INCOMPATIBLE' });
    }
  }

  // ---- entities -----------------------------------------------------------------------------------

  function entityView(model: ModelRow, row: EntityRow): Entity {
    return {
      id: row.id,
      kind: model.apiId,
      slug: row.slug,
      status: row.status,
      data: row.data,
      publishedAt: row.publishedAt,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    };
  }

  async function writeEntity<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (uniqueViolation(error) !== 'entities_model_slug_unique') throw error;
      const message = 'Another entity of this model has this slug';
      throw new Conflict(message, [{ path: 'slug', rule: 'unique', message }]);
    }
  }

  async function page<T>(
    where: SQL | undefined,
    order: SQL[],
    { limit, page }: Pagination,
    map: (row: EntityRow) => T,
  ) {
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(entities)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset((page - 1) * limit),
      db.select({ value: count() }).from(entities).where(where),
    ]);
    return { items: rows.map(map), total: total?.value ?? 0, page, limit };
  }

  // ---- CMS ----------------------------------------------------------------------------------------

  async function cmsView(projectId: string, model: ModelRow, rows: EntityRow[], lang: string | undefined) {
    const languages = lang ? await projects.languagesOf(projectId) : [];
    return rows.map(
      (row): CmsEntry => ({
        id: row.id,
        kind: model.apiId,
        slug: row.slug,
        data: lang ? flattenData(model.fields, row.data, lang, languages[0]) : row.data,
        publishedAt: row.publishedAt ?? row.updatedAt,
        createdAt: row.createdAt,
        updatedAt: row.updatedAt,
      }),
    );
  }

  const published = (model: ModelRow) =>
    and(eq(entities.modelId, model.id), eq(entities.status, 'published'));

  return {
    /** `{ id, apiId, name }` of every model of each project, in one query. */
    async summaries(projectIds: string[]): Promise<Map<string, Pick<CustomType, 'id' | 'apiId' | 'name'>[]>> {
      const byProject = new Map<string, Pick<CustomType, 'id' | 'apiId' | 'name'>[]>();
      if (!projectIds.length) return byProject;
      const rows = await db
        .select({
          projectId: contentModels.projectId,
          id: contentModels.id,
          apiId: contentModels.apiId,
          name: contentModels.name,
        })
        .from(contentModels)
        .where(inArray(contentModels.projectId, projectIds))
        .orderBy(asc(contentModels.createdAt), asc(contentModels.id));
      for (const { projectId, ...summary } of rows) {
        byProject.set(projectId, [...(byProject.get(projectId) ?? []), summary]);
      }
      return byProject;
    },

    async listModels({ projectId }: Scope): Promise<CustomTypeList> {
      const rows = await db
        .select()
        .from(contentModels)
        .where(eq(contentModels.projectId, projectId))
        .orderBy(asc(contentModels.createdAt), asc(contentModels.id));
      return { customTypes: rows.map(modelView) };
    },

    async getModel({ projectId }: Scope, typeId: string): Promise<CustomTypeEnvelope> {
      return { customType: modelView(await findModel(db, projectId, typeId)) };
    },

    /** @throws ValidationFailed naming each broken field rule; Conflict when the api id is taken. */
    async createModel({ projectId }: Scope, body: CreateCustomTypeBody): Promise<CustomTypeEnvelope> {
      const row = await db.transaction(async (tx) => {
        await assertDefinition(tx, projectId, body.apiId, body.fields);
        const [created] = await insertModel(() =>
          tx
            .insert(contentModels)
            .values({ projectId, ...body })
            .returning(),
        );
        return created!;
      });
      await projects.changed(projectId);
      return { customType: modelView(row) };
    },

    /**
     * Renames or redefines a model. New fields must suit the existing entities (409
     * MODEL_INCOMPATIBLE); a model other models relate to keeps its api id (409 MODEL_IN_USE).
     */
    async updateModel(
      { projectId }: Scope,
      typeId: string,
      body: UpdateCustomTypeBody,
    ): Promise<CustomTypeEnvelope> {
      // Read before the transaction: PGlite has one connection, which the transaction holds.
      const languages = await projects.languagesOf(projectId);
      const row = await db.transaction(async (tx) => {
        const current = await findModel(tx, projectId, typeId, 'update');
        const apiId = body.apiId ?? current.apiId;
        const renamed = apiId !== current.apiId;
        // Relations of the model to itself follow its new api id.
        const fields = (body.fields ?? current.fields).map((field) =>
          renamed && field.type === 'relation' && field.target === current.apiId
            ? { ...field, target: apiId }
            : field,
        );
        if (renamed) {
          const users = await modelsTargeting(tx, current);
          if (users.length) {
            throw new Conflict(
              `Content models ${users.join(', ')} relate to "${current.apiId}": its api id cannot change`,
              [{ path: 'apiId', rule: 'in_use', message: `Used by relation fields of ${users.join(', ')}` }],
              'MODEL_IN_USE',
            );
          }
        }
        if (body.fields) await assertDefinition(tx, projectId, apiId, fields);
        const [updated] = await insertModel(() =>
          tx
            .update(contentModels)
            .set({
              apiId,
              name: body.name ?? current.name,
              description: body.description ?? current.description,
              fields,
            })
            .where(eq(contentModels.id, current.id))
            .returning(),
        );
        if (body.fields && JSON.stringify(fields) !== JSON.stringify(current.fields)) {
          await migrateEntities(tx, updated!, current.fields, languages);
        }
        return updated!;
      });
      await projects.changed(projectId);
      return { customType: modelView(row) };
    },

    /** Refuses (409 MODEL_IN_USE) while entities exist, unless `force`, or while models relate to it. */
    async deleteModel({ projectId }: Scope, typeId: string, force: boolean): Promise<void> {
      await db.transaction(async (tx) => {
        const model = await findModel(tx, projectId, typeId, 'update');
        const users = await modelsTargeting(tx, model);
        if (users.length) {
          throw new Conflict(
            `Content models ${users.join(', ')} relate to "${model.apiId}"; change them first`,
            undefined,
            'MODEL_IN_USE',
          );
        }
        if (!force) {
          const [used] = await tx
            .select({ id: entities.id })
            .from(entities)
            .where(eq(entities.modelId, model.id))
            .limit(1);
          if (used) {
            throw new Conflict(
              `Content model "${model.apiId}" has entities; delete them or pass ?force=true`,
              undefined,
              'MODEL_IN_USE',
            );
          }
        }
        try {
          await tx.delete(contentModels).where(eq(contentModels.id, model.id));
        } catch (error) {
          if (!isForeignKeyViolation(error)) throw error;
          throw new Conflict(
            `Other entities relate to entities of "${model.apiId}"`,
            undefined,
            'MODEL_IN_USE',
          );
        }
      });
      await projects.changed(projectId);
    },

    async listEntities({ projectId }: Scope, kind: string, query: EntityListQuery): Promise<EntityPage> {
      const model = await findModel(db, projectId, kind);
      const where = and(
        eq(entities.modelId, model.id),
        query.status ? eq(entities.status, query.status) : undefined,
      );
      return page(where, [desc(entities.createdAt), desc(entities.id)], query, (row) =>
        entityView(model, row),
      );
    },

    async getEntity({ projectId }: Scope, kind: string, entityId: string): Promise<Entity> {
      const model = await findModel(db, projectId, kind);
      const [row] = await db
        .select()
        .from(entities)
        .where(and(eq(entities.modelId, model.id), eq(entities.id, entityId)));
      if (!row) throw new NotFound('Entity');
      return entityView(model, row);
    },

    /**
     * @throws ValidationFailed (every broken rule of `data`), Conflict (a unique value or the slug is
     * taken), NotFound (no such model).
     */
    async createEntity({ projectId }: Scope, kind: string, body: EntityBody): Promise<Entity> {
      const languages = await projects.languagesOf(projectId);
      return db.transaction(async (tx) => {
        // Shared lock: the model's fields cannot change until this entity is written.
        const model = await findModel(tx, projectId, kind, 'share');
        const data = await checkData(tx, model, languages, body.data);
        const status = body.status ?? 'draft';
        const [row] = await writeEntity(() =>
          tx
            .insert(entities)
            .values({
              projectId,
              modelId: model.id,
              slug: body.slug ?? null,
              status,
              data,
              publishedAt: status === 'published' ? new Date() : null,
            })
            .returning(),
        );
        await writeIndexes(tx, model, [row!], { replace: false });
        return entityView(model, row!);
      });
    },

    /** Replaces the fields given (`data` whole); publishing stamps publishedAt, unpublishing clears it. */
    async updateEntity(
      { projectId }: Scope,
      kind: string,
      entityId: string,
      body: UpdateEntityBody,
    ): Promise<Entity> {
      const languages = await projects.languagesOf(projectId);
      return db.transaction(async (tx) => {
        const model = await findModel(tx, projectId, kind, 'share');
        const [current] = await tx
          .select()
          .from(entities)
          .where(and(eq(entities.modelId, model.id), eq(entities.id, entityId)))
          .for('update');
        if (!current) throw new NotFound('Entity');
        const data = body.data ? await checkData(tx, model, languages, body.data) : current.data;
        const status = body.status ?? current.status;
        const [row] = await writeEntity(() =>
          tx
            .update(entities)
            .set({
              data,
              status,
              slug: body.slug === undefined ? current.slug : body.slug,
              publishedAt:
                status === 'published'
                  ? current.status === 'published'
                    ? current.publishedAt
                    : new Date()
                  : null,
            })
            .where(eq(entities.id, current.id))
            .returning(),
        );
        if (body.data) await writeIndexes(tx, model, [row!], { replace: true });
        return entityView(model, row!);
      });
    },

    /** @throws Conflict ENTITY_IN_USE while other entities relate to it. */
    async deleteEntity({ projectId }: Scope, kind: string, entityId: string): Promise<void> {
      const model = await findModel(db, projectId, kind);
      try {
        const deleted = await db
          .delete(entities)
          .where(and(eq(entities.modelId, model.id), eq(entities.id, entityId)))
          .returning({ id: entities.id });
        if (!deleted.length) throw new NotFound('Entity');
      } catch (error) {
        if (!isForeignKeyViolation(error)) throw error;
        throw new Conflict('Other entities relate to this entity', undefined, 'ENTITY_IN_USE');
      }
    },

    /** Published entries, newest publication first; `lang` flattens localized fields. */
    async cmsList(projectId: string, apiId: string, query: Pagination & { lang?: string }): Promise<CmsPage> {
      const model = await findModel(db, projectId, apiId);
      const result = await page(
        published(model),
        [desc(entities.publishedAt), desc(entities.id)],
        query,
        (row) => row,
      );
      return { ...result, items: await cmsView(projectId, model, result.items, query.lang) };
    },

    /** One published entry by id or slug; NotFound for drafts and unknown ones. */
    async cmsGet(projectId: string, apiId: string, contentId: string, lang?: string): Promise<CmsEntry> {
      const model = await findModel(db, projectId, apiId);
      const bySlug = eq(entities.slug, contentId);
      const [row] = await db
        .select()
        .from(entities)
        .where(and(published(model), isUuid(contentId) ? or(eq(entities.id, contentId), bySlug) : bySlug))
        .limit(1);
      if (!row) throw new NotFound('Content');
      return (await cmsView(projectId, model, [row], lang))[0]!;
    },
  };
}

function isForeignKeyViolation(error: unknown): boolean {
  for (let current = error as { code?: unknown; cause?: unknown } | undefined; current; ) {
    if (current.code === '23503') return true;
    current = current.cause as typeof current;
  }
  return false;
}

export type ContentService = ReturnType<typeof createContentService>;
