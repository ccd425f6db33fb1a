import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../core/database/client';
import { QUIET } from '../../core/request-log';
import { routes } from '../../core/route';
import { checkReadiness, type ReadinessDeps } from './readiness';
import { healthStatus, liveness, readiness } from './schemas';

const probe = routes({ tags: ['health'] });

/** Public and quiet in the request log: load balancers and orchestrators poll these. */
export const healthRoutes: FastifyPluginAsyncZod<
  Omit<ReadinessDeps, 'database'> & { database: DatabaseHandle }
> = async (app, deps) => {
  const { database } = deps;
  const startedAt = Date.now();
  app.get(
    '/health',
    {
      ...QUIET,
      ...probe({
        operationId: 'health.get',
        summary: 'Liveness and database status',
        response: { 200: healthStatus, 503: healthStatus },
      }),
    },
    async (_request, reply) => {
      const db = await database.ping().then(
        () => ({ status: 'up' as const, driver: database.driver }),
        () => ({ status: 'down' as const, driver: database.driver }),
      );
      const status = db.status === 'up' ? 'ok' : 'degraded';
      return reply.code(status === 'ok' ? 200 : 503).send({
        status,
        database: db,
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      });
    },
  );

  app.get(
    '/health/live',
    {
      ...QUIET,
      ...probe({
        operationId: 'health.live',
        summary: 'Liveness: 200 whenever the process serves (draining included)',
        response: { 200: liveness },
      }),
    },
    async () => ({ status: 'live' as const }),
  );

  app.get(
    '/health/ready',
    {
      ...QUIET,
      ...probe({
        operationId: 'health.ready',
        summary:
          'Readiness: 200 when the database, Redis (if set) and the file storage answer within 2 s, migrations are done and the instance is not shutting down; 503 with the failing checks otherwise',
        response: { 200: readiness, 503: readiness },
      }),
    },
    async (_request, reply) => {
      const result = await checkReadiness(deps);
      return reply.code(result.status === 'ready' ? 200 : 503).send(result);
    },
  );
};
