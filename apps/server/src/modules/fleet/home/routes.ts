import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../core/route';
import { companyScopeOf } from '../../../core/scope';
import { needs } from '../membership';
import { fleetHome, fleetHomeQuery } from './schemas';
import type { createFleetHome } from './service';

/** The dashboard home (home page VIEW). */
export const fleetHomeRoutes: FastifyPluginAsyncZod<{ home: ReturnType<typeof createFleetHome> }> = async (
  app,
  { home },
) => {
  app.get(
    '/fleet/home',
    route({
      operationId: 'fleetHome.get',
      callers: ['user'],
      company: needs('home.read'),
      tags: ['fleet'],
      summary:
        'The dashboard home: company name and identification code, the points balance in GEL and in liters of a product at today’s price, unseen notifications and (latestOrders=true, VIEW on fuel request) the newest fuel requests',
      querystring: fleetHomeQuery,
      response: { 200: fleetHome },
    }),
    (request) => home(companyScopeOf(request), request.query),
  );
};
