import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '../../../core/route';
import { idParams } from '../../../core/schemas';
import { companyScopeOf } from '../../../core/scope';
import { viewSerializer } from '../../../core/serialization';
import { needs } from '../membership';
import type { VehicleCsv } from './csv';
import {
  fleetVehicle,
  fleetVehicleBody,
  fleetVehicleExport,
  fleetVehicleExportQuery,
  fleetVehicleImportBody,
  fleetVehicleImported,
  fleetVehicleListQuery,
  fleetVehiclePage,
} from './schemas';
import type { VehiclesService } from './service';

type Deps = { fleet: { vehicles: VehiclesService; vehicleCsv: VehicleCsv } };
const tags = ['fleet'];
const read = routes({ tags, callers: ['user'], company: needs('vehicles.read') });
const write = routes({ tags, callers: ['user'], company: needs('vehicles.write') });
const writeFailures = 'Fields: registrationNumber invalid_format per its type; groupId not_found';

/** The company's vehicles (pages `vehicles`: VIEW reads, EDIT writes). */
export const vehicleRoutes: FastifyPluginAsyncZod<Deps> = async (app, { fleet }) => {
  app.get(
    '/fleet/vehicles',
    {
      ...read({
        operationId: 'fleetVehicles.list',

        summary: 'The company’s vehicles: searched, filtered (group, status, fuel type), sorted and paged',
        querystring: fleetVehicleListQuery,
        response: { 200: fleetVehiclePage },
      }),
      // The service builds every field of the page (a view typed by the schema): plain JSON.stringify.
      serializerCompiler: viewSerializer,
    },
    (request) => fleet.vehicles.list(companyScopeOf(request), request.query),
  );

  app.get(
    '/fleet/vehicles/export',
    read({
      operationId: 'fleetVehicles.export',

      summary: 'The vehicles the filters select as a CSV file, in the columns the import reads',
      querystring: fleetVehicleExportQuery,
      response: { 200: fleetVehicleExport },
    }),
    (request) => fleet.vehicleCsv.export(companyScopeOf(request), request.query),
  );

  app.post(
    '/fleet/vehicles/import',
    write({
      operationId: 'fleetVehicles.import',
      errors: ['IMPORT_INVALID'],

      summary:
        'Adds the vehicles of a CSV file, all or none; a refusal reports per row in fields (path rows.<line>.<column>, the header is line 1)',
      body: fleetVehicleImportBody,
      response: { 201: fleetVehicleImported },
    }),
    async (request, reply) =>
      reply.code(201).send(await fleet.vehicleCsv.import(companyScopeOf(request), request.body.csv)),
  );

  app.get(
    '/fleet/vehicles/:id',
    read({
      operationId: 'fleetVehicles.get',

      summary: 'One vehicle',
      params: idParams,
      response: { 200: fleetVehicle },
    }),
    (request) => fleet.vehicles.get(companyScopeOf(request), request.params.id),
  );

  app.post(
    '/fleet/vehicles',
    write({
      operationId: 'fleetVehicles.create',
      errors: ['REGISTRATION_NUMBER_EXISTS'],

      summary: `Adds a vehicle. ${writeFailures}`,
      body: fleetVehicleBody,
      response: { 201: fleetVehicle },
    }),
    async (request, reply) =>
      reply.code(201).send(await fleet.vehicles.create(companyScopeOf(request), request.body)),
  );

  app.put(
    '/fleet/vehicles/:id',
    write({
      operationId: 'fleetVehicles.update',
      errors: ['REGISTRATION_NUMBER_EXISTS'],

      summary: `Replaces a vehicle’s fields (the edit form). ${writeFailures}`,
      params: idParams,
      body: fleetVehicleBody,
      response: { 200: fleetVehicle },
    }),
    (request) => fleet.vehicles.update(companyScopeOf(request), request.params.id, request.body),
  );
};
