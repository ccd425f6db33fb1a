import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../core/caller';
import { route } from '../../core/route';
import { noContent } from '../../core/schemas';
import { companyScopeOf } from '../../core/scope';
import { changeRoutes } from './changes/routes';
import { MessageNotSent } from './errors';
import { groupRoutes } from './groups/routes';
import { fleetHomeRoutes } from './home/routes';
import { needs } from './membership';
import {
  fleetMe,
  fleetPasswordResetBody,
  fleetPasswordResetCodeBody,
  fleetPasswordResetSent,
  fleetRegistryEntry,
  fleetRegistryLookupBody,
  fleetSession,
  fleetSignupBody,
  fleetSignupCodeBody,
  fleetVerificationSent,
} from './schemas';
import type { FleetService } from './service';
import { fleetSettingsRoutes } from './settings/routes';
import { fleetUserRoutes } from './users/routes';
import { vehicleRoutes } from './vehicles/routes';

type Deps = { fleet: FleetService };
const tags = ['fleet'];
const limits =
  'RATE_LIMITED (with Retry-After) after a code to the same destination in the last 60 s or 5 in the last hour.';

/** The business portal's sign-up, password reset and company membership, on the newer base (/api/v2). */
export const fleetV2Routes: FastifyPluginAsyncZod<Deps> = async (app, { fleet }) => {
  await app.register(vehicleRoutes, { fleet });
  await app.register(groupRoutes, { fleet });
  await app.register(changeRoutes, { fleet });

  await app.register(fleetUserRoutes, { users: fleet.users });
  await app.register(fleetSettingsRoutes, { settings: fleet.settings });
  await app.register(fleetHomeRoutes, { home: fleet.home });
  app.post(
    '/fleet/registry/lookup',
    route({
      operationId: 'fleetRegistry.lookup',
      errors: ['IC_NOT_FOUND', 'RATE_LIMITED'],
      callers: ['public'],
      tags,
      summary: 'Looks an identification code up in the revenue-service registry: the registered name',
      body: fleetRegistryLookupBody,
      response: { 200: fleetRegistryEntry },
    }),
    (request) => fleet.registry.lookup(request.body),
  );

  app.post(
    '/fleet/signup/code',
    route({
      operationId: 'fleetSignup.sendCode',
      errors: ['SMS_NOT_SENT', 'RATE_LIMITED'],
      callers: ['public'],
      tags,
      summary: `Sends a 6-digit sign-up code by SMS (valid 10 minutes, 5 tries). ${limits}`,
      body: fleetSignupCodeBody,
      response: { 200: fleetVerificationSent },
    }),
    (request) =>
      logged(request, fleet.signup.sendCode(callerOf(request, 'public').projectId, request.body.phone)),
  );

  app.post(
    '/fleet/signup',
    route({
      operationId: 'fleetSignup.complete',
      errors: ['INVALID_CODE', 'CONTRAGENT_EXISTS'],
      callers: ['public'],
      tags,
      summary:
        'Creates the company, its SUPER_ADMIN (a new end user of the project) and a session, all or nothing (password rules: min_length, uppercase, lowercase, digit, special)',
      body: fleetSignupBody,
      response: { 201: fleetSession },
    }),
    async (request, reply) =>
      reply.code(201).send(await fleet.signup.complete(callerOf(request, 'public').projectId, request.body)),
  );

  app.post(
    '/fleet/password-reset/code',
    route({
      operationId: 'fleetPasswordReset.sendCode',
      errors: ['RATE_LIMITED'],
      callers: ['public'],
      tags,
      summary: `Sends a 6-digit reset code by SMS or e-mail to the account with that phone or e-mail; the same answer when there is none. ${limits}`,
      body: fleetPasswordResetCodeBody,
      response: { 200: fleetPasswordResetSent },
    }),
    (request) =>
      logged(request, fleet.passwordReset.sendCode(callerOf(request, 'public').projectId, request.body)),
  );

  app.post(
    '/fleet/password-reset',
    route({
      operationId: 'fleetPasswordReset.complete',
      errors: ['INVALID_CODE'],
      callers: ['public'],
      tags,
      summary:
        'Sets the new password with the code and ends all the user’s sessions (password rules, or differs_from_current)',
      body: fleetPasswordResetBody,
      response: { 204: noContent },
    }),
    async (request, reply) => {
      await fleet.passwordReset.complete(callerOf(request, 'public').projectId, request.body);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/fleet/me',
    route({
      operationId: 'fleetSelf.get',
      callers: ['user'],
      company: needs('self.read'),
      tags,
      summary: 'The signed-in company user, their company and membership (role, status, page permissions)',
      response: { 200: fleetMe },
    }),
    (request) => fleet.me(companyScopeOf(request)),
  );
};

/** Logs why a code could not be handed to its channel (the 502 itself says nothing about it). */
async function logged<T>(request: FastifyRequest, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof MessageNotSent) request.log.error({ err: error.cause }, error.message);
    throw error;
  }
}
