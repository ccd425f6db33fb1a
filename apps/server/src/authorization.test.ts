import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallerKind } from './core/caller';
import { createProjectFixture, type ProjectFixture } from './test/fixtures';
import { http } from './test/http';
import { startTestServer, type TestServer } from './test/server';

// The authorization rules as a table of caller kinds × routes, derived from the running app itself:
// every route's accepted callers are documented as OpenAPI security, so a new route is covered the
// moment it is registered, and one that forgets to declare its callers fails here.

/** Routes that anyone may call (they authenticate the caller themselves). */
// The OAuth2 token endpoint authenticates its client by the request's own credentials (RFC 6749 §2.3).
const OPEN_ROUTES = new Set(['POST /api/v1/auth/login', 'POST /api/v2/oauth/token']);
/** Routes whose success would spoil the fixture's credentials for the rest of the table. */
const DESTRUCTIVE_ROUTES = new Set(['POST /api/v1/auth/logout', 'POST /api/v2/auth/logout']);

const kindOfSecurity = (requirement: Record<string, unknown>): CallerKind => {
  const schemes = Object.keys(requirement).sort().join('+');
  const kinds: Record<string, CallerKind> = {
    session: 'admin',
    'projectKey+session': 'user',
    projectKey: 'public',
    privateKey: 'private',
    // A company API client's bearer token (read routes it is scoped for): tested in fleet/api-clients.
    apiClient: 'client',
  };
  const kind = kinds[schemes];
  if (!kind) throw new Error(`unknown security requirement ${schemes}`);
  return kind;
};

let server: TestServer;
let fixture: ProjectFixture;
let routes: { method: string; path: string; accepts: CallerKind[] }[];
beforeAll(async () => {
  server = await startTestServer();
  fixture = await createProjectFixture(server);
  const document = (await http(server.url).get('/openapi.json')).body;
  routes = Object.entries(
    document.paths as Record<string, Record<string, { security?: Record<string, unknown>[] }>>,
  )
    .filter(([path]) => path.startsWith('/api/'))
    .flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        accepts: (operation.security ?? []).map(kindOfSecurity),
      })),
    );
});
afterAll(() => server.close());

const callers = ['none', 'admin', 'user', 'public', 'private'] as const;

function concretePath(path: string) {
  // The fixture's own project, so a refusal can only come from the caller kind, not from ownership.
  return path.replace(/\{id\}/g, fixture.project.id).replace(/\{(\w+)\}/g, () => randomUUID());
}

describe('authorization table', () => {
  it('covers the API and every /api route declares the callers it accepts', () => {
    expect(routes.length).toBeGreaterThan(10);
    const undeclared = routes
      .filter((route) => route.accepts.length === 0 && !OPEN_ROUTES.has(`${route.method} ${route.path}`))
      .map((route) => `${route.method} ${route.path}`);
    expect(undeclared).toEqual([]);
  });

  it('refuses every caller kind a route does not accept, and lets the accepted ones past', async () => {
    const api = http(server.url);
    const headersOf = { none: {}, ...fixture.headers } as Record<
      (typeof callers)[number],
      Record<string, string>
    >;
    const mismatches: string[] = [];
    for (const route of routes) {
      if (route.accepts.length === 0) continue;
      for (const caller of callers) {
        const accepted = (route.accepts as string[]).includes(caller);
        const name = `${route.method} ${route.path}`;
        if (accepted && DESTRUCTIVE_ROUTES.has(name)) continue;
        const response = await api.send(route.method, concretePath(route.path), undefined, headersOf[caller]);
        const expected = accepted ? 'passes' : caller === 'none' ? 401 : 403;
        // Refused by caller kind: 401, or 403 CALLER_NOT_ALLOWED. A 403 with another code (fleet/me's
        // NOT_A_COMPANY_USER) is the route's own answer to a caller it let past.
        const refused = response.status === 401 || response.body?.code === 'CALLER_NOT_ALLOWED';
        const actual = refused ? response.status : 'passes';
        if (actual !== expected || response.status >= 500) {
          mismatches.push(
            `${name} as ${caller}: expected ${expected}, got ${response.status} ${response.body?.code ?? ''}`,
          );
        }
        if (!accepted && caller !== 'none') expect(response.body.code).toBe('CALLER_NOT_ALLOWED');
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('never accepts a private key where a public key belongs, or the reverse', async () => {
    const api = http(server.url);
    const asPublic = await api.get('/api/v2/auth/self', { 'x-project-key': fixture.project.privateApiKey });
    expect(asPublic.status).toBe(401);
    expect(asPublic.body.code).toBe('INVALID_PROJECT_KEY');
    const asPrivate = await api.get('/api/v2/project/self', { 'x-private-key': fixture.project.apiKey });
    expect(asPrivate.status).toBe(401);
    expect(asPrivate.body.code).toBe('INVALID_PRIVATE_KEY');
  });

  it('keeps one project’s admin out of another project (404, existence not leaked)', async () => {
    const other = await createProjectFixture(server);
    const api = http(server.url);
    const response = await api.get(`/api/v1/project/${other.project.id}`, fixture.headers.admin);
    expect(response.status).toBe(404);
    const missing = await api.get(`/api/v1/project/${randomUUID()}`, fixture.headers.admin);
    expect(missing.status).toBe(404);
    expect(response.body.message).toBe(missing.body.message);
  });
});
