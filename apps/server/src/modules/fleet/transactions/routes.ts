import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '../../../core/route';
import { idParams } from '../../../core/schemas';
import { companyScopeOf, scopeOf } from '../../../core/scope';
import type { FleetPurchases } from '../purchases';
import { companyRoutes } from '../route-groups';
import {
  fleetAuthorizationBody,
  fleetCardTransaction,
  fleetCardTransactionPage,
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
    terminal({
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
