import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../core/caller';
import { idParams, page } from '../../core/schemas';
import { viewSerializer } from '../../core/serialization';
import { adminScopeOf, asAdmin, asProject, type CommerceDeps } from './deps';
import {
  adminItemSearchQuery,
  createItemBody,
  item,
  itemEnvelope,
  itemParams,
  itemSearchBody,
  updateItemBody,
} from './item-schemas';
import { langQuery } from './shared';

/** Items for the project's admins (newer base): search, read, create, update. */
export const itemAdminRoutes: FastifyPluginAsyncZod<CommerceDeps> = async (app, { commerce }) => {
  app.get(
    '/project/:id/ecommerce/item/search',
    {
      ...asAdmin({
        operationId: 'adminItems.search',
        summary: 'Searches the project’s items (any status); list filters comma-joined',
        params: idParams,
        querystring: adminItemSearchQuery,
        response: { 200: page(item) },
      }),
      serializerCompiler: viewSerializer,
    },
    async (request) => {
      const { projectId } = adminScopeOf(request);
      return commerce.items.search(projectId, request.query, 'admin', request.query.lang);
    },
  );

  app.post(
    '/project/:id/ecommerce/item',
    asAdmin({
      operationId: 'adminItems.create',
      errors: ['CONFLICT'],
      summary: 'Creates an item (CONFLICT naming `sku` when another item has the sku)',
      params: idParams,
      querystring: langQuery,
      body: createItemBody,
      response: { 201: item },
    }),
    async (request, reply) => {
      const { projectId } = adminScopeOf(request);
      return reply.code(201).send(await commerce.items.create(projectId, request.body, request.query.lang));
    },
  );

  app.get(
    '/project/:id/ecommerce/item/:itemId',
    asAdmin({
      operationId: 'adminItems.get',
      summary: 'One item of the project (any status)',
      params: itemParams,
      querystring: langQuery,
      response: { 200: item },
    }),
    async (request) => {
      const { projectId } = adminScopeOf(request);
      return commerce.items.get(projectId, request.params.itemId, 'admin', request.query.lang);
    },
  );

  app.put(
    '/project/:id/ecommerce/item/:itemId',
    asAdmin({
      operationId: 'adminItems.update',
      errors: ['CONFLICT'],
      summary: 'Updates the given fields of an item',
      params: itemParams,
      querystring: langQuery,
      body: updateItemBody,
      response: { 200: item },
    }),
    async (request) => {
      const { projectId } = adminScopeOf(request);
      return commerce.items.update(projectId, request.params.itemId, request.body, request.query.lang);
    },
  );
};

/** Items as the project's key holders and end users see them (newer base): active ones only. */
export const itemProjectRoutes: FastifyPluginAsyncZod<CommerceDeps> = async (app, { commerce }) => {
  app.post(
    '/ecommerce/item/search',
    {
      ...asProject({
        operationId: 'items.search',
        summary: 'Searches the project’s active items; filters in a JSON body',
        querystring: langQuery,
        body: itemSearchBody.prefault({}),
        response: { 200: page(item) },
      }),
      serializerCompiler: viewSerializer,
    },
    (request) =>
      commerce.items.search(
        callerOf(request, 'public', 'user').projectId,
        request.body,
        'public',
        request.query.lang,
      ),
  );

  app.get(
    '/ecommerce/item/:id',
    asProject({
      operationId: 'items.get',
      summary: 'One active item of the project, as `{ item }`',
      params: idParams,
      querystring: langQuery,
      response: { 200: itemEnvelope },
    }),
    async (request) => ({
      item: await commerce.items.get(
        callerOf(request, 'public', 'user').projectId,
        request.params.id,
        'public',
        request.query.lang,
      ),
    }),
  );
};
