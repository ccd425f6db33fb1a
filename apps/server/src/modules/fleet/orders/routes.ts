import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noContent } from '../../../core/schemas';
import { companyScopeOf } from '../../../core/scope';
import { viewSerializer } from '../../../core/serialization';
import { idempotencyHeaders } from '../../payments/schemas';
import { needs } from '../membership';
import {
  fleetAttachDocumentBody,
  fleetOrderDetail,
  fleetOrderDocument,
  fleetOrderDocumentParams,
  fleetOrderListQuery,
  fleetOrderPage,
  fleetOrderParams,
  fleetPayOnlineAnswer,
  fleetPayOnlineBody,
  fleetPlaceOrderBody,
} from './schemas';
import type { FleetOrdersService } from './service';
import { describeOrderTransitions } from './transitions';

type Deps = { fleetOrders: FleetOrdersService };
const tags = ['fleet orders'];
const read = { callers: ['user' as const], company: needs('fuelRequest.read') };
const write = { callers: ['user' as const], company: needs('fuelRequest.write') };

/** A company's fuel, coupon and wholesale orders (the fuel-request pages), on the newer base. */
export const fleetOrderRoutes: FastifyPluginAsyncZod<Deps> = async (app, { fleetOrders: orders }) => {
  app.post(
    '/fleet/orders',
    {
      config: write,
      schema: {
        tags,
        summary:
          'Places a fuel, coupon or wholesale order at today’s prices (201); with an Idempotency-Key, the same request again answers the same order (200, Idempotent-Replayed: true). 400 VALIDATION_FAILED (quantities: multiples of 10, coupons of 5 → "Fuel ratings are incorrect"; empty order; delivery fields), 409 IDEMPOTENCY_KEY_REUSED',
        headers: idempotencyHeaders,
        body: fleetPlaceOrderBody,
        response: { 200: fleetOrderDetail, 201: fleetOrderDetail },
      },
    },
    async (request, reply) => {
      const { order, replayed } = await orders.place(
        companyScopeOf(request),
        request.body,
        request.headers['idempotency-key'],
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(replayed ? 200 : 201).send(order);
    },
  );

  app.get(
    '/fleet/orders',
    {
      config: read,
      schema: {
        tags,
        summary: 'The order history: filters, search, server-side pages (newest first by default)',
        querystring: fleetOrderListQuery,
        response: { 200: fleetOrderPage },
      },
      // The service builds every field of the page (orderView, typed by the schema): plain JSON.stringify.
      serializerCompiler: viewSerializer,
    },
    (request) => orders.list(companyScopeOf(request), request.query),
  );

  app.get(
    '/fleet/orders/:id',
    {
      config: read,
      schema: {
        tags,
        summary: 'One order with its documents, payment and status history',
        description: describeOrderTransitions(),
        params: fleetOrderParams,
        response: { 200: fleetOrderDetail },
      },
    },
    (request) => orders.get(companyScopeOf(request), request.params.id),
  );

  app.post(
    '/fleet/orders/:id/submit',
    {
      config: write,
      schema: {
        tags,
        summary: 'Sends a draft to the retailer at today’s prices (draft → PENDING). 409 INVALID_TRANSITION',
        params: fleetOrderParams,
        response: { 200: fleetOrderDetail },
      },
    },
    (request) => orders.submit(companyScopeOf(request), request.params.id),
  );

  app.post(
    '/fleet/orders/:id/cancel',
    {
      config: write,
      schema: {
        tags,
        summary: 'Cancels a draft, PENDING or CONFIRMED order. 409 INVALID_TRANSITION; 409 ALREADY_PAID',
        params: fleetOrderParams,
        response: { 200: fleetOrderDetail },
      },
    },
    (request) => orders.cancel(companyScopeOf(request), request.params.id),
  );

  app.post(
    '/fleet/orders/:id/documents',
    {
      config: write,
      schema: {
        tags,
        summary:
          'Attaches a payment document uploaded with POST /file/upload (201). 409 DOCUMENT_LIMIT (at most 10), 409 DOCUMENTS_LOCKED (both sides confirmed), 409 ORDER_CLOSED',
        params: fleetOrderParams,
        body: fleetAttachDocumentBody,
        response: { 201: fleetOrderDocument },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await orders.documents.attach(companyScopeOf(request), request.params.id, request.body.fileId)),
  );

  app.delete(
    '/fleet/orders/:id/documents/:documentId',
    {
      config: write,
      schema: {
        tags,
        summary:
          'Removes a payment document (204). 409 FILE_NOT_DELETED once both sides confirmed the payment',
        params: fleetOrderDocumentParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await orders.documents.remove(companyScopeOf(request), request.params.id, request.params.documentId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/fleet/orders/:id/payment/confirm',
    {
      config: write,
      schema: {
        tags,
        summary:
          'The company confirms its payment (its documents); the retailer’s acceptance completes it. 409 NO_DOCUMENTS, 409 ORDER_CLOSED',
        params: fleetOrderParams,
        response: { 200: fleetOrderDetail },
      },
    },
    (request) => orders.documents.confirm(companyScopeOf(request), request.params.id),
  );

  app.post(
    '/fleet/orders/:id/payment/online',
    {
      config: write,
      schema: {
        tags,
        summary:
          'A payment link for the order’s total (the platform’s pay-with-link); paying confirms the payment by itself. 409 ORDER_CLOSED',
        params: fleetOrderParams,
        body: fleetPayOnlineBody,
        response: { 200: fleetPayOnlineAnswer },
      },
    },
    (request) => orders.payOnline(companyScopeOf(request), request.params.id, request.body),
  );
};
