import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../core/caller';
import { NotFound } from '../../core/errors';
import { idParams, noContent } from '../../core/schemas';
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
const admin = { callers: ['admin'] } as const;

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
    (request) => content.listModels(callerOf(request, 'admin').adminId, request.params.id),
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
    async (request, reply) =>
      reply
        .code(201)
        .send(await content.createModel(callerOf(request, 'admin').adminId, request.params.id, request.body)),
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
    (request) =>
      content.getModel(callerOf(request, 'admin').adminId, request.params.id, request.params.typeId),
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
    (request) =>
      content.updateModel(
        callerOf(request, 'admin').adminId,
        request.params.id,
        request.params.typeId,
        request.body,
      ),
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
      const { id, typeId } = request.params;
      await content.deleteModel(callerOf(request, 'admin').adminId, id, typeId, request.query.force);
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
    (request) =>
      content.listEntities(
        callerOf(request, 'admin').adminId,
        request.params.id,
        request.params.kind,
        request.query,
      ),
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
      const { id, kind } = request.params;
      const created = await content.createEntity(callerOf(request, 'admin').adminId, id, kind, request.body);
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
      const { id, kind, entityId } = request.params;
      return content.getEntity(callerOf(request, 'admin').adminId, id, kind, entityId);
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
      const { id, kind, entityId } = request.params;
      return content.updateEntity(callerOf(request, 'admin').adminId, id, kind, entityId, request.body);
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
      const { id, kind, entityId } = request.params;
      await content.deleteEntity(callerOf(request, 'admin').adminId, id, kind, entityId);
      return reply.code(204).send(null);
    },
  );

  const reader = { callers: ['public', 'user'] } as const;
  /** A key holder or end user reads its own project only; any other is "not found". */
  const readableProject = (caller: { projectId: string }, projectId: string) => {
    if (caller.projectId !== projectId) throw new NotFound('Project');
    return projectId;
  };

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
    (request) =>
      content.cmsList(
        readableProject(callerOf(request, 'public', 'user'), request.params.id),
        request.params.apiId,
        request.query,
      ),
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
        readableProject(callerOf(request, 'public', 'user'), request.params.id),
        request.params.apiId,
        request.params.contentId,
        request.query.lang,
      ),
  );
};
