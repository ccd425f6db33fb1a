import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noContent } from '../../../core/schemas';
import { companyScopeOf } from '../../../core/scope';
import { viewSerializer } from '../../../core/serialization';
import { idempotencyHeaders } from '../../payments/schemas';
import { pageRoutes, sendPlaced } from '../route-groups';
import {
  fleetAttachDocumentBody,
  fleetFuelPrices,
  fleetOrderDetail,
  fleetOrderDocument,
  fleetOrderDocumentParams,
  fleetOrderListQuery,
  fleetOrderPage,
  fleetOrderParams,
  fleetOrderSummary,
  fleetOrderSummaryQuery,
  fleetPayOnlineAnswer,
  fleetPayOnlineBody,
  fleetPlaceOrderBody,
} from './schemas';
import type { FleetOrdersService } from './service';
import { describeOrderTransitions } from './transitions';

type Deps = { fleetOrders: FleetOrdersService };
const { read, write } = pageRoutes('fleet orders', 'fuelRequest');

/** A company's fuel, coupon and wholesale orders (the fuel-request pages), on the newer base. */
export const fleetOrderRoutes: FastifyPluginAsyncZod<Deps> = async (app, { fleetOrders: orders }) => {
  app.post(
    '/fleet/orders',
    {
      ...write({
        operationId: 'fleetOrders.place',
        errors: ['IDEMPOTENCY_KEY_REUSED'],
        summary:
          'Places a fuel, coupon or wholesale order at today’s prices (201); with an Idempotency-Key, the same request again answers the same order (200, Idempotent-Replayed: true). VALIDATION_FAILED names quantities (multiples of 10, coupons of 5: "Fuel ratings are incorrect"), an empty order, delivery fields',
        headers: idempotencyHeaders,
        body: fleetPlaceOrderBody,
        response: { 200: fleetOrderDetail, 201: fleetOrderDetail },
      }),
      // The service builds every field of the answer (orderView, detailOf): plain JSON.stringify.
      serializerCompiler: viewSerializer,
    },
    async (request, reply) =>
      sendPlaced(
        reply,
        await orders.place(companyScopeOf(request), request.body, request.headers['idempotency-key']),
      ),
  );

  app.get(
    '/fleet/orders',
    {
      ...read({
        operationId: 'fleetOrders.list',
        summary: 'The order history: filters, search, server-side pages (newest first by default)',
        querystring: fleetOrderListQuery,
        response: { 200: fleetOrderPage },
      }),
      // The service builds every field of the page (orderView, typed by the schema): plain JSON.stringify.
      serializerCompiler: viewSerializer,
    },
    (request) => orders.list(companyScopeOf(request), request.query),
  );

  app.get(
    '/fleet/orders/summary',
    read({
      operationId: 'fleetOrders.summary',
      summary:
        'What the company owes on the orders the history’s filters choose: unpaid and overdue counts and totals',
      querystring: fleetOrderSummaryQuery,
      response: { 200: fleetOrderSummary },
    }),
    (request) => orders.summary(companyScopeOf(request), request.query),
  );

  app.get(
    '/fleet/orders/prices',
    read({
      operationId: 'fleetOrders.prices',
      summary: 'Today’s price per liter of each fuel product on sale: what an order placed now is priced at',
      response: { 200: fleetFuelPrices },
    }),
    (request) => orders.prices(companyScopeOf(request)),
  );

  app.get(
    '/fleet/orders/:id',
    read({
      operationId: 'fleetOrders.get',
      summary: 'One order with its documents, payment and status history',
      description: describeOrderTransitions(),
      params: fleetOrderParams,
      response: { 200: fleetOrderDetail },
    }),
    (request) => orders.get(companyScopeOf(request), request.params.id),
  );

  app.post(
    '/fleet/orders/:id/submit',
    write({
      operationId: 'fleetOrders.submit',
      errors: ['INVALID_TRANSITION'],
      summary: 'Sends a draft to the retailer at today’s prices (draft → PENDING)',
      params: fleetOrderParams,
      response: { 200: fleetOrderDetail },
    }),
    (request) => orders.submit(companyScopeOf(request), request.params.id),
  );

  app.post(
    '/fleet/orders/:id/cancel',
    write({
      operationId: 'fleetOrders.cancel',
      errors: ['INVALID_TRANSITION', 'ALREADY_PAID'],
      summary: 'Cancels a draft, PENDING or CONFIRMED order',
      params: fleetOrderParams,
      response: { 200: fleetOrderDetail },
    }),
    (request) => orders.cancel(companyScopeOf(request), request.params.id),
  );

  app.post(
    '/fleet/orders/:id/documents',
    write({
      operationId: 'fleetOrders.attachDocument',
      errors: ['DOCUMENT_LIMIT', 'DOCUMENTS_LOCKED', 'ORDER_CLOSED'],
      summary:
        'Attaches a payment document uploaded with POST /file/upload (201): at most 10, none once both sides confirmed',
      params: fleetOrderParams,
      body: fleetAttachDocumentBody,
      response: { 201: fleetOrderDocument },
    }),
    async (request, reply) =>
      reply
        .code(201)
        .send(await orders.documents.attach(companyScopeOf(request), request.params.id, request.body.fileId)),
  );

  app.delete(
    '/fleet/orders/:id/documents/:documentId',
    write({
      operationId: 'fleetOrders.removeDocument',
      errors: ['FILE_NOT_DELETED'],
      summary: 'Removes a payment document (204), until both sides confirmed the payment',
      params: fleetOrderDocumentParams,
      response: { 204: noContent },
    }),
    async (request, reply) => {
      await orders.documents.remove(companyScopeOf(request), request.params.id, request.params.documentId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/fleet/orders/:id/payment/confirm',
    write({
      operationId: 'fleetOrders.confirmPayment',
      errors: ['NO_DOCUMENTS', 'ORDER_CLOSED'],
      summary: 'The company confirms its payment (its documents); the retailer’s acceptance completes it',
      params: fleetOrderParams,
      response: { 200: fleetOrderDetail },
    }),
    (request) => orders.documents.confirm(companyScopeOf(request), request.params.id),
  );

  app.post(
    '/fleet/orders/:id/payment/online',
    write({
      operationId: 'fleetOrders.payOnline',
      errors: ['ORDER_CLOSED'],
      summary:
        'A payment link for the order’s total (the platform’s pay-with-link); paying confirms the payment by itself',
      params: fleetOrderParams,
      body: fleetPayOnlineBody,
      response: { 200: fleetPayOnlineAnswer },
    }),
    (request) => orders.payOnline(companyScopeOf(request), request.params.id, request.body),
  );
};
