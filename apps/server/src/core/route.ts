import type { FastifyInstance, RouteOptions } from 'fastify';
import type { ZodType } from 'zod';
import type { CallerKind } from './caller';
import { type ErrorCode, statusOf } from './error-codes';
import type { CompanyRule, ProjectSource } from './scope';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The domain errors the route answers with besides those its callers, scope and schemas imply. */
    errors?: readonly ErrorCode[];
  }
}

/** A route's contract besides its schemas: who may call it, on what, and how it fails. */
export type RouteDeclaration = {
  /**
   * `<resource>.<action>` in camelCase, the kit's service and method where it has one
   * (`fleetCards.block`, `entities.list`). Generated clients name their methods after it: never rename.
   */
  operationId: string;
  /** The caller kinds it accepts (core/caller.ts); none means anyone, documented as `security: []`. */
  callers?: readonly CallerKind[];
  /** Where its project comes from (core/scope.ts). */
  project?: ProjectSource;
  /** For fleet company routes: the action the caller's membership must allow. */
  company?: CompanyRule;
  /** Codes of the domain errors its service throws (core/error-codes.ts); the rest are derived. */
  errors?: readonly ErrorCode[];
  tags?: string[];
  summary: string;
  description?: string;
  /** A request body for the document's example (the main calls have one). */
  example?: unknown;
};

export type RouteSchemas = {
  params?: ZodType;
  querystring?: ZodType;
  body?: ZodType;
  headers?: ZodType;
  response: Record<number, ZodType>;
};

/**
 * One route's declaration: the Fastify options (`config` for the caller and scope guards, `schema` for
 * validation) from which /openapi.json documents the operation, its security and its error responses.
 * `app.post(url, route({ operationId, callers, errors, summary, body, response }), handler)`.
 */
export function route<S extends RouteSchemas>(declaration: RouteDeclaration & S) {
  const { operationId, callers, project, company, errors, tags, summary, description, example, ...schemas } =
    declaration;
  const config = { callers, project, company, errors };
  const documentation = { operationId, tags, summary, description, 'x-example': example };
  return {
    config: Object.fromEntries(Object.entries(config).filter(([, value]) => value !== undefined)),
    schema: {
      ...(Object.fromEntries(
        Object.entries(documentation).filter(([, value]) => value !== undefined),
      ) as Pick<RouteDeclaration, 'operationId' | 'summary'>),
      ...(schemas as unknown as S),
    },
  };
}

/**
 * The declarations of a group of routes that share callers, scope, permission or tags:
 * `const write = routes({ tags, callers: ['user'], company: needs('orderCard.write') })`, then
 * `write({ operationId, summary, ... })`. A declaration's own `errors` add to the group's.
 */
export function routes(shared: Partial<Omit<RouteDeclaration, 'operationId' | 'summary'>>) {
  return <S extends RouteSchemas>(declaration: Partial<RouteDeclaration> & RouteDeclaration & S) =>
    route({
      ...shared,
      ...declaration,
      errors: [...(shared.errors ?? []), ...(declaration.errors ?? [])],
    });
}

/**
 * Every error code a route can answer with, by HTTP status: those its callers, scope, company rule and
 * schemas imply (the guards and the validation send them) and the domain errors it declares.
 */
export function errorCodesOf(route: Pick<RouteOptions, 'url' | 'config' | 'schema'>) {
  const { callers = [], project, company, errors = [] } = route.config ?? {};
  const schema = route.schema ?? {};
  const codes = new Set<ErrorCode>();
  const kinds = callers.filter((kind) => kind !== 'none');
  if (kinds.length) {
    codes.add('UNAUTHENTICATED');
    for (const code of credentialCodes) codes.add(code);
    if (kinds.length < 4) codes.add('CALLER_NOT_ALLOWED');
  }
  if (company) {
    for (const code of companyCodes) codes.add(code);
  }
  if ((project && project !== 'none' && project !== 'caller') || route.url.includes(':')) {
    codes.add('NOT_FOUND');
  }
  if (schema.params || schema.querystring || schema.body || schema.headers) codes.add('VALIDATION_FAILED');
  if (schema.body) {
    for (const code of bodyCodes) codes.add(code);
  }
  for (const code of errors) codes.add(code);

  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) byStatus.set(statusOf(code), [...(byStatus.get(statusOf(code)) ?? []), code]);
  return new Map([...byStatus].sort(([a], [b]) => a - b));
}

/** The codes a bad credential header answers on any route that takes credentials (auth/resolve-caller.ts). */
export const credentialCodes: readonly ErrorCode[] = [
  'UNAUTHENTICATED',
  'INVALID_SESSION',
  'INVALID_PROJECT_KEY',
  'INVALID_PRIVATE_KEY',
  'PROJECT_KEY_REQUIRED',
  'AMBIGUOUS_CREDENTIALS',
  'INVALID_TOKEN',
];
/** The refusals of the company guard (fleet/membership.ts). */
export const companyCodes: readonly ErrorCode[] = [
  'NOT_A_COMPANY_USER',
  'USER_BLOCKED',
  'NOT_AUTHORIZED',
  'MAIN_ADMIN_ONLY',
  'API_CLIENT_NOT_ALLOWED',
  'SCOPE_NOT_GRANTED',
];
/** What Fastify's body parsing answers before validation (core/error-handler.ts). */
const bodyCodes: readonly ErrorCode[] = ['INVALID_BODY', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE'];

/**
 * Puts each route's error codes (`x-error-codes`, by status) and, for an open route, `security: []`
 * into its schema, for core/openapi-document.ts to turn into responses. Register before the routes.
 */
export function registerRouteDocs(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (!route.schema || route.schema.hide) return;
    const schema = route.schema as Record<string, unknown>;
    if (!route.config?.callers?.some((kind) => kind !== 'none')) schema.security = [];
    schema['x-error-codes'] = Object.fromEntries(errorCodesOf(route));
  });
}
