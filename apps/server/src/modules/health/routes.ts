import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../core/database/client';
import { QUIET } from '../../core/request-log';
import { healthStatus } from './schemas';

export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (
  app,
  { database },
) => {
  const startedAt = Date.now();
  app.get(
    '/health',
    {
      ...QUIET,
      schema: {
        operationId: 'health.get',
        tags: ['health'],
        summary: 'Liveness and database status',
        response: { 200: healthStatus, 503: healthStatus },
      },
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
};
