import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../core/caller';
import { NotFound } from '../../core/errors';
import { idParams, noContent, page } from '../../core/schemas';
import { adminScopeOf, asAdmin, asUser, type CommerceDeps } from './deps';
import {
  adminProfileSearchQuery,
  blockStatus,
  followListBody,
  profileBasic,
  profileFull,
  profileParams,
  profileSearchBody,
  updateProfileBody,
} from './profile-schemas';

/** The admin's profile updates (legacy base, as the spec has it). */
export const profileAdminV1Routes: FastifyPluginAsyncZod<CommerceDeps> = async (app, { commerce }) => {
  app.put(
    '/project/:id/ecommerce/profile/:profileId',
    asAdmin({
      operationId: 'adminProfiles.update',
      summary: 'Updates the given fields of an end user’s profile (its id is the user’s id)',
      params: profileParams,
      body: updateProfileBody,
      response: { 200: profileFull },
    }),
    async (request) => {
      const { projectId } = adminScopeOf(request);
      return commerce.profiles.update(projectId, request.params.profileId, request.body);
    },
  );
};

/** The admin's profile search and reads (newer base). */
export const profileAdminRoutes: FastifyPluginAsyncZod<CommerceDeps> = async (app, { commerce }) => {
  app.get(
    '/project/:id/ecommerce/profile/search',
    asAdmin({
      operationId: 'adminProfiles.search',
      summary: 'Searches the project’s profiles (full views); list filters comma-joined',
      params: idParams,
      querystring: adminProfileSearchQuery,
      response: { 200: page(profileFull) },
    }),
    async (request) => {
      const { projectId } = adminScopeOf(request);
      return commerce.profiles.search(projectId, request.query, { view: 'full' });
    },
  );

  app.get(
    '/project/:id/ecommerce/profile/:profileId',
    asAdmin({
      operationId: 'adminProfiles.get',
      summary: 'An end user’s full profile (made on first access)',
      params: profileParams,
      response: { 200: profileFull },
    }),
    async (request) => {
      const { projectId } = adminScopeOf(request);
      return commerce.profiles.getFull(projectId, request.params.profileId);
    },
  );

  app.get(
    '/project/:id/ecommerce/profile/:profileId/basic',
    asAdmin({
      operationId: 'adminProfiles.getBasic',
      summary: 'An end user’s basic (public) profile',
      params: profileParams,
      response: { 200: profileBasic },
    }),
    async (request) => {
      const { projectId } = adminScopeOf(request);
      return commerce.profiles.getBasic(projectId, request.params.profileId);
    },
  );
};

/** Profiles for end users (newer base): their own, others' basic views, follow and block. */
export const profileUserRoutes: FastifyPluginAsyncZod<CommerceDeps> = async (app, { commerce }) => {
  const { profiles } = commerce;

  app.get(
    '/ecommerce/profile/:id',
    asUser({
      operationId: 'profiles.get',
      summary: 'The basic profile of an end user of the project (its id is the user’s id)',
      params: idParams,
      response: { 200: profileBasic },
    }),
    (request) => profiles.getBasic(callerOf(request, 'user').projectId, request.params.id),
  );

  app.get(
    '/ecommerce/profile/:id/full',
    asUser({
      operationId: 'profiles.getFull',
      summary: 'The user’s own full profile, with contact fields (NOT_FOUND for anyone else’s)',
      params: idParams,
      response: { 200: profileFull },
    }),
    async (request) => {
      const caller = callerOf(request, 'user');
      // Someone else's full profile answers as an unknown one would: existence and contacts do not leak.
      if (request.params.id !== caller.userId) throw new NotFound('Profile');
      return profiles.getFull(caller.projectId, caller.userId);
    },
  );

  app.put(
    '/ecommerce/profile',
    asUser({
      operationId: 'profiles.update',
      summary: 'Updates the given fields of the user’s own profile',
      body: updateProfileBody,
      response: { 200: profileFull },
    }),
    (request) => {
      const caller = callerOf(request, 'user');
      return profiles.update(caller.projectId, caller.userId, request.body);
    },
  );

  app.post(
    '/ecommerce/profile/search',
    asUser({
      operationId: 'profiles.search',
      summary: 'Searches the project’s profiles; those the user blocks are left out',
      body: profileSearchBody.prefault({}),
      response: { 200: page(profileBasic) },
    }),
    (request) => {
      const caller = callerOf(request, 'user');
      return profiles.search(caller.projectId, request.body, { view: 'basic', viewerId: caller.userId });
    },
  );

  app.post(
    '/ecommerce/profile/:id/follow',
    asUser({
      operationId: 'profiles.follow',
      errors: ['BLOCKED'],
      summary:
        'Follows the profile and returns it; VALIDATION_FAILED for oneself, BLOCKED when either of the two blocks the other',
      params: idParams,
      response: { 200: profileBasic },
    }),
    (request) => {
      const caller = callerOf(request, 'user');
      return profiles.follow(caller.projectId, caller.userId, request.params.id);
    },
  );

  app.delete(
    '/ecommerce/profile/:id/follow',
    asUser({
      operationId: 'profiles.unfollow',
      summary: 'Stops following the profile',
      params: idParams,
      response: { 204: noContent },
    }),
    async (request, reply) => {
      const caller = callerOf(request, 'user');
      await profiles.unfollow(caller.projectId, caller.userId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  for (const list of ['followers', 'followings'] as const) {
    app.post(
      `/ecommerce/profile/:id/${list}`,
      asUser({
        operationId: `profiles.${list}`,
        summary: `The profile’s ${list === 'followers' ? 'followers' : 'followed profiles'}, newest first`,
        params: idParams,
        body: followListBody.prefault({}),
        response: { 200: page(profileBasic) },
      }),
      (request) => profiles[list](callerOf(request, 'user').projectId, request.params.id, request.body),
    );
  }

  app.post(
    '/ecommerce/profile/:id/block',
    asUser({
      operationId: 'profiles.block',
      summary:
        'Blocks the profile: it leaves the user’s searches, follows between the two end and neither may follow the other',
      params: idParams,
      response: { 200: blockStatus },
    }),
    (request) => {
      const caller = callerOf(request, 'user');
      return profiles.block(caller.projectId, caller.userId, request.params.id);
    },
  );

  app.delete(
    '/ecommerce/profile/:id/block',
    asUser({
      operationId: 'profiles.unblock',
      summary: 'Unblocks the profile',
      params: idParams,
      response: { 204: noContent },
    }),
    async (request, reply) => {
      const caller = callerOf(request, 'user');
      await profiles.unblock(caller.projectId, caller.userId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/ecommerce/profile/:id/block',
    asUser({
      operationId: 'profiles.blockStatus',
      summary: 'Whether the user blocks the profile',
      params: idParams,
      response: { 200: blockStatus },
    }),
    (request) => {
      const caller = callerOf(request, 'user');
      return profiles.blockStatus(caller.projectId, caller.userId, request.params.id);
    },
  );
};
