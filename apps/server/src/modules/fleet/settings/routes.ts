import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
    {
      config: { callers: ['user'], company: needs('self.read') },
      schema: {
        tags,
        summary: 'The signed-in user’s profile, language and notification channels. 403 USER_BLOCKED',
        response: { 200: fleetSettings },
      },
    },
    (request) => settings.get(companyScopeOf(request)),
  );

  app.put(
    '/fleet/settings/profile',
    {
      config: { callers: ['user'], company: needs('self.write') },
      schema: {
        tags,
        summary: 'Updates the signed-in user’s name, mobile and e-mail. 409 CONTACT_EXISTS (email / phone)',
        body: fleetProfileBody,
        response: { 200: fleetSettings },
      },
    },
    (request) => settings.updateProfile(companyScopeOf(request), request.body),
  );

  app.post(
    '/fleet/settings/password',
    {
      config: { callers: ['user'], company: needs('self.write') },
      schema: {
        tags,
        summary:
          'Changes the password; the user’s other sessions end. 400 WRONG_PASSWORD (field currentPassword); 400 VALIDATION_FAILED (newPassword: the rules or differs_from_current; confirmPassword: matches_new_password)',
        body: fleetPasswordChangeBody,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await settings.changePassword(companyScopeOf(request), request.body);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/fleet/settings/preferences',
    {
      config: { callers: ['user'], company: needs('self.write') },
      schema: {
        tags,
        summary: 'Sets the language and the notification channels (in-app, e-mail, SMS)',
        body: fleetPreferencesBody,
        response: { 200: fleetSettings },
      },
    },
    (request) => settings.updatePreferences(companyScopeOf(request), request.body),
  );
};
