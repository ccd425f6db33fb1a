import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../../core/schemas';
import { companyScopeOf } from '../../../core/scope';
import { companyRoutes } from '../route-groups';
import {
  fleetUser,
  fleetUserCreateBody,
  fleetUserCreated,
  fleetUserListQuery,
  fleetUserPage,
  fleetUserPermissionsBody,
  fleetUserStatusBody,
  fleetUserUpdateBody,
} from './schemas';
import type { FleetUsers } from './service';

const member = companyRoutes(['fleet']);

/** The company's users (the users page and edit-user), for company users (end-user session + key). */
export const fleetUserRoutes: FastifyPluginAsyncZod<{ users: FleetUsers }> = async (app, { users }) => {
  app.get(
    '/fleet/users',
    member('users.read', {
      operationId: 'fleetUsers.list',
      summary: `The company's users: search (name, personal number, mobile, e-mail), role and status filters, paged and sorted on the server`,
      querystring: fleetUserListQuery,
      response: { 200: fleetUserPage },
    }),
    (request) => users.list(companyScopeOf(request), request.query),
  );

  app.get(
    '/fleet/users/:id',
    member('users.read', {
      operationId: 'fleetUsers.get',
      summary: `One of the company's users`,
      params: idParams,
      response: { 200: fleetUser },
    }),
    (request) => users.get(companyScopeOf(request), request.params.id),
  );

  app.post(
    '/fleet/users',
    member('users.manageAdmins', {
      operationId: 'fleetUsers.create',
      errors: ['PERSONAL_NUMBER_EXISTS', 'CONTACT_EXISTS'],
      summary: `Adds an ADMIN user (main admin only) and tells them by e-mail or SMS to set their password through the password reset`,
      body: fleetUserCreateBody,
      response: { 201: fleetUserCreated },
    }),
    async (request, reply) => {
      const log = (err: unknown, message: string) => request.log.error({ err }, message);
      return reply.code(201).send(await users.create(companyScopeOf(request), request.body, log));
    },
  );

  app.patch(
    '/fleet/users/:id',
    member('users.write', {
      operationId: 'fleetUsers.update',
      errors: ['PERSONAL_NUMBER_EXISTS', 'CONTACT_EXISTS'],
      summary: `Edits a user's name, personal number, mobile and e-mail (only the main admin edits their own details)`,
      params: idParams,
      body: fleetUserUpdateBody,
      response: { 200: fleetUser },
    }),
    (request) => users.update(companyScopeOf(request), request.params.id, request.body),
  );

  app.put(
    '/fleet/users/:id/permissions',
    member('users.manageAdmins', {
      operationId: 'fleetUsers.setPermissions',
      errors: ['MAIN_ADMIN_UNCHANGEABLE'],
      summary: `Sets a user's available pages (main admin only); effective on their next request`,
      params: idParams,
      body: fleetUserPermissionsBody,
      response: { 200: fleetUser },
    }),
    (request) => users.setPermissions(companyScopeOf(request), request.params.id, request.body),
  );

  app.put(
    '/fleet/users/:id/status',
    member('users.manageAdmins', {
      operationId: 'fleetUsers.setStatus',
      errors: ['MAIN_ADMIN_UNCHANGEABLE'],
      summary: `Activates, deactivates or blocks a user (main admin only); effective on their next request`,
      params: idParams,
      body: fleetUserStatusBody,
      response: { 200: fleetUser },
    }),
    (request) => users.setStatus(companyScopeOf(request), request.params.id, request.body),
  );
};
