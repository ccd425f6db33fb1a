import { z } from 'zod';

export const healthStatus = z
  .object({
    status: z.enum(['ok', 'degraded']),
    database: z.object({ status: z.enum(['up', 'down']), driver: z.enum(['pglite', 'postgres']) }),
    uptimeSeconds: z.number().int(),
  })
  .meta({ id: 'HealthStatus' });
export type HealthStatus = z.infer<typeof healthStatus>;

export const liveness = z.object({ status: z.literal('live') }).meta({ id: 'Liveness' });

const check = z.object({
  status: z.enum(['pass', 'fail']),
  /** Why it failed (a timeout, the driver's message); never credentials. */
  error: z.string().optional(),
});

export const readiness = z
  .object({
    status: z.enum(['ready', 'not_ready']),
    checks: z.object({
      database: check,
      /** Only when REDIS_URL is set. */
      redis: check.optional(),
      storage: check,
      migrations: check,
      /** Fails from the shutdown signal on, while the instance still serves (see docs/ARCHITECTURE.md). */
      draining: check,
    }),
  })
  .meta({ id: 'Readiness' });
export type Readiness = z.infer<typeof readiness>;
