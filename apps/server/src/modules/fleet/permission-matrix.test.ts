import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectFixture, type ProjectFixture } from '../../test/fixtures';
import { http } from '../../test/http';
import { writeOutside } from '../../test/outside-writes';
import { startTestServer, type TestServer } from '../../test/server';
import {
  type FleetAction,
  type Grant,
  PAGE_ACCESS,
  type PagePermissions,
  PORTAL_PAGES,
  refusalOf,
} from './permissions';
import { ROUTE_SAMPLES } from './route-samples';
import { companies, companyUsers } from './tables';
import { companyTools, type Member } from './users/test-support';

// The permission model as a matrix of role × page permission × every fleet company route, derived
// from the running app: each route's action is in /openapi.json (`x-fleet-action`, core/scope.ts), so
// a new company route is covered the moment it is registered. The expected answer of each cell is
// what the one permission table (permissions.ts, `refusalOf`) says.

type CompanyRoute = { method: string; path: string; action: FleetAction; hasBody: boolean };

let server: TestServer;
let fixture: ProjectFixture;
let tools: ReturnType<typeof companyTools>;
let routes: CompanyRoute[];
beforeAll(async () => {
  server = await startTestServer();
  fixture = await createProjectFixture(server);
  tools = companyTools(server, fixture);
  const document = (await http(server.url).get('/openapi.json')).body;
  routes = Object.entries(
    document.paths as Record<
      string,
      Record<string, { 'x-fleet-action'?: FleetAction; requestBody?: unknown }>
    >,
  ).flatMap(([path, operations]) =>
    Object.entries(operations).flatMap(([method, operation]) =>
      operation['x-fleet-action']
        ? [
            {
              method: method.toUpperCase(),
              path,
              action: operation['x-fleet-action'],
              hasBody: Boolean(operation.requestBody),
            },
          ]
        : [],
    ),
  );
});
afterAll(() => server?.close());

const REFUSALS = {
  NOT_AUTHORIZED: 'The user is not authorized',
  MAIN_ADMIN_ONLY: 'Only main admin can proceed this action',
} as const;

/** Every grant worth telling apart: the main admin, and an ADMIN with one page at each level (or none). */
function grants(): { name: string; grant: Grant }[] {
  const admins = PORTAL_PAGES.flatMap((page) =>
    PAGE_ACCESS.map((access) => ({
      name: `ADMIN ${page}:${access}`,
      grant: { role: 'ADMIN' as const, permissions: { [page]: access } as PagePermissions },
    })),
  );
  return [
    { name: 'SUPER_ADMIN', grant: { role: 'SUPER_ADMIN', permissions: {} } },
    { name: 'ADMIN without pages', grant: { role: 'ADMIN', permissions: {} } },
    ...admins,
  ];
}

async function call(route: CompanyRoute, member: Member) {
  const path = route.path.replace(/\{(\w+)\}/g, () => randomUUID());
  const sample = ROUTE_SAMPLES[`${route.method} ${route.path}`];
  return tools.api.send(route.method, path, route.hasBody ? sample?.() : undefined, member.headers);
}

describe('the permission matrix', () => {
  it('covers every company route, each with a sample request', () => {
    expect(routes.length).toBeGreaterThanOrEqual(12);
    expect(routes.map((route) => `${route.method} ${route.path}`)).toContain('GET /api/v2/fleet/users');
    const missing = routes
      .filter((route) => route.hasBody && !ROUTE_SAMPLES[`${route.method} ${route.path}`])
      .map((route) => `${route.method} ${route.path}`);
    expect(missing).toEqual([]);
  });

  it('answers every role × page permission × route as the permission table says', async () => {
    const { company } = await tools.company('406334411');
    const mismatches: string[] = [];
    for (const { name, grant } of grants()) {
      const member =
        grant.role === 'SUPER_ADMIN'
          ? (await tools.company('405667788')).owner
          : await tools.member(company.id, grant.permissions);
      for (const route of routes) {
        const response = await call(route, member);
        const refusal = refusalOf(grant, route.action);
        const cell = `${name} → ${route.method} ${route.path} (${route.action})`;
        if (response.status >= 500) mismatches.push(`${cell}: ${response.status}`);
        else if (refusal) {
          if (
            response.status !== 403 ||
            response.body.code !== refusal ||
            response.body.message !== REFUSALS[refusal]
          ) {
            mismatches.push(
              `${cell}: expected 403 ${refusal}, got ${response.status} ${response.body?.code ?? ''}`,
            );
          }
        } else if (response.status === 403 || response.status === 401) {
          mismatches.push(`${cell}: expected to pass, got ${response.status} ${response.body?.code ?? ''}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  }, 180_000);

  it('refuses a blocked user or company on every route (USER_BLOCKED), an inactive one as no member', async () => {
    const { company, owner } = await tools.company('202876543');
    const blocked = await tools.member(company.id, { users: 'EDIT', home: 'EDIT' }, 'blocked');
    const inactive = await tools.member(company.id, { users: 'EDIT', home: 'EDIT' }, 'inactive');
    const codes = async (member: Member) =>
      new Set(await Promise.all(routes.map(async (route) => (await call(route, member)).body.code)));
    expect(await codes(blocked)).toEqual(new Set(['USER_BLOCKED']));
    expect(await codes(inactive)).toEqual(new Set(['NOT_A_COMPANY_USER']));
    expect([...(await codes(owner))]).not.toContain('USER_BLOCKED');
    // Blocked by the retailer's back office, straight in the tables: the guard caches memberships, and
    // the database's notification reaches it at the commit.
    await writeOutside(server.database, `memberships:company=${company.id}`, () =>
      server.database.db.update(companies).set({ status: 'blocked' }).where(eq(companies.id, company.id)),
    );
    expect(await codes(owner)).toEqual(new Set(['USER_BLOCKED']));
  });

  it('applies a permission change on the user’s next request', async () => {
    const { company, owner } = await tools.company('412345678');
    const member = await tools.member(company.id, { users: 'VIEW' });
    const list = () => tools.api.get('/api/v2/fleet/users', member.headers);
    const permit = (permissions: PagePermissions) =>
      tools.api.put(`/api/v2/fleet/users/${member.membershipId}/permissions`, { permissions }, owner.headers);
    expect((await list()).status).toBe(200);
    expect((await permit({ home: 'VIEW' })).status).toBe(200);
    expect((await list()).body.code).toBe('NOT_AUTHORIZED');
    expect((await permit({ users: 'EDIT' })).status).toBe(200);
    expect((await list()).status).toBe(200);
    // Straight in the tables (the back office): once the database's notification reached the server.
    await writeOutside(server.database, `memberships:user=${member.userId}`, () =>
      server.database.db
        .update(companyUsers)
        .set({ permissions: { home: 'VIEW' } })
        .where(eq(companyUsers.id, member.membershipId)),
    );
    expect((await list()).body.code).toBe('NOT_AUTHORIZED');
  });
});
