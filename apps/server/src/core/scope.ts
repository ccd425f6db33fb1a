import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Caller } from './caller';
import { Forbidden, NotFound } from './errors';

/**
 * Where a route's project comes from. The guard reads it after validation, so the value is already
 * parsed: a path parameter, a query or body field, the caller's own project (keys and end users), or a
 * resolver for routes that name a resource whose project must be looked up.
 */
export type ProjectSource =
  | 'params.id'
  | 'params.projectId'
  | 'query.projectId'
  | 'body.projectId'
  | 'caller'
  | ((request: FastifyRequest) => Promise<string | undefined>);

/** A caller that may hold a scope (anonymous callers never do). */
export type Actor = Exclude<Caller, { kind: 'none' }>;

/** The project a request acts on and who acts: what scoped services take instead of re-checking. */
export type Scope = { projectId: string; actor: Actor };

/** What a fleet route needs of the caller's company membership: an action of fleet/permissions.ts. */
export type CompanyRule = { action: string };

/** The caller's company, resolved and checked against the route's action before the handler. */
export type CompanyScope = Scope & {
  companyId: string;
  membershipId: string;
  userId: string;
  role: string;
  permissions: Partial<Record<string, 'VIEW' | 'EDIT'>>;
};

/** How the guard checks a scope; built from the projects and fleet services in app.ts. */
export type ScopeResolvers = {
  /** Whether the admin manages the project. */
  isAdminOf(adminId: string, projectId: string): Promise<boolean>;
  /**
   * The end user's company membership checked against the rule; throws the 403 that refuses it
   * (blocked, not a member, not authorized, main admin only).
   */
  companyOf(
    actor: Extract<Actor, { kind: 'user' }>,
    rule: CompanyRule,
  ): Promise<Omit<CompanyScope, keyof Scope>>;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Where the project this route acts on comes from; checked before the handler (core/scope.ts). */
    project?: ProjectSource;
    /** For company routes (end users): the fleet action the caller's membership must allow. */
    company?: CompanyRule;
  }
  interface FastifyRequest {
    scope: Scope | null;
    company: CompanyScope | null;
  }
}

/**
 * The one place that decides whose data a request may touch. After validation and before the handler,
 * for every route that declares `config.project` or `config.company`:
 * - an admin must manage the named project (404 `NOT_FOUND` otherwise: existence must not leak);
 * - a key or end-user caller acts on its own project only (another project's id is a 404);
 * - a company route resolves the end user's membership and checks the action (403 with the reason).
 * Handlers read the result with {@link scopeOf} / {@link companyScopeOf} and pass it to services.
 */
export function registerScopeGuard(app: FastifyInstance, resolvers: ScopeResolvers) {
  app.decorateRequest('scope', null);
  app.decorateRequest('company', null);

  // The action a company route needs, in /openapi.json (`x-fleet-action`): the kit's readers and the
  // permission matrix test derive the company routes from it.
  app.addHook('onRoute', (route) => {
    const action = route.config?.company?.action;
    if (action && route.schema) (route.schema as Record<string, unknown>)['x-fleet-action'] = action;
  });

  app.addHook('preHandler', async (request) => {
    const { project, company } = request.routeOptions.config;
    if (!project && !company) return;
    const caller = request.caller;
    if (caller.kind === 'none') throw new Forbidden('This call needs credentials', 'CALLER_NOT_ALLOWED');

    const projectId = await resolveProject(request, caller, company ? 'caller' : project!);
    request.scope = { projectId, actor: caller };
    if (!company) return;
    if (caller.kind !== 'user') {
      throw new Forbidden('Company calls are made by company users', 'CALLER_NOT_ALLOWED');
    }
    request.company = { ...request.scope, ...(await resolvers.companyOf(caller, company)) };
  });

  async function resolveProject(request: FastifyRequest, caller: Actor, source: ProjectSource) {
    const named = await readSource(request, source);
    if (caller.kind === 'admin') {
      if (!named || !(await resolvers.isAdminOf(caller.adminId, named))) throw new NotFound('Project');
      return named;
    }
    if (named !== undefined && named !== caller.projectId) throw new NotFound('Project');
    return caller.projectId;
  }
}

async function readSource(request: FastifyRequest, source: ProjectSource): Promise<string | undefined> {
  if (typeof source === 'function') return source(request);
  if (source === 'caller') return undefined;
  const [part, key] = source.split('.') as ['params' | 'query' | 'body', string];
  const value = (request[part] as Record<string, unknown> | undefined)?.[key];
  return typeof value === 'string' ? value : undefined;
}

/** The request's checked scope; throws when the route forgot to declare `config.project`. */
export function scopeOf(request: FastifyRequest): Scope {
  if (!request.scope) throw new Error(`${request.routeOptions.url} declares no config.project`);
  return request.scope;
}

/** The request's checked company scope; throws when the route forgot to declare `config.company`. */
export function companyScopeOf(request: FastifyRequest): CompanyScope {
  if (!request.company) throw new Error(`${request.routeOptions.url} declares no config.company`);
  return request.company;
}
