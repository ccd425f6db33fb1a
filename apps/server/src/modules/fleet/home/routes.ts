import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyScopeOf } from '../../../core/scope';
import { companyRoutes } from '../route-groups';
import { fleetHome, fleetHomeQuery } from './schemas';
import type { createFleetHome } from './service';

/** The dashboard home (home page VIEW). */
const member = companyRoutes(['fleet']);

export const fleetHomeRoutes: FastifyPluginAsyncZod<{ home: ReturnType<typeof createFleetHome> }> = async (
  app,
  { home },
) => {
  app.get(
    '/fleet/home',
    member('home.read', {
      operationId: 'fleetHome.get',
      summary:
        'The dashboard home: company name and identification code, the points balance in GEL and in liters of a product at today’s price, unseen notifications and (latestOrders=true, VIEW on fuel request) the newest fuel requests',
      querystring: fleetHomeQuery,
      response: { 200: fleetHome },
    }),
    (request) => home(companyScopeOf(request), request.query),
  );
};
