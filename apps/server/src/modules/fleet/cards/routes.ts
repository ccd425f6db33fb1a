import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyScopeOf } from '../../../core/scope';
import { idempotencyHeaders } from '../../payments/schemas';
import { fleetOrderDetail, fleetOrderListQuery, fleetOrderPage, fleetOrderParams } from '../orders/schemas';
import { pageRoutes, sendPlaced } from '../route-groups';
import {
  fleetCard,
  fleetCardListQuery,
  fleetCardPage,
  fleetCardParams,
  fleetCardSettingsBody,
  fleetPlaceCardOrderBody,
  fleetReplaceCardBody,
  fleetReplacedCard,
} from './schemas';
import type { FleetCardsService } from './service';

type Deps = { fleetCards: FleetCardsService };
const { read, write } = pageRoutes('fleet cards', 'orderCard');

/** The order-card pages: card orders and the company's issued cards, on the newer base. */
export const fleetCardRoutes: FastifyPluginAsyncZod<Deps> = async (app, { fleetCards: cards }) => {
  app.post(
    '/fleet/card-orders',
    write({
      operationId: 'fleetCardOrders.place',
      summary:
        'Orders UNIVERSAL cards (quantity) or IDENTIFIED ones (a vehicle or driver each) with limits, products and schedule (201; with an Idempotency-Key a repeat answers 200 with the same order)',
      errors: ['IDEMPOTENCY_KEY_REUSED'],
      headers: idempotencyHeaders,
      body: fleetPlaceCardOrderBody,
      response: { 200: fleetOrderDetail, 201: fleetOrderDetail },
    }),
    async (request, reply) =>
      sendPlaced(
        reply,
        await cards.orders.place(companyScopeOf(request), request.body, request.headers['idempotency-key']),
      ),
  );

  app.get(
    '/fleet/card-orders',
    read({
      operationId: 'fleetCardOrders.list',
      summary: 'The card order history: filters, search, server-side pages',
      querystring: fleetOrderListQuery,
      response: { 200: fleetOrderPage },
    }),
    (request) => cards.orders.list(companyScopeOf(request), request.query),
  );

  app.get(
    '/fleet/card-orders/:id',
    read({
      operationId: 'fleetCardOrders.get',
      summary: 'One card order with its history',
      params: fleetOrderParams,
      response: { 200: fleetOrderDetail },
    }),
    (request) => cards.orders.get(companyScopeOf(request), request.params.id),
  );

  app.post(
    '/fleet/card-orders/:id/cancel',
    write({
      operationId: 'fleetCardOrders.cancel',
      summary: 'Cancels a PENDING or CONFIRMED card order',
      errors: ['INVALID_TRANSITION'],
      params: fleetOrderParams,
      response: { 200: fleetOrderDetail },
    }),
    (request) => cards.orders.cancel(companyScopeOf(request), request.params.id),
  );

  app.get(
    '/fleet/cards',
    read({
      operationId: 'fleetCards.list',
      summary: 'The company’s cards, filtered and paged',
      querystring: fleetCardListQuery,
      response: { 200: fleetCardPage },
    }),
    (request) => cards.list(companyScopeOf(request), request.query),
  );

  app.get(
    '/fleet/cards/:id',
    read({
      operationId: 'fleetCards.get',
      summary: 'One card with its limits',
      params: fleetCardParams,
      response: { 200: fleetCard },
    }),
    (request) => cards.get(companyScopeOf(request), request.params.id),
  );

  app.post(
    '/fleet/cards/:id/block',
    write({
      operationId: 'fleetCards.block',
      summary: 'Blocks an active card at once',
      errors: ['INVALID_TRANSITION'],
      params: fleetCardParams,
      response: { 200: fleetCard },
    }),
    (request) => cards.block(companyScopeOf(request), request.params.id),
  );

  app.post(
    '/fleet/cards/:id/unblock',
    write({
      operationId: 'fleetCards.unblock',
      summary: 'Unblocks a blocked card at once',
      errors: ['INVALID_TRANSITION'],
      params: fleetCardParams,
      response: { 200: fleetCard },
    }),
    (request) => cards.unblock(companyScopeOf(request), request.params.id),
  );

  app.put(
    '/fleet/cards/:id/settings',
    write({
      operationId: 'fleetCards.updateSettings',
      summary: 'Replaces the card’s limits, products and schedule',
      errors: ['CARD_CLOSED'],
      params: fleetCardParams,
      body: fleetCardSettingsBody,
      response: { 200: fleetCard },
    }),
    (request) => cards.updateSettings(companyScopeOf(request), request.params.id, request.body),
  );

  app.delete(
    '/fleet/cards/:id',
    write({
      operationId: 'fleetCards.close',
      summary: 'Deletes (closes) a card for good: its number is never used again',
      errors: ['INVALID_TRANSITION'],
      params: fleetCardParams,
      response: { 200: fleetCard },
    }),
    (request) => cards.close(companyScopeOf(request), request.params.id),
  );

  app.post(
    '/fleet/cards/:id/replace',
    write({
      operationId: 'fleetCards.replace',
      summary:
        'A lost, stolen or damaged card: closed at once, and a replacement ordered with the same settings (201)',
      errors: ['INVALID_TRANSITION'],
      params: fleetCardParams,
      body: fleetReplaceCardBody,
      response: { 201: fleetReplacedCard },
    }),
    async (request, reply) =>
      reply.code(201).send(await cards.replace(companyScopeOf(request), request.params.id, request.body)),
  );
};
