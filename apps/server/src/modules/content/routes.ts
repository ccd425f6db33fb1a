import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '../../core/route';
import { idParams, noContent } from '../../core/schemas';
import { scopeOf } from '../../core/scope';
import {
  cmsEntry,
  cmsEntryParams,
  cmsEntryQuery,
  cmsListParams,
  cmsListQuery,
  cmsPage,
  createCustomTypeBody,
  customTypeEnvelope,
  customTypeList,
  customTypeParams,
  deleteCustomTypeQuery,
  entity,
  entityBody,
  entityKindParams,
  entityListQuery,
  entityPage,
  entityParams,
  updateCustomTypeBody,
  updateEntityBody,
} from './schemas';
import type { ContentService } from './service';

type Deps = { content: ContentService };
const admin = { callers: ['admin'], project: 'params.id' } as const;
const models = routes({ tags: ['content models'], ...admin });
const entities = routes({ tags: ['entities'], ...admin });

/** Content models ("custom types") on the legacy base (/api/v1), for the project's admins. */
export const contentV1Routes: FastifyPluginAsyncZod<Deps> = async (app, { content }) => {
  app.get(
    '/project/:id/customType',
    models({
      operationId: 'customTypes.list',
      summary: 'Content models of the project (the client reads `customTypes`)',
      params: idParams,
      response: { 200: customTypeList },
    }),
    (request) => content.listModels(scopeOf(request)),
  );

  app.post(
    '/project/:id/customType',
    models({
      operationId: 'customTypes.create',
      example: {
        apiId: 'news',
        name: 'News',
        fields: [{ id: 'title', name: 'Title', type: 'text', localized: true, required: true }],
      },
      errors: ['CONFLICT'],
      summary: 'Creates a content model; each broken field rule is named in `fields`',
      params: idParams,
      body: createCustomTypeBody,
      response: { 201: customTypeEnvelope },
    }),
    async (request, reply) => reply.code(201).send(await content.createModel(scopeOf(request), request.body)),
  );

  app.get(
    '/project/:id/customType/:typeId',
    models({
      operationId: 'customTypes.get',
      summary: 'One content model by id or api id (the client reads `customType`)',
      params: customTypeParams,
      response: { 200: customTypeEnvelope },
    }),
    (request) => content.getModel(scopeOf(request), request.params.typeId),
  );

  app.put(
    '/project/:id/customType/:typeId',
    models({
      operationId: 'customTypes.update',
      errors: ['MODEL_INCOMPATIBLE', 'CONFLICT'],
      summary: 'Renames or redefines a content model; the new fields must suit its entities',
      params: customTypeParams,
      body: updateCustomTypeBody,
      response: { 200: customTypeEnvelope },
    }),
    (request) => content.updateModel(scopeOf(request), request.params.typeId, request.body),
  );

  app.delete(
    '/project/:id/customType/:typeId',
    models({
      operationId: 'customTypes.delete',
      errors: ['MODEL_IN_USE'],
      summary: 'Deletes a content model, refused while it has entities unless ?force=true',
      params: customTypeParams,
      querystring: deleteCustomTypeQuery,
      response: { 204: noContent },
    }),
    async (request, reply) => {
      const { typeId } = request.params;
      await content.deleteModel(scopeOf(request), typeId, request.query.force);
      return reply.code(204).send(null);
    },
  );
};

/** Entities for admins and CMS reading for key holders and end users, on the newer base (/api/v2). */
export const contentV2Routes: FastifyPluginAsyncZod<Deps> = async (app, { content }) => {
  app.get(
    '/project/:id/entity/:kind',
    entities({
      operationId: 'entities.list',
      summary: 'Entities of a content model, newest first, optionally by status',
      params: entityKindParams,
      querystring: entityListQuery,
      response: { 200: entityPage },
    }),
    (request) => content.listEntities(scopeOf(request), request.params.kind, request.query),
  );

  app.post(
    '/project/:id/entity/:kind',
    entities({
      operationId: 'entities.create',
      errors: ['CONFLICT'],
      summary:
        'Creates an entity; `data` is validated against the model (each broken rule in `fields`; a taken unique value is CONFLICT)',
      params: entityKindParams,
      body: entityBody,
      response: { 201: entity },
    }),
    async (request, reply) => {
      const { kind } = request.params;
      const created = await content.createEntity(scopeOf(request), kind, request.body);
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/project/:id/entity/:kind/:entityId',
    entities({
      operationId: 'entities.get',
      summary: 'One entity',
      params: entityParams,
      response: { 200: entity },
    }),
    (request) => {
      const { kind, entityId } = request.params;
      return content.getEntity(scopeOf(request), kind, entityId);
    },
  );

  app.put(
    '/project/:id/entity/:kind/:entityId',
    entities({
      operationId: 'entities.update',
      errors: ['CONFLICT'],
      summary: 'Updates an entity: `data` replaces the whole data; status and slug change when given',
      params: entityParams,
      body: updateEntityBody,
      response: { 200: entity },
    }),
    (request) => {
      const { kind, entityId } = request.params;
      return content.updateEntity(scopeOf(request), kind, entityId, request.body);
    },
  );

  app.delete(
    '/project/:id/entity/:kind/:entityId',
    entities({
      operationId: 'entities.delete',
      errors: ['ENTITY_IN_USE'],
      summary: 'Deletes an entity, refused while other entities relate to it',
      params: entityParams,
      response: { 204: noContent },
    }),
    async (request, reply) => {
      const { kind, entityId } = request.params;
      await content.deleteEntity(scopeOf(request), kind, entityId);
      return reply.code(204).send(null);
    },
  );

  const reader = routes({ tags: ['cms'], callers: ['public', 'user'], project: 'params.id' });

  app.get(
    '/project/:id/cms/:apiId',
    reader({
      operationId: 'cms.list',
      summary: 'Published entries of a content model, newest first; ?lang flattens localized fields',
      params: cmsListParams,
      querystring: cmsListQuery,
      response: { 200: cmsPage },
    }),
    (request) => content.cmsList(scopeOf(request).projectId, request.params.apiId, request.query),
  );

  app.get(
    '/project/:id/cms/:apiId/:contentId',
    reader({
      operationId: 'cms.get',
      summary: 'One published entry by id or slug (NOT_FOUND for drafts and unknown ones)',
      params: cmsEntryParams,
      querystring: cmsEntryQuery,
      response: { 200: cmsEntry },
    }),
    (request) =>
      content.cmsGet(
        scopeOf(request).projectId,
        request.params.apiId,
        request.params.contentId,
        request.query.lang,
      ),
  );
};
