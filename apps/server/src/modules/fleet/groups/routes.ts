import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '../../../core/route';
import { idParams, noContent } from '../../../core/schemas';
import { companyScopeOf } from '../../../core/scope';
import { needs } from '../membership';
import {
  fleetGroup,
  fleetGroupAddVehiclesBody,
  fleetGroupBody,
  fleetGroupListQuery,
  fleetGroupPage,
  fleetGroupVehicleParams,
  fleetGroupVehiclesAdded,
} from './schemas';
import type { GroupsService } from './service';

type Deps = { fleet: { groups: GroupsService } };
const tags = ['fleet'];
const read = routes({ tags, callers: ['user'], company: needs('vehicles.read') });
const write = routes({ tags, callers: ['user'], company: needs('vehicles.write') });

/** The company's vehicle groups (page `vehicles`: VIEW reads, EDIT writes). */
export const groupRoutes: FastifyPluginAsyncZod<Deps> = async (app, { fleet }) => {
  app.get(
    '/fleet/groups',
    read({
      operationId: 'fleetGroups.list',

      summary: 'The company’s vehicle groups with their vehicle counts',
      querystring: fleetGroupListQuery,
      response: { 200: fleetGroupPage },
    }),
    (request) => fleet.groups.list(companyScopeOf(request), request.query),
  );

  app.post(
    '/fleet/groups',
    write({
      operationId: 'fleetGroups.create',
      errors: ['GROUP_NAME_EXISTS'],

      summary: 'Creates a group; names are unique whatever the case',
      body: fleetGroupBody,
      response: { 201: fleetGroup },
    }),
    async (request, reply) =>
      reply.code(201).send(await fleet.groups.create(companyScopeOf(request), request.body)),
  );

  app.put(
    '/fleet/groups/:id',
    write({
      operationId: 'fleetGroups.rename',
      errors: ['GROUP_NAME_EXISTS'],

      summary: 'Renames a group',
      params: idParams,
      body: fleetGroupBody,
      response: { 200: fleetGroup },
    }),
    (request) => fleet.groups.rename(companyScopeOf(request), request.params.id, request.body),
  );

  app.delete(
    '/fleet/groups/:id',
    write({
      operationId: 'fleetGroups.delete',

      summary: 'Deletes a group; its vehicles stay, in no group',
      params: idParams,
      response: { 204: noContent },
    }),
    async (request, reply) => {
      await fleet.groups.delete(companyScopeOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/fleet/groups/:id/vehicles',
    write({
      operationId: 'fleetGroups.addVehicles',
      errors: ['VEHICLES_IN_OTHER_GROUP'],

      summary:
        'Puts vehicles in the group; vehicles of another group move only when move is true (else fields vehicleIds.<index>, rule in_other_group)',
      params: idParams,
      body: fleetGroupAddVehiclesBody,
      response: { 200: fleetGroupVehiclesAdded },
    }),
    (request) => fleet.groups.addVehicles(companyScopeOf(request), request.params.id, request.body),
  );

  app.delete(
    '/fleet/groups/:id/vehicles/:vehicleId',
    write({
      operationId: 'fleetGroups.removeVehicle',

      summary: 'Takes a vehicle out of the group',
      params: fleetGroupVehicleParams,
      response: { 204: noContent },
    }),
    async (request, reply) => {
      const { id, vehicleId } = request.params;
      await fleet.groups.removeVehicle(companyScopeOf(request), id, vehicleId);
      return reply.code(204).send(null);
    },
  );
};
