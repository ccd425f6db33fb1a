import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calendarRoutes } from './calendar-routes';
import { holidayRoutes } from './holiday-routes';
import { orgRoutes } from './org-routes';
import type { IntranetService } from './service';

type Deps = { intranet: IntranetService };

/** The intranet on the newer base (/api/v2): org chart, holidays, events and boxes. */
export const intranetV2Routes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  await app.register(orgRoutes, deps);
  await app.register(holidayRoutes, deps);
  await app.register(calendarRoutes, deps);
};
