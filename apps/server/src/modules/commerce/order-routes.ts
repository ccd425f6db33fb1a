import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../core/caller';
import { idParams, page } from '../../core/schemas';
import { adminScopeOf, asAdmin, asUser, type CommerceDeps } from './deps';
import {
  adminOrderSearchQuery,
  createOrderBody,
  order,
  orderParams,
  orderSearchBody,
  updateOrderBody,
} from './order-schemas';
import { langQuery } from './shared';
import { describeTransitions } from './transitions';

/** The admin's status moves (legacy base, as the spec has it). */
export const orderAdminV1Routes: FastifyPluginAsyncZod<CommerceDeps> = async (app, { commerce }) => {
  app.put(
    '/project/:id/ecommerce/order/:orderId',
    asAdmin({
      operationId: 'adminOrders.update',
      errors: ['INVALID_TRANSITION'],
      summary: 'Moves an order of the project to another status',
      description: describeTransitions(),
      params: orderParams,
      querystring: langQuery,
      body: updateOrderBody,
      response: { 200: order },
    }),
    async (request) => {
      const { projectId, actor } = adminScopeOf(request);
      return commerce.orders.changeStatus(
        projectId,
        request.params.orderId,
        actor,
        request.body,
        request.query.lang,
      );
    },
  );
};

/** The admin's order search and reads (newer base). */
export const orderAdminRoutes: FastifyPluginAsyncZod<CommerceDeps> = async (app, { commerce }) => {
  app.get(
    '/project/:id/ecommerce/order/search',
    asAdmin({
      operationId: 'adminOrders.search',
      summary: 'Searches the project’s orders; list filters comma-joined',
      params: idParams,
      querystring: adminOrderSearchQuery,
      response: { 200: page(order) },
    }),
    async (request) => {
      const { projectId, actor } = adminScopeOf(request);
      return commerce.orders.search(projectId, request.query, actor, request.query.lang);
    },
  );

  app.get(
    '/project/:id/ecommerce/order/:orderId',
    asAdmin({
      operationId: 'adminOrders.get',
      summary: 'One order of the project, with its lines and status history',
      params: orderParams,
      querystring: langQuery,
      response: { 200: order },
    }),
    async (request) => {
      const { projectId, actor } = adminScopeOf(request);
      return commerce.orders.get(projectId, request.params.orderId, actor, request.query.lang);
    },
  );
};

/** The end user's own orders (newer base); anyone else's answer 404. */
export const orderUserRoutes: FastifyPluginAsyncZod<CommerceDeps> = async (app, { commerce }) => {
  const userOf = (request: Parameters<typeof callerOf>[0]) => {
    const caller = callerOf(request, 'user');
    return { projectId: caller.projectId, actor: { kind: 'user' as const, id: caller.userId } };
  };

  app.post(
    '/ecommerce/order/create',
    asUser({
      operationId: 'orders.create',
      summary:
        'Orders active items at their current prices (one currency per order); the order starts PENDING',
      querystring: langQuery,
      body: createOrderBody,
      response: { 201: order },
    }),
    async (request, reply) => {
      const { projectId, actor } = userOf(request);
      return reply
        .code(201)
        .send(await commerce.orders.create(projectId, actor.id, request.body, request.query.lang));
    },
  );

  app.post(
    '/ecommerce/order',
    asUser({
      operationId: 'orders.search',
      summary: 'Searches the user’s own orders',
      querystring: langQuery,
      body: orderSearchBody.prefault({}),
      response: { 200: page(order) },
    }),
    (request) => {
      const { projectId, actor } = userOf(request);
      return commerce.orders.search(projectId, request.body, actor, request.query.lang);
    },
  );

  app.get(
    '/ecommerce/order/:id',
    asUser({
      operationId: 'orders.get',
      summary: 'One of the user’s own orders',
      params: idParams,
      querystring: langQuery,
      response: { 200: order },
    }),
    (request) => {
      const { projectId, actor } = userOf(request);
      return commerce.orders.get(projectId, request.params.id, actor, request.query.lang);
    },
  );

  app.put(
    '/ecommerce/order/:id',
    asUser({
      operationId: 'orders.update',
      errors: ['FORBIDDEN', 'INVALID_TRANSITION'],
      summary:
        'The buyer cancels their own PENDING order (`{ status: "CANCELLED" }`); any other status is FORBIDDEN, a non-PENDING order INVALID_TRANSITION',
      description: describeTransitions(),
      params: idParams,
      querystring: langQuery,
      body: updateOrderBody,
      response: { 200: order },
    }),
    (request) => {
      const { projectId, actor } = userOf(request);
      return commerce.orders.changeStatus(
        projectId,
        request.params.id,
        actor,
        request.body,
        request.query.lang,
      );
    },
  );
};
