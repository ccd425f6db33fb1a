import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noContent } from '../../../core/schemas';
import { companyScopeOf } from '../../../core/scope';
import { companyRoutes } from '../route-groups';
import { fleetPasswordChangeBody, fleetPreferencesBody, fleetProfileBody, fleetSettings } from './schemas';
import type { FleetSettingsService } from './service';

const member = companyRoutes(['fleet']);

/** The signed-in company user's settings page: any active member, for themselves. */
export const fleetSettingsRoutes: FastifyPluginAsyncZod<{ settings: FleetSettingsService }> = async (
  app,
  { settings },
) => {
  app.get(
    '/fleet/settings',
    member('self.read', {
      operationId: 'fleetSettings.get',
      summary: 'The signed-in user’s profile, language and notification channels',
      response: { 200: fleetSettings },
    }),
    (request) => settings.get(companyScopeOf(request)),
  );

  app.put(
    '/fleet/settings/profile',
    member('self.write', {
      operationId: 'fleetSettings.updateProfile',
      errors: ['CONTACT_EXISTS'],
      summary: 'Updates the signed-in user’s name, mobile and e-mail',
      body: fleetProfileBody,
      response: { 200: fleetSettings },
    }),
    (request) => settings.updateProfile(companyScopeOf(request), request.body),
  );

  app.post(
    '/fleet/settings/password',
    member('self.write', {
      operationId: 'fleetSettings.changePassword',
      errors: ['WRONG_PASSWORD'],
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
    member('self.write', {
      operationId: 'fleetSettings.updatePreferences',
      summary: 'Sets the language and the notification channels (in-app, e-mail, SMS)',
      body: fleetPreferencesBody,
      response: { 200: fleetSettings },
    }),
    (request) => settings.updatePreferences(companyScopeOf(request), request.body),
  );
};
