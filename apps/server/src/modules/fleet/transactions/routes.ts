import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '../../../core/route';
import { idParams } from '../../../core/schemas';
import { companyScopeOf, scopeOf } from '../../../core/scope';
import { viewSerializer } from '../../../core/serialization';
import type { FleetPurchases } from '../purchases';
import { companyRoutes } from '../route-groups';
import {
  fleetAuthorizationBody,
  fleetCardTransaction,
  fleetCardTransactionPage,
  fleetCompletionBody,
  fleetPreauthorization,
  fleetPreauthorizationBody,
  fleetReversalBody,
  fleetTransactionsQuery,
  fleetVoidBody,
} from './schemas';

const tags = ['fleet transactions'];
const member = companyRoutes(tags);
const terminal = routes({ tags, callers: ['private'], project: 'caller' });

/** Station terminals (the project's private key) and the company's view of its card purchases. */
export const fleetTransactionRoutes: FastifyPluginAsyncZod<{ fleetPurchases: FleetPurchases }> = async (
  app,
  { fleetPurchases: { transactions } },
) => {
  app.post(
    '/fleet/terminal/authorizations',
    {
      ...terminal({
        operationId: 'fleetTerminal.authorize',
        example: {
          cardNumber: 'A1B2C3',
          stationId: 'ST-001',
          terminalId: 'T-1',
          terminalTransactionId: '8f14e45f-ceea-467f-a0e6-3c1d2f5e9b10',
          product: 'EURO_DIESEL',
          liters: 40,
        },
        errors: ['PRODUCT_NOT_PRICED'],
        summary:
          'A station terminal authorizes a card purchase: 200 with decision approved (booked) or declined with a reason (CARD_UNKNOWN, COMPANY_BLOCKED, CARD_CLOSED, CARD_BLOCKED, PRODUCT_NOT_ALLOWED, OUTSIDE_ALLOWED_HOURS, LIMIT_EXCEEDED with the limit and what remains). A retry with the same terminalId and terminalTransactionId answers the first decision and books nothing. Without unitPrice, a product with no active price is refused',
        body: fleetAuthorizationBody,
        response: { 200: fleetCardTransaction },
      }),
      // The service builds every field of the answer (its view): plain JSON.stringify.
      serializerCompiler: viewSerializer,
    },
    (request) => transactions.authorize(scopeOf(request).projectId, request.body),
  );

  app.post(
    '/fleet/terminal/voids',
    terminal({
      operationId: 'fleetTerminal.void',
      errors: ['INVALID_TRANSITION'],
      summary:
        'The terminal cancels an approved authorization: its limit usage, daily totals and points are given back. Again: the same answer; a decline cannot be voided',
      body: fleetVoidBody,
      response: { 200: fleetCardTransaction },
    }),
    (request) => transactions.void(scopeOf(request).projectId, request.body),
  );

  app.post(
    '/fleet/terminal/preauthorizations',
    {
      ...terminal({
        operationId: 'fleetTerminal.preauthorize',
        example: {
          cardNumber: 'A1B2C3',
          stationId: 'ST-001',
          terminalId: 'T-1',
          terminalTransactionId: '0c4b2a8e-52d1-4c7e-9f0a-2d6f3b1e7a55',
          product: 'EURO_DIESEL',
          liters: 60,
        },
        errors: ['PRODUCT_NOT_PRICED', 'CONFLICT'],
        summary:
          'Pay-at-pump, first step: the terminal asks for the most the pump may deliver. Decided as an authorization (200 with decision approved or declined with a reason); an approval holds the maximum on the card’s limits (status held) until the completion, the reversal or expiresAt. A retry with the same terminalId and terminalTransactionId answers the first decision and holds nothing more',
        body: fleetPreauthorizationBody,
        response: { 200: fleetPreauthorization },
      }),
      // The service builds every field of the answer (its view): plain JSON.stringify.
      serializerCompiler: viewSerializer,
    },
    (request) => transactions.preauthorize(scopeOf(request).projectId, request.body),
  );

  app.post(
    '/fleet/terminal/completions',
    terminal({
      operationId: 'fleetTerminal.complete',
      example: {
        terminalId: 'T-1',
        terminalTransactionId: '0c4b2a8e-52d1-4c7e-9f0a-2d6f3b1e7a55',
        liters: 42.5,
      },
      errors: [
        'COMPLETION_EXCEEDS_HOLD',
        'COMPLETION_MISMATCH',
        'PREAUTHORIZATION_EXPIRED',
        'INVALID_TRANSITION',
        'CONFLICT',
      ],
      summary:
        'Pay-at-pump, second step (completion advice): what the pump delivered, at most the held maximum. The hold becomes the approved card transaction of that amount (same id as the pre-authorization), the rest is released. Sent again with the same figures: the same answer, booked once; other figures: 409 COMPLETION_MISMATCH',
      body: fleetCompletionBody,
      response: { 200: fleetCardTransaction },
    }),
    (request) => transactions.complete(scopeOf(request).projectId, request.body),
  );

  app.post(
    '/fleet/terminal/reversals',
    terminal({
      operationId: 'fleetTerminal.reverse',
      errors: ['INVALID_TRANSITION'],
      summary:
        'The terminal reverses a pre-authorization that delivered nothing: its hold is released. Again, or after it expired: the same pre-authorization; a declined or completed one cannot be reversed (void a completed one)',
      body: fleetReversalBody,
      response: { 200: fleetPreauthorization },
    }),
    (request) => transactions.reverse(scopeOf(request).projectId, request.body),
  );

  app.get(
    '/fleet/transactions',
    member('reports.read', {
      operationId: 'fleetTransactions.list',
      summary:
        'The company’s card transactions, newest first, with filters (period in Tbilisi days, card, vehicle, group, product, decision, reason, anomaly flags)',
      querystring: fleetTransactionsQuery,
      response: { 200: fleetCardTransactionPage },
    }),
    (request) => transactions.list(companyScopeOf(request), request.query),
  );

  app.get(
    '/fleet/transactions/:id',
    member('reports.read', {
      operationId: 'fleetTransactions.get',
      summary: 'One of the company’s card transactions',
      params: idParams,
      response: { 200: fleetCardTransaction },
    }),
    (request) => transactions.get(companyScopeOf(request), request.params.id),
  );
};
