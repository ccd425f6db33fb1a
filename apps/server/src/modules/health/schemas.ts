import { z } from 'zod';

export const healthStatus = z
  .object({
    status: z.enum(['ok', 'degraded']),
    database: z.object({ status: z.enum(['up', 'down']), driver: z.enum(['pglite', 'postgres']) }),
    uptimeSeconds: z.number().int(),
  })
  .meta({ id: 'HealthStatus' });
export type HealthStatus = z.infer<typeof healthStatus>;
