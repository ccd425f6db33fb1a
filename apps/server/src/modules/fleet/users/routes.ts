import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../core/route';
import { idParams } from '../../../core/schemas';
import { companyScopeOf } from '../../../core/scope';
import { needs } from '../membership';
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

const tags = ['fleet'];

/** The company's users (the users page and edit-user), for company users (end-user session + key). */
export const fleetUserRoutes: FastifyPluginAsyncZod<{ users: FleetUsers }> = async (app, { users }) => {
  app.get(
    '/fleet/users',
    route({
      operationId: 'fleetUsers.list',
      callers: ['user'],
      company: needs('users.read'),
      tags,
      summary: `The company's users: search (name, personal number, mobile, e-mail), role and status filters, paged and sorted on the server`,
      querystring: fleetUserListQuery,
      response: { 200: fleetUserPage },
    }),
    (request) => users.list(companyScopeOf(request), request.query),
  );

  app.get(
    '/fleet/users/:id',
    route({
      operationId: 'fleetUsers.get',
      callers: ['user'],
      company: needs('users.read'),
      tags,
      summary: `One of the company's users`,
      params: idParams,
      response: { 200: fleetUser },
    }),
    (request) => users.get(companyScopeOf(request), request.params.id),
  );

  app.post(
    '/fleet/users',
    route({
      operationId: 'fleetUsers.create',
      errors: ['PERSONAL_NUMBER_EXISTS', 'CONTACT_EXISTS'],
      callers: ['user'],
      company: needs('users.manageAdmins'),
      tags,
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
    route({
      operationId: 'fleetUsers.update',
      errors: ['PERSONAL_NUMBER_EXISTS', 'CONTACT_EXISTS'],
      callers: ['user'],
      company: needs('users.write'),
      tags,
      summary: `Edits a user's name, personal number, mobile and e-mail (only the main admin edits their own details)`,
      params: idParams,
      body: fleetUserUpdateBody,
      response: { 200: fleetUser },
    }),
    (request) => users.update(companyScopeOf(request), request.params.id, request.body),
  );

  app.put(
    '/fleet/users/:id/permissions',
    route({
      operationId: 'fleetUsers.setPermissions',
      errors: ['MAIN_ADMIN_UNCHANGEABLE'],
      callers: ['user'],
      company: needs('users.manageAdmins'),
      tags,
      summary: `Sets a user's available pages (main admin only); effective on their next request`,
      params: idParams,
      body: fleetUserPermissionsBody,
      response: { 200: fleetUser },
    }),
    (request) => users.setPermissions(companyScopeOf(request), request.params.id, request.body),
  );

  app.put(
    '/fleet/users/:id/status',
    route({
      operationId: 'fleetUsers.setStatus',
      errors: ['MAIN_ADMIN_UNCHANGEABLE'],
      callers: ['user'],
      company: needs('users.manageAdmins'),
      tags,
      summary: `Activates, deactivates or blocks a user (main admin only); effective on their next request`,
      params: idParams,
      body: fleetUserStatusBody,
      response: { 200: fleetUser },
    }),
    (request) => users.setStatus(companyScopeOf(request), request.params.id, request.body),
  );
};
