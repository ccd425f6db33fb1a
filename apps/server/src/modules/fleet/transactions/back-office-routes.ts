import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '../../../core/route';
import { scopeOf } from '../../../core/scope';
import { fleetBackOfficeListParams } from '../orders/schemas';
import type { FleetPurchases } from '../purchases';
import {
  fleetAuthorizationBody,
  fleetCardTransaction,
  fleetStaffCardPage,
  fleetStaffCardQuery,
} from './schemas';

const tags = ['fleet back office'];
/** The retailer's staff: admins of the portal's project (a project they do not manage is a 404). */
const staff = routes({ tags, callers: ['admin'], project: 'params.projectId' });

/**
 * The back office's station-terminal simulator: the staff send authorizations with their own admin
 * session, so the project's private key never reaches a browser. The same authorization as a terminal's
 * (limits, declines, alerts, points), so a person can watch a decline alert arrive in a company's tab.
 */
export const fleetTerminalBackOfficeRoutes: FastifyPluginAsyncZod<{
  fleetPurchases: FleetPurchases;
}> = async (app, { fleetPurchases: { transactions } }) => {
  app.get(
    '/project/:projectId/fleet/terminal/cards',
    staff({
      operationId: 'fleetBackOffice.cards',

      summary:
        'Every company’s cards with their limits, to pick one in the terminal simulator (search: card number or company name)',
      params: fleetBackOfficeListParams,
      querystring: fleetStaffCardQuery,
      response: { 200: fleetStaffCardPage },
    }),
    (request) => transactions.staffCards(scopeOf(request).projectId, request.query),
  );

  app.post(
    '/project/:projectId/fleet/terminal/authorizations',
    staff({
      operationId: 'fleetBackOffice.authorize',
      errors: ['PRODUCT_NOT_PRICED'],

      summary:
        'The terminal simulator: authorizes a card purchase exactly as POST /fleet/terminal/authorizations does (approved, or declined with a reason and an alert to the company’s admins), with a staff session instead of the private key',
      params: fleetBackOfficeListParams,
      body: fleetAuthorizationBody,
      response: { 200: fleetCardTransaction },
    }),
    (request) => transactions.authorize(scopeOf(request).projectId, request.body),
  );
};
