import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../../core/caller';
import { routes } from '../../../core/route';
import { scopeOf } from '../../../core/scope';
import {
  fleetBackOfficeListParams,
  fleetBackOfficeOrderQuery,
  fleetBackOfficeParams,
  fleetMoveOrderBody,
  fleetOrderDetail,
  fleetOrderPage,
} from './schemas';
import type { FleetOrdersService } from './service';
import { describeOrderTransitions } from './transitions';

type Deps = { fleetOrders: FleetOrdersService };
const tags = ['fleet back office'];
/** The retailer's staff: admins of the portal's project (a project they do not manage is a 404). */
const staff = routes({ tags, callers: ['admin'], project: 'params.projectId' });

/** The retailer's back office: every company's orders of the project and the moves that make them progress. */
export const fleetBackOfficeRoutes: FastifyPluginAsyncZod<Deps> = async (app, { fleetOrders: orders }) => {
  app.get(
    '/project/:projectId/fleet/orders',
    staff({
      operationId: 'fleetBackOfficeOrders.list',

      summary: 'The queue: every company’s orders (card orders too), filtered and paged',
      params: fleetBackOfficeListParams,
      querystring: fleetBackOfficeOrderQuery,
      response: { 200: fleetOrderPage },
    }),
    (request) => orders.backOffice.list(scopeOf(request).projectId, request.query),
  );

  app.get(
    '/project/:projectId/fleet/orders/:orderId',
    staff({
      operationId: 'fleetBackOfficeOrders.get',

      summary: 'One order with its documents, payment and history',
      params: fleetBackOfficeParams,
      response: { 200: fleetOrderDetail },
    }),
    (request) => orders.backOffice.get(scopeOf(request).projectId, request.params.orderId),
  );

  app.post(
    '/project/:projectId/fleet/orders/:orderId/status',
    staff({
      operationId: 'fleetBackOfficeOrders.move',
      errors: ['INVALID_TRANSITION', 'PAYMENT_REQUIRED', 'CARD_NUMBER_TAKEN'],

      summary:
        'Moves the order as the retailer: CONFIRMED, READY (fuel, coupons, wholesale once paid), ISSUED (a card order’s cards are made, numbered as given or generated), REJECTED with a reason, finished. 409 INVALID_TRANSITION; 409 CARD_NUMBER_TAKEN',
      description: describeOrderTransitions(),
      params: fleetBackOfficeParams,
      body: fleetMoveOrderBody,
      response: { 200: fleetOrderDetail },
    }),
    (request) =>
      orders.backOffice.move(
        scopeOf(request).projectId,
        callerOf(request, 'admin').adminId,
        request.params.orderId,
        request.body,
      ),
  );

  app.post(
    '/project/:projectId/fleet/orders/:orderId/payment/accept',
    staff({
      operationId: 'fleetBackOfficeOrders.acceptPayment',
      errors: ['NOT_CONFIRMED_BY_COMPANY', 'ORDER_CLOSED'],

      summary:
        'Accepts the company’s payment documents (the second confirmation: the documents lock; a PENDING order becomes CONFIRMED)',
      params: fleetBackOfficeParams,
      response: { 200: fleetOrderDetail },
    }),
    (request) =>
      orders.backOffice.acceptPayment(
        scopeOf(request).projectId,
        callerOf(request, 'admin').adminId,
        request.params.orderId,
      ),
  );
};
