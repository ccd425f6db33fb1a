import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '../../../core/route';
import { pagination } from '../../../core/schemas';
import { companyScopeOf } from '../../../core/scope';
import { viewSerializer } from '../../../core/serialization';
import { needs } from '../membership';
import { fleetChangeActorPage, fleetChangeListQuery, fleetChangePage } from './schemas';
import type { ChangesService } from './service';

type Deps = { fleet: { changes: ChangesService } };
const tags = ['fleet'];
const read = routes({ tags, callers: ['user'], company: needs('vehicles.read') });

/** The vehicle changes page (page `vehicles`, VIEW): the audit log of vehicles and groups. */
export const changeRoutes: FastifyPluginAsyncZod<Deps> = async (app, { fleet }) => {
  app.get(
    '/fleet/vehicles/changes',
    {
      ...read({
        operationId: 'fleetVehicles.changes',

        summary:
          'Who changed which vehicle or group, when, and what (before and after); filtered by vehicle, user and days, newest first',
        querystring: fleetChangeListQuery,
        response: { 200: fleetChangePage },
      }),
      // The service builds every field of the page (a view typed by the schema): plain JSON.stringify.
      serializerCompiler: viewSerializer,
    },
    (request) => fleet.changes.list(companyScopeOf(request), request.query),
  );

  app.get(
    '/fleet/vehicles/changes/users',
    read({
      operationId: 'fleetVehicles.changeUsers',

      summary: 'The company’s users by name, for the changes’ user filter',
      querystring: pagination,
      response: { 200: fleetChangeActorPage },
    }),
    (request) => fleet.changes.actors(companyScopeOf(request), request.query),
  );
};
