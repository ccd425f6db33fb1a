import { z } from 'zod';
import { newPassword, newPasswordChecks } from '../form-rules';
import { fleetUserProfile } from '../users/schemas';

// The signed-in user's settings: profile, password, language and notification preferences. The form
// schemas are the portal's too (`@fuel/sdk/fleet-rules`).

/** The portal's languages. */
export const FLEET_LANGUAGES = ['en', 'ka'] as const;

/** The channels a company user may be notified on; the notifying features read these preferences. */
export const NOTIFICATION_CHANNELS = ['inApp', 'email', 'sms'] as const;

export const fleetProfileBody = z.object(fleetUserProfile).meta({ id: 'FleetProfileBody' });

/** Spec §5: the rules, 'Password does not match', 'Use new password'; a wrong current one is 'Password is wrong'. */
export const fleetPasswordChangeBody = z
  .object({
    currentPassword: z.string({ error: 'required' }).min(1, { error: 'required' }).max(128),
    newPassword,
    confirmPassword: z.string({ error: 'required' }).min(1, { error: 'required' }),
  })
  .superRefine(newPasswordChecks)
  .meta({ id: 'FleetPasswordChangeBody' });

export const fleetNotificationPreferences = z
  .object({ inApp: z.boolean(), email: z.boolean(), sms: z.boolean() })
  .meta({ id: 'FleetNotificationPreferences' });

export const fleetPreferencesBody = z
  .object({
    language: z.enum(FLEET_LANGUAGES).optional(),
    notifications: fleetNotificationPreferences.partial().optional(),
  })
  .meta({ id: 'FleetPreferencesBody' });

export const fleetSettings = z
  .object({
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string(),
    email: z.string(),
    language: z.enum(FLEET_LANGUAGES),
    notifications: fleetNotificationPreferences,
  })
  .meta({ id: 'FleetSettings' });

export type FleetProfileBody = z.infer<typeof fleetProfileBody>;
export type FleetPasswordChangeBody = z.infer<typeof fleetPasswordChangeBody>;
export type FleetNotificationPreferences = z.infer<typeof fleetNotificationPreferences>;
export type FleetPreferencesBody = z.infer<typeof fleetPreferencesBody>;
export type FleetSettings = z.infer<typeof fleetSettings>;
