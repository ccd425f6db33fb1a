import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../core/caller';
import { route } from '../../core/route';
import { noContent } from '../../core/schemas';
import {
  admin,
  adminSession,
  loginBody,
  signupBody,
  updatePasswordBody,
  updateSelfBody,
  user,
  userSession,
} from './schemas';
import type { AuthService } from './service';

type Deps = { auth: AuthService };
const tags = ['auth'];

/** Admin identity on the legacy base (/api/v1). */
export const authV1Routes: FastifyPluginAsyncZod<Deps> = async (app, { auth }) => {
  app.post(
    '/auth/login',
    route({
      operationId: 'adminAuth.login',
      example: { email: 'admin@example.com', password: 'correct horse battery' },
      errors: ['INVALID_CREDENTIALS', 'RATE_LIMITED'],

      tags,
      summary:
        'Admin login: returns a session id and the admin. At most 10 failed tries a minute per account (50 per address), then RATE_LIMITED',
      body: loginBody,
      response: { 200: adminSession },
    }),
    (request) => auth.loginAdmin(request.body, request.ip),
  );

  app.get(
    '/self',
    route({
      operationId: 'adminSelf.get',
      callers: ['admin'],
      project: 'none',
      tags,
      summary: 'The signed-in admin',
      response: { 200: admin },
    }),
    (request) => auth.getAdmin(callerOf(request, 'admin').adminId),
  );

  app.post(
    '/auth/logout',
    route({
      operationId: 'adminSelf.logout',
      callers: ['admin'],
      project: 'none',
      tags,
      summary: 'Ends the admin session',
      response: { 204: noContent },
    }),
    async (request, reply) => {
      await auth.sessions.close(callerOf(request, 'admin').sessionId);
      return reply.code(204).send(null);
    },
  );
};

/** End-user identity on the newer base (/api/v2): signup and login with the project key, self with a session. */
export const authV2Routes: FastifyPluginAsyncZod<Deps> = async (app, { auth }) => {
  app.post(
    '/auth/signup',
    route({
      operationId: 'userAuth.signup',
      errors: ['CONFLICT'],
      callers: ['public'],
      tags,
      summary: 'End-user signup in the project',
      body: signupBody,
      response: { 201: userSession },
    }),
    async (request, reply) =>
      reply.code(201).send(await auth.signup(callerOf(request, 'public').projectId, request.body)),
  );

  app.post(
    '/auth/login',
    route({
      operationId: 'userAuth.login',
      example: { email: 'driver@example.com', password: 'correct horse battery' },
      errors: ['INVALID_CREDENTIALS', 'USER_BLOCKED', 'RATE_LIMITED'],
      callers: ['public'],
      tags,
      summary: 'End-user login: returns a session id to send with the project key',
      body: loginBody,
      response: { 200: userSession },
    }),
    (request) => auth.loginUser(callerOf(request, 'public').projectId, request.body, request.ip),
  );

  app.get(
    '/auth/self',
    route({
      operationId: 'userSelf.get',
      callers: ['user'],
      tags,
      summary: 'The signed-in end user',
      response: { 200: user },
    }),
    (request) => auth.getUser(callerOf(request, 'user').userId),
  );

  app.post(
    '/auth/self/update',
    route({
      operationId: 'userSelf.update',
      errors: ['CONFLICT'],
      callers: ['user'],
      tags,
      summary: 'Updates the end user’s own profile fields',
      body: updateSelfBody,
      response: { 200: user },
    }),
    (request) => auth.updateSelf(callerOf(request, 'user').userId, request.body),
  );

  app.post(
    '/auth/self/updatePassword',
    route({
      operationId: 'userSelf.updatePassword',
      errors: ['INVALID_CREDENTIALS'],
      callers: ['user'],
      tags,
      summary: 'Changes the password after checking the old one; ends the user’s other sessions',
      body: updatePasswordBody,
      response: { 204: noContent },
    }),
    async (request, reply) => {
      const caller = callerOf(request, 'user');
      await auth.updatePassword(caller.userId, caller.sessionId, request.body);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/logout',
    route({
      operationId: 'userSelf.logout',
      callers: ['user'],
      tags,
      summary: 'Ends the end-user session',
      response: { 204: noContent },
    }),
    async (request, reply) => {
      await auth.sessions.close(callerOf(request, 'user').sessionId);
      return reply.code(204).send(null);
    },
  );
};
