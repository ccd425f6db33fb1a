import { z } from 'zod';
import { API_SCOPES } from './scopes';

// The API client form's payload, shared with the portal (`@fuel/sdk/fleet-rules`): the messages are
// keys of the portal's `ApiClients.validation` messages.

export const API_CLIENT_VALIDATION_KEYS = [
  'nameRequired',
  'nameTooLong',
  'scopesRequired',
  'expiryPast',
] as const;
export type ApiClientValidationKey = (typeof API_CLIENT_VALIDATION_KEYS)[number];
const key = (message: ApiClientValidationKey) => ({ error: message });

export const apiClientName = z
  .string(key('nameRequired'))
  .trim()
  .min(1, key('nameRequired'))
  .max(100, key('nameTooLong'));

/** At least one scope, each once, all of them reads. */
export const apiClientScopes = z
  .array(z.enum(API_SCOPES), key('scopesRequired'))
  .min(1, key('scopesRequired'))
  .max(API_SCOPES.length)
  .transform((scopes) => [...new Set(scopes)]);

/** Whether a moment is still ahead (an expiry must be). */
export const isFuture = (value: string | Date) => new Date(value).getTime() > Date.now();

export const apiClientBody = z
  .object({
    name: apiClientName,
    scopes: apiClientScopes,
    expiresAt: z.iso
      .datetime({ offset: true })
      .refine(isFuture, key('expiryPast'))
      .nullable()
      .optional()
      .describe('When the client stops working (ISO 8601); null or left out: until revoked'),
  })
  .strict()
  .meta({ id: 'FleetApiClientBody' });

export type ApiClientBody = z.input<typeof apiClientBody>;
