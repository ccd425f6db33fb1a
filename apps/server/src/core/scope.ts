import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { Caller, ClientCaller } from './caller';
import { Forbidden, NotFound, ValidationFailed } from './errors';

/**
 * Where a route's project comes from. The guard reads it after validation, so the value is already
 * parsed: a path parameter, a query or body field, the caller's own project (keys and end users), a
 * resource the route names (see {@link scopedTarget}), or `'none'` for the few admin routes that touch
 * no project (the admin's identity, the list of their projects).
 */
export type ProjectSource =
  | 'params.id'
  | 'params.projectId'
  | 'query.projectId'
  | 'body.projectId'
  | 'caller'
  | 'none'
  | TargetSource
  | ((request: FastifyRequest) => Promise<string | undefined>);

/**
 * A route that names one resource by id: the guard loads it once, takes its project from it, and
 * keeps it for the handler. `name` is what the 404 says, whether the row is missing or not the caller's.
 */
export type TargetSource = {
  name: string;
  load(request: FastifyRequest): Promise<{ projectId: string } | undefined>;
};

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
  /**
   * The same for an API client: its own company, when the route (by its operationId) is one its
   * token's scopes open; throws the 403 that refuses it. Without it, API clients are refused.
   */
  clientCompanyOf?(
    actor: ClientCaller,
    rule: CompanyRule,
    operationId: string | undefined,
  ): Promise<Omit<CompanyScope, keyof Scope>>;
};

/** Whom the project rule looks at: an admin (of many projects) or a caller bound to one project. */
export type ProjectMember =
  | { kind: 'admin'; adminId: string }
  | { kind: 'user' | 'public' | 'private' | 'client'; projectId: string };

/** The guard's rule as a function, for entry points that are not routes (the chat socket). */
export type ProjectCheck = (who: ProjectMember, projectId: string, refusal?: string) => Promise<void>;

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
    /** The resource a {@link TargetSource} loaded for this request. */
    target: unknown;
  }
}

/**
 * The one place that decides whose data a request may touch. After validation and before the handler,
 * for every route that declares `config.project` or `config.company`:
 * - an admin must manage the named project (404 `NOT_FOUND` otherwise: existence must not leak);
 * - a key or end-user caller acts on its own project only (another project's id is a 404);
 * - a company route resolves the end user's membership and checks the action (403 with the reason).
 * Handlers read the result with {@link scopeOf} / {@link companyScopeOf} and pass it to services.
 * A route that admits admins or takes a project id without declaring its source stops the start.
 */
export function registerScopeGuard(app: FastifyInstance, resolvers: ScopeResolvers) {
  app.decorateRequest('scope', null);
  app.decorateRequest('company', null);
  app.decorateRequest('target', null);

  const check = createProjectCheck(resolvers.isAdminOf);
  const scopeFor = async (actor: Actor, projectId: string, refusal?: string): Promise<Scope> => {
    await check(actor, projectId, refusal);
    return { projectId, actor };
  };

  app.addHook('onRoute', assertScopeDeclared);

  // The action a company route needs, in /openapi.json (`x-fleet-action`): the kit's readers and the
  // permission matrix test derive the company routes from it.
  app.addHook('onRoute', (route) => {
    const action = route.config?.company?.action;
    if (action && route.schema) (route.schema as Record<string, unknown>)['x-fleet-action'] = action;
  });

  app.addHook('preHandler', async (request) => {
    const { project, company } = request.routeOptions.config;
    if ((!project || project === 'none') && !company) return;
    const caller = request.caller;
    if (caller.kind === 'none') throw new Forbidden('This call needs credentials', 'CALLER_NOT_ALLOWED');

    request.scope = await resolveScope(request, caller, company ? 'caller' : project!);
    if (!company) return;
    // The scope's fields first: V8 builds an object literal that starts with a spread slowly.
    const { projectId, actor } = request.scope;
    if (caller.kind === 'client') {
      if (!resolvers.clientCompanyOf)
        throw new Forbidden('API clients may not call this route', 'API_CLIENT_NOT_ALLOWED');
      const operationId = (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId;
      request.company = {
        projectId,
        actor,
        ...(await resolvers.clientCompanyOf(caller, company, operationId)),
      };
      return;
    }
    if (caller.kind !== 'user') {
      throw new Forbidden('Company calls are made by company users', 'CALLER_NOT_ALLOWED');
    }
    request.company = { projectId, actor, ...(await resolvers.companyOf(caller, company)) };
  });

  async function resolveScope(request: FastifyRequest, caller: Actor, source: ProjectSource) {
    if (typeof source === 'object') {
      const target = await source.load(request);
      if (!target) throw new NotFound(source.name);
      request.target = target;
      return scopeFor(caller, target.projectId, source.name);
    }
    const named = await readSource(request, source);
    if (named !== undefined) return scopeFor(caller, named);
    if (caller.kind !== 'admin') return { projectId: caller.projectId, actor: caller };
    // An admin manages many projects: a route that takes the project as input needs it named.
    if (typeof source === 'string' && source.includes('.') && !source.startsWith('params.')) {
      const path = source.split('.')[1]!;
      throw new ValidationFailed(`${path} is required for an admin`, [
        { path, rule: 'required', message: 'Name the project' },
      ]);
    }
    throw new NotFound('Project');
  }
}

/**
 * The guard's rule: an admin must manage the project, anyone else must belong to it; the refusal is
 * a 404 naming `refusal`, so that existence does not leak.
 */
export function createProjectCheck(isAdminOf: ScopeResolvers['isAdminOf']): ProjectCheck {
  return async (who, projectId, refusal = 'Project') => {
    const allowed =
      who.kind === 'admin' ? await isAdminOf(who.adminId, projectId) : who.projectId === projectId;
    if (!allowed) throw new NotFound(refusal);
  };
}

async function readSource(request: FastifyRequest, source: ProjectSource): Promise<string | undefined> {
  if (typeof source === 'function') return source(request);
  if (typeof source !== 'string' || source === 'caller' || source === 'none') return undefined;
  const [part, key] = source.split('.') as ['params' | 'query' | 'body', string];
  const value = (request[part] as Record<string, unknown> | undefined)?.[key];
  return typeof value === 'string' ? value : undefined;
}

/**
 * Refuses at start a route that could reach another project's data without the guard: one that admits
 * admins (who manage many projects) or takes a project id as input, with no `config.project`.
 */
function assertScopeDeclared(route: RouteOptions) {
  const { project, company, callers } = route.config ?? {};
  if ((project && project !== 'none') || company) return;
  const takesProject =
    /\/project\/:id(\/|$)/.test(route.url) ||
    (['params', 'querystring', 'body'] as const).some((part) => hasProjectId(route.schema?.[part]));
  if (takesProject || (!project && callers?.includes('admin'))) {
    throw new Error(
      `${route.method} ${route.url} must declare config.project (core/scope.ts): where its project comes from`,
    );
  }
}

function hasProjectId(schema: unknown): boolean {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return !!shape && 'projectId' in shape;
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

/**
 * A {@link TargetSource} and its typed reader: `load` fetches the resource the route names (once per
 * request), `of(request)` hands the handler what was loaded.
 */
export function scopedTarget<T extends { projectId: string }>(
  name: string,
  load: (request: FastifyRequest) => Promise<T | undefined>,
): { source: TargetSource; of(request: FastifyRequest): T } {
  return {
    source: { name, load },
    of(request) {
      if (!request.target) throw new Error(`${request.routeOptions.url} declares no target`);
      return request.target as T;
    },
  };
}
