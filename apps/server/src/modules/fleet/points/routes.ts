import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '../../../core/route';
import { companyScopeOf } from '../../../core/scope';
import type { FleetPurchases } from '../purchases';
import { companyRoutes } from '../route-groups';
import {
  fleetPointsBalance,
  fleetPointsBalanceQuery,
  fleetPointsLedgerQuery,
  fleetPointsMovementPage,
  fleetPointsRates,
  fleetPointsRatesBody,
  fleetPointsRatesQuery,
  fleetPointsTransferBody,
  fleetPointsTransferResult,
} from './schemas';

const tags = ['fleet points'];
const member = companyRoutes(tags);
const backOffice = routes({ tags, callers: ['admin'] });

/** The company's loyalty points, and the retailer's earning rates (project admins, the back office). */
export const fleetPointsRoutes: FastifyPluginAsyncZod<{ fleetPurchases: FleetPurchases }> = async (
  app,
  { fleetPurchases: { points } },
) => {
  app.get(
    '/fleet/points',
    member('balance.read', {
      operationId: 'fleetPoints.balance',
      summary:
        'The company’s points balance in GEL and in liters of a product at today’s price (VIEW on balance)',
      querystring: fleetPointsBalanceQuery,
      response: { 200: fleetPointsBalance },
    }),
    (request) => points.balance(companyScopeOf(request), request.query.product),
  );

  app.post(
    '/fleet/points/transfers',
    member('transferPoints.write', {
      operationId: 'fleetPoints.transfer',
      errors: [
        'INSUFFICIENT_POINTS',
        'CARD_HAS_NO_GEL_LIMIT',
        'CARD_CLOSED',
        'COMPANY_BLOCKED',
        'IDEMPOTENCY_KEY_REUSED',
        'COMPANY_NOT_FOUND',
      ],
      summary:
        'Transfers points to one of the company’s cards (a GEL top-up of its limit) or to another company by identification code, once per idempotency key (EDIT on transfer points); a refusal says “Points not transferred”',
      body: fleetPointsTransferBody,
      response: { 200: fleetPointsTransferResult },
    }),
    (request) => points.transfer(companyScopeOf(request), request.body),
  );

  app.get(
    '/fleet/points/ledger',
    member('transferPoints.read', {
      operationId: 'fleetPoints.ledger',
      summary:
        'Every movement of the company’s points (earned, reversed, transferred in and out, card top-ups), newest first',
      querystring: fleetPointsLedgerQuery,
      response: { 200: fleetPointsMovementPage },
    }),
    (request) => points.ledger(companyScopeOf(request), request.query),
  );

  app.get(
    '/fleet/points/rates',
    backOffice({
      operationId: 'fleetPoints.rates',
      project: 'query.projectId',
      summary: 'The points a liter of each product earns in the project (the retailer’s back office)',
      querystring: fleetPointsRatesQuery,
      response: { 200: fleetPointsRates },
    }),
    (request) => points.rates(request.query.projectId),
  );

  app.put(
    '/fleet/points/rates',
    backOffice({
      operationId: 'fleetPoints.setRates',
      project: 'body.projectId',
      summary: 'Sets the points a liter of the listed products earns (the others keep theirs)',
      body: fleetPointsRatesBody,
      response: { 200: fleetPointsRates },
    }),
    (request) => points.setRates(request.body),
  );
};
