import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../../core/config';
import { RateLimited } from '../../../core/errors';
import { API_SCOPE_OPERATIONS, API_SCOPES, scopeOfOperation } from './scopes';
import type { ApiClients } from './service';

export const TOKEN_PATH = '/api/v2/oauth/token';

/** The OAuth2 security scheme of /openapi.json: the client-credentials flow and its scopes. */
export function apiClientSecurityScheme(config: Config) {
  const scopes = Object.fromEntries(
    API_SCOPES.map((scope) => [scope, `Read: ${API_SCOPE_OPERATIONS[scope].join(', ')}`]),
  );
  return {
    apiClient: {
      type: 'oauth2',
      description: `A company's API client (docs/INTEGRATIONS.md): \`POST ${TOKEN_PATH}\` with the client credentials for a bearer token of ${config.apiTokenTtlSeconds} s`,
      flows: { clientCredentials: { tokenUrl: TOKEN_PATH, scopes } },
    },
  };
}

/** The client id a token request names (HTTP Basic, else the body), for its rate limit. */
export function tokenClientId(request: FastifyRequest): string | undefined {
  const basic = /^Basic\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (basic) return decodeURIComponent(Buffer.from(basic, 'base64').toString().split(':')[0] ?? '');
  const id = (request.body as { client_id?: unknown } | undefined)?.client_id;
  return typeof id === 'string' ? id : undefined;
}

/**
 * What API clients add to every route, registered before the routes: each route a scope opens gets
 * the per-client rate limit (its calls; other callers are not counted) and the `apiClient` security in
 * /openapi.json; every client call is audited after its answer and marks the client used.
 */
export async function registerApiClientCalls(
  app: FastifyInstance,
  { apiClients, config }: { apiClients: ApiClients; config: Config },
) {
  const limits = config.apiClientRateLimit;
  app.addHook('onRoute', (route) => {
    const operationId = (route.schema as { operationId?: string } | undefined)?.operationId;
    const scope = scopeOfOperation(operationId);
    if (!scope || !route.schema) return;
    route.schema.security = [...(route.schema.security ?? []), { apiClient: [scope] }];
    route.config = {
      ...route.config,
      rateLimit: {
        max: limits.max,
        timeWindow: limits.windowMs,
        hook: 'onRequest',
        allowList: (request: FastifyRequest) => request.caller.kind !== 'client',
        keyGenerator: (request: FastifyRequest) =>
          request.caller.kind === 'client' ? `client:${request.caller.clientId}` : request.ip,
      },
    };
  });

  const redis = config.redisUrl
    ? new (await import('ioredis')).Redis(config.redisUrl, {
        connectTimeout: 2000,
        maxRetriesPerRequest: 1,
        lazyConnect: false,
      })
    : undefined;
  if (redis) {
    redis.on('error', (error) => app.log.warn({ err: error }, 'rate limit: Redis'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: 'fleet-api-rate:',
    // A limit that cannot be counted lets the call through rather than failing it.
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      new RateLimited(
        `Rate limit of ${context.max} calls per ${context.after} reached`,
        Math.max(1, Math.ceil(context.ttl / 1000)),
      ),
  });

  // A callback hook: the other callers' requests, nearly all of them, pass without a promise.
  app.addHook('onResponse', (request, reply, done) => {
    const caller = request.caller;
    // A refused flood is not worth a row per refusal.
    if (caller?.kind !== 'client' || reply.statusCode === 429) return done();
    apiClients
      .recordCall(caller, {
        method: request.method,
        route: request.routeOptions.url ?? request.url.split('?')[0]!,
        status: reply.statusCode,
        requestId: request.id,
      })
      .catch((error: unknown) => request.log.error({ err: error }, 'API client call not audited'))
      .finally(() => done());
  });
}
