import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../core/route';
import { noContent } from '../../../core/schemas';
import { companyScopeOf } from '../../../core/scope';
import { needs } from '../membership';
import { fleetPasswordChangeBody, fleetPreferencesBody, fleetProfileBody, fleetSettings } from './schemas';
import type { FleetSettingsService } from './service';

const tags = ['fleet'];

/** The signed-in company user's settings page: any active member, for themselves. */
export const fleetSettingsRoutes: FastifyPluginAsyncZod<{ settings: FleetSettingsService }> = async (
  app,
  { settings },
) => {
  app.get(
    '/fleet/settings',
    route({
      operationId: 'fleetSettings.get',
      callers: ['user'],
      company: needs('self.read'),
      tags,
      summary: 'The signed-in user’s profile, language and notification channels',
      response: { 200: fleetSettings },
    }),
    (request) => settings.get(companyScopeOf(request)),
  );

  app.put(
    '/fleet/settings/profile',
    route({
      operationId: 'fleetSettings.updateProfile',
      errors: ['CONTACT_EXISTS'],
      callers: ['user'],
      company: needs('self.write'),
      tags,
      summary: 'Updates the signed-in user’s name, mobile and e-mail',
      body: fleetProfileBody,
      response: { 200: fleetSettings },
    }),
    (request) => settings.updateProfile(companyScopeOf(request), request.body),
  );

  app.post(
    '/fleet/settings/password',
    route({
      operationId: 'fleetSettings.changePassword',
      errors: ['WRONG_PASSWORD'],
      callers: ['user'],
      company: needs('self.write'),
      tags,
      summary:
        'Changes the password; the user’s other sessions end (fields: currentPassword; newPassword: the rules or differs_from_current; confirmPassword: matches_new_password)',
      body: fleetPasswordChangeBody,
      response: { 204: noContent },
    }),
    async (request, reply) => {
      await settings.changePassword(companyScopeOf(request), request.body);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/fleet/settings/preferences',
    route({
      operationId: 'fleetSettings.updatePreferences',
      callers: ['user'],
      company: needs('self.write'),
      tags,
      summary: 'Sets the language and the notification channels (in-app, e-mail, SMS)',
      body: fleetPreferencesBody,
      response: { 200: fleetSettings },
    }),
    (request) => settings.updatePreferences(companyScopeOf(request), request.body),
  );
};
