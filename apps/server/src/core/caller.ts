import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Forbidden, Unauthenticated } from './errors';

/** Who is calling, resolved once per request from the credential headers (../shared/conventions.md). */
export type Caller =
  | { kind: 'none' }
  | { kind: 'admin'; adminId: string; sessionId: string }
  | { kind: 'user'; userId: string; projectId: string; sessionId: string }
  | { kind: 'public'; projectId: string }
  | { kind: 'private'; projectId: string }
  | ClientCaller;

/**
 * A company's API client, by the OAuth2 access token it sent (`Authorization: Bearer`): it may read
 * its company's data as its token's scopes allow, decided by the company guard (core/scope.ts).
 */
export type ClientCaller = {
  kind: 'client';
  clientId: string;
  companyId: string;
  projectId: string;
  scopes: readonly string[];
};

export type CallerKind = Caller['kind'];
export type CallerOf<K extends CallerKind> = Extract<Caller, { kind: K }>;

export type Credentials = {
  sessionId?: string;
  projectKey?: string;
  privateKey?: string;
  bearerToken?: string;
};

/** Turns credentials into a caller; throws Unauthenticated for credentials that match nothing. */
export type ResolveCaller = (credentials: Credentials) => Promise<Caller>;

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller;
  }
  interface FastifyContextConfig {
    /** The caller kinds a route accepts; a route without it is open to everyone. */
    callers?: readonly CallerKind[];
  }
}

const securityByKind: Record<Exclude<CallerKind, 'none' | 'client'>, Record<string, string[]>> = {
  admin: { session: [] },
  user: { session: [], projectKey: [] },
  public: { projectKey: [] },
  private: { privateKey: [] },
};

/**
 * Resolves `X-Session-Id`, `X-Project-Key` and `X-Private-Key` into `request.caller` before validation,
 * and enforces each route's `config.callers`: no credentials → 401, a caller of another kind → 403.
 * Must be registered before the routes (it documents their security in OpenAPI too).
 */
export function registerCallers(app: FastifyInstance, resolve: ResolveCaller) {
  app.decorateRequest('caller', null as never);

  app.addHook('onRoute', (route) => {
    const callers = route.config?.callers;
    if (!callers?.length || !route.schema || route.schema.hide) return;
    route.schema.security = callers
      .filter((kind) => kind !== 'none' && kind !== 'client')
      .map((kind) => securityByKind[kind as keyof typeof securityByKind]);
  });

  app.addHook('onRequest', async (request) => {
    request.caller = await resolve(credentialsOf(request));
    const accepted = request.routeOptions.config.callers;
    if (!accepted?.length || accepted.includes(request.caller.kind)) return;
    // An API client may call company routes only; the company guard decides which (core/scope.ts).
    if (request.caller.kind === 'client' && request.routeOptions.config.company) return;
    if (request.caller.kind === 'none') {
      throw new Unauthenticated(`This call needs credentials: ${accepted.map(describe).join(' or ')}`);
    }
    throw new Forbidden(
      `This call is not for ${describe(request.caller.kind)}; it accepts ${accepted.map(describe).join(' or ')}`,
      'CALLER_NOT_ALLOWED',
    );
  });
}

/** The request's caller, narrowed to the kinds the route declared (throws if the route forgot to). */
export function callerOf<K extends CallerKind>(request: FastifyRequest, ...kinds: K[]): CallerOf<K> {
  if (!(kinds as CallerKind[]).includes(request.caller.kind)) {
    throw new Forbidden(`This call is not for ${describe(request.caller.kind)}`, 'CALLER_NOT_ALLOWED');
  }
  return request.caller as CallerOf<K>;
}

function credentialsOf(request: FastifyRequest): Credentials {
  const header = (name: string) => {
    const value = request.headers[name];
    return typeof value === 'string' && value.trim() ? value.trim() : undefined;
  };
  return {
    sessionId: header('x-session-id'),
    projectKey: header('x-project-key'),
    privateKey: header('x-private-key'),
    bearerToken: /^Bearer\s+(\S+)$/i.exec(header('authorization') ?? '')?.[1],
  };
}

function describe(kind: CallerKind): string {
  return {
    none: 'anonymous callers',
    admin: 'an admin session',
    user: 'an end-user session with the project key',
    public: 'the project public key',
    private: 'the project private key',
    client: 'an API client’s access token',
  }[kind];
}
