import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../core/route';
import { idParams } from '../../../core/schemas';
import { companyScopeOf } from '../../../core/scope';
import { companyRoutes } from '../route-groups';
import type { createTransactionFeed } from './feed';
import { apiClientBody } from './inputs';
import { OAUTH_ERROR_CODES, OAuthError } from './oauth-errors';
import { tokenClientId } from './plugin';
import {
  fleetApiClient,
  fleetApiClientCreated,
  fleetApiClientList,
  fleetTransactionFeedPage,
  fleetTransactionFeedQuery,
  oauthToken,
  oauthTokenBody,
} from './schemas';
import type { ApiClients, TokenRequest } from './service';

type Deps = {
  apiClients: ApiClients;
  transactionFeed: ReturnType<typeof createTransactionFeed>;
  config: { apiClientRateLimit: { windowMs: number; tokenMax: number } };
};
const tags = ['fleet api clients'];
const member = companyRoutes(tags);

/** The company's API clients (its admins manage them), their token endpoint and the transaction feed. */
export const fleetApiClientRoutes: FastifyPluginAsyncZod<Deps> = async (
  app,
  { apiClients, transactionFeed, config },
) => {
  app.get(
    '/fleet/api-clients',
    member('integrations.read', {
      operationId: 'fleetApiClients.list',
      summary: 'The company’s API clients, newest first (never their secrets)',
      response: { 200: fleetApiClientList },
    }),
    async (request) => ({ items: await apiClients.list(companyScopeOf(request)) }),
  );

  app.post(
    '/fleet/api-clients',
    member('integrations.write', {
      operationId: 'fleetApiClients.create',
      summary:
        'Creates an API client with read scopes and an optional expiry; the answer holds its secret, shown this once',
      example: { name: 'ERP', scopes: ['transactions:read'], expiresAt: null },
      body: apiClientBody,
      response: { 201: fleetApiClientCreated },
    }),
    async (request, reply) =>
      reply.code(201).send(await apiClients.create(companyScopeOf(request), request.body)),
  );

  app.post(
    '/fleet/api-clients/:id/revoke',
    member('integrations.write', {
      operationId: 'fleetApiClients.revoke',
      summary: 'Revokes an API client: its tokens stop working at once (again: the same answer)',
      params: idParams,
      response: { 200: fleetApiClient },
    }),
    (request) => apiClients.revoke(companyScopeOf(request), request.params.id),
  );

  app.get(
    '/fleet/transactions/feed',
    member('reports.read', {
      operationId: 'fleetTransactions.feed',
      summary:
        'Everything since a cursor: the company’s card transactions in the order they were recorded, each once. Pass `nextCursor` as `after` for what follows',
      querystring: fleetTransactionFeedQuery,
      response: { 200: fleetTransactionFeedPage },
    }),
    (request) => transactionFeed.page(companyScopeOf(request), request.query),
  );

  await app.register(async (oauth) => {
    // RFC 6749 §4.4.2: the token request is form-encoded (JSON is taken too).
    oauth.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );
    oauth.post(
      '/oauth/token',
      {
        ...route({
          operationId: 'oauth.token',
          errors: [...OAUTH_ERROR_CODES, 'RATE_LIMITED'],
          tags,
          summary:
            'OAuth2 client credentials (RFC 6749 §4.4): the client id and secret (HTTP Basic or the form) for a short-lived bearer access token. Errors carry RFC 6749’s `error` too',
          body: oauthTokenBody,
          response: { 200: oauthToken },
        }),
        config: {
          rateLimit: {
            max: config.apiClientRateLimit.tokenMax,
            timeWindow: config.apiClientRateLimit.windowMs,
            hook: 'preHandler',
            keyGenerator: (request: FastifyRequest) => `token:${tokenClientId(request) ?? request.ip}`,
          },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        try {
          return await apiClients.issueToken(tokenRequestOf(request));
        } catch (error) {
          if (error instanceof OAuthError) return sendOAuthError(request, reply, error);
          throw error;
        }
      },
    );
  });
};

/** The credentials from HTTP Basic (RFC 6749 §2.3.1: form-encoded id and secret) or else the body. */
function tokenRequestOf(request: FastifyRequest): TokenRequest {
  const body = (request.body ?? {}) as Record<string, string | undefined>;
  const basic = /^Basic\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (basic) {
    const [id, ...secret] = Buffer.from(basic, 'base64').toString().split(':');
    if (body.client_secret) throw new OAuthError('invalid_request', 'Send the credentials one way, not both');
    const decode = (value: string) => decodeURIComponent(value.replaceAll('+', ' '));
    return {
      grantType: body.grant_type,
      clientId: decode(id ?? ''),
      clientSecret: decode(secret.join(':')),
      scope: body.scope,
    };
  }
  return {
    grantType: body.grant_type,
    clientId: body.client_id,
    clientSecret: body.client_secret,
    scope: body.scope,
  };
}

/** RFC 6749 §5.2's body and the conventions' error body in one answer. */
function sendOAuthError(request: FastifyRequest, reply: FastifyReply, error: OAuthError) {
  if (error.statusCode === 401) reply.header('www-authenticate', 'Basic realm="fleet-api"');
  return reply.code(error.statusCode).send({
    error: error.error,
    error_description: error.description,
    statusCode: error.statusCode,
    code: error.code,
    message: error.description,
    requestId: request.id,
  });
}
