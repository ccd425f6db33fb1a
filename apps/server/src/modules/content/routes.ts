import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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

/** Content models ("custom types") on the legacy base (/api/v1), for the project's admins. */
export const contentV1Routes: FastifyPluginAsyncZod<Deps> = async (app, { content }) => {
  const tags = ['content models'];

  app.get(
    '/project/:id/customType',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Content models of the project (the client reads `customTypes`)',
        params: idParams,
        response: { 200: customTypeList },
      },
    },
    (request) => content.listModels(scopeOf(request)),
  );

  app.post(
    '/project/:id/customType',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Creates a content model; each broken field rule is named (400), a taken api id is 409',
        params: idParams,
        body: createCustomTypeBody,
        response: { 201: customTypeEnvelope },
      },
    },
    async (request, reply) => reply.code(201).send(await content.createModel(scopeOf(request), request.body)),
  );

  app.get(
    '/project/:id/customType/:typeId',
    {
      config: admin,
      schema: {
        tags,
        summary: 'One content model by id or api id (the client reads `customType`)',
        params: customTypeParams,
        response: { 200: customTypeEnvelope },
      },
    },
    (request) => content.getModel(scopeOf(request), request.params.typeId),
  );

  app.put(
    '/project/:id/customType/:typeId',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Renames or redefines a content model; the new fields must suit its entities (409 MODEL_INCOMPATIBLE)',
        params: customTypeParams,
        body: updateCustomTypeBody,
        response: { 200: customTypeEnvelope },
      },
    },
    (request) => content.updateModel(scopeOf(request), request.params.typeId, request.body),
  );

  app.delete(
    '/project/:id/customType/:typeId',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Deletes a content model: 409 MODEL_IN_USE while it has entities, unless ?force=true',
        params: customTypeParams,
        querystring: deleteCustomTypeQuery,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const { typeId } = request.params;
      await content.deleteModel(scopeOf(request), typeId, request.query.force);
      return reply.code(204).send(null);
    },
  );
};

/** Entities for admins and CMS reading for key holders and end users, on the newer base (/api/v2). */
export const contentV2Routes: FastifyPluginAsyncZod<Deps> = async (app, { content }) => {
  const tags = ['entities'];

  app.get(
    '/project/:id/entity/:kind',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Entities of a content model, newest first, optionally by status',
        params: entityKindParams,
        querystring: entityListQuery,
        response: { 200: entityPage },
      },
    },
    (request) => content.listEntities(scopeOf(request), request.params.kind, request.query),
  );

  app.post(
    '/project/:id/entity/:kind',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Creates an entity; `data` is validated against the model (400 per broken rule, 409 for a taken unique value)',
        params: entityKindParams,
        body: entityBody,
        response: { 201: entity },
      },
    },
    async (request, reply) => {
      const { kind } = request.params;
      const created = await content.createEntity(scopeOf(request), kind, request.body);
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/project/:id/entity/:kind/:entityId',
    {
      config: admin,
      schema: { tags, summary: 'One entity', params: entityParams, response: { 200: entity } },
    },
    (request) => {
      const { kind, entityId } = request.params;
      return content.getEntity(scopeOf(request), kind, entityId);
    },
  );

  app.put(
    '/project/:id/entity/:kind/:entityId',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Updates an entity: `data` replaces the whole data; status and slug change when given',
        params: entityParams,
        body: updateEntityBody,
        response: { 200: entity },
      },
    },
    (request) => {
      const { kind, entityId } = request.params;
      return content.updateEntity(scopeOf(request), kind, entityId, request.body);
    },
  );

  app.delete(
    '/project/:id/entity/:kind/:entityId',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Deletes an entity: 409 ENTITY_IN_USE while other entities relate to it',
        params: entityParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const { kind, entityId } = request.params;
      await content.deleteEntity(scopeOf(request), kind, entityId);
      return reply.code(204).send(null);
    },
  );

  const reader = { callers: ['public', 'user'], project: 'params.id' } as const;

  app.get(
    '/project/:id/cms/:apiId',
    {
      config: reader,
      schema: {
        tags: ['cms'],
        summary: 'Published entries of a content model, newest first; ?lang flattens localized fields',
        params: cmsListParams,
        querystring: cmsListQuery,
        response: { 200: cmsPage },
      },
    },
    (request) => content.cmsList(scopeOf(request).projectId, request.params.apiId, request.query),
  );

  app.get(
    '/project/:id/cms/:apiId/:contentId',
    {
      config: reader,
      schema: {
        tags: ['cms'],
        summary: 'One published entry by id or slug (404 for drafts and unknown ones)',
        params: cmsEntryParams,
        querystring: cmsEntryQuery,
        response: { 200: cmsEntry },
      },
    },
    (request) =>
      content.cmsGet(
        scopeOf(request).projectId,
        request.params.apiId,
        request.params.contentId,
        request.query.lang,
      ),
  );
};
