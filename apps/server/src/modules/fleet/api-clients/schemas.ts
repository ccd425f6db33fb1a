import { z } from 'zod';
import { timestamp, uuid } from '../../../core/schemas';
import { fleetCardTransaction } from '../transactions/schemas';
import { API_SCOPES } from './scopes';

export const fleetApiScope = z.enum(API_SCOPES).meta({ id: 'FleetApiScope' });

export const fleetApiClient = z
  .object({
    id: uuid.describe('The client id (`client_id` of the token request)'),
    name: z.string(),
    scopes: z.array(fleetApiScope),
    createdAt: timestamp,
    expiresAt: timestamp.nullable(),
    revokedAt: timestamp.nullable(),
    lastUsedAt: timestamp.nullable().describe('The last token request or API call'),
    status: z.enum(['active', 'expired', 'revoked']),
  })
  .meta({ id: 'FleetApiClient' });

export const fleetApiClientCreated = fleetApiClient
  .extend({ secret: z.string().describe('The client secret: shown this once, stored only as its hash') })
  .meta({ id: 'FleetApiClientCreated' });

export const fleetApiClientList = z
  .object({ items: z.array(fleetApiClient) })
  .meta({ id: 'FleetApiClientList' });

/** The token request (RFC 6749 §4.4.2), form-encoded or JSON; the credentials may come as HTTP Basic. */
export const oauthTokenBody = z
  .object({
    grant_type: z.string().optional(),
    client_id: z.string().max(200).optional(),
    client_secret: z.string().max(200).optional(),
    scope: z.string().max(1000).optional().describe('Space-separated; left out: all the client’s scopes'),
  })
  .meta({ id: 'OAuthTokenBody' });

export const oauthToken = z
  .object({
    access_token: z.string(),
    token_type: z.literal('Bearer'),
    expires_in: z.number().int().describe('Seconds'),
    scope: z.string().describe('The granted scopes, space-separated'),
  })
  .meta({ id: 'OAuthToken' });

/** RFC 6749 §5.2's error answer. */
export const oauthError = z
  .object({
    error: z.enum([
      'invalid_request',
      'invalid_client',
      'invalid_grant',
      'unsupported_grant_type',
      'invalid_scope',
    ]),
    error_description: z.string(),
  })
  .meta({ id: 'OAuthError' });

export const fleetTransactionFeedQuery = z.object({
  after: z
    .string()
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/, 'Not a cursor')
    .optional()
    .describe('The `nextCursor` of the previous page; left out: from the first transaction'),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});

export const fleetTransactionFeedPage = z
  .object({
    items: z.array(fleetCardTransaction),
    nextCursor: z
      .string()
      .describe('Pass as `after` for what follows; the same cursor again when nothing new came yet'),
  })
  .meta({ id: 'FleetTransactionFeedPage' });

export type FleetApiClient = z.infer<typeof fleetApiClient>;
export type FleetApiClientCreated = z.infer<typeof fleetApiClientCreated>;
export type FleetTransactionFeedQuery = z.infer<typeof fleetTransactionFeedQuery>;
export type FleetTransactionFeedPage = z.infer<typeof fleetTransactionFeedPage>;
export type OAuthToken = z.infer<typeof oauthToken>;
