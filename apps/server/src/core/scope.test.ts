import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needs } from '../modules/fleet/membership';
import { companies, companyUsers } from '../modules/fleet/tables';
import { fleetTools } from '../modules/fleet/test-support';
import { createProjectFixture, type ProjectFixture } from '../test/fixtures';
import { writeOutside } from '../test/outside-writes';
import { startTestServer, type TestServer } from '../test/server';
import { companyScopeOf, registerScopeGuard, scopedTarget, scopeOf } from './scope';

// The scope guard through routes registered for this test only: where the project comes from, who
// may act on it, and the company rules of the fleet permission table.

let server: TestServer;
let mine: ProjectFixture;
let other: ProjectFixture;
/** A resource the test routes name by id: its project decides who may reach it. */
const resources = new Map<string, { id: string; projectId: string }>();
const resource = scopedTarget('Resource', async (request) =>
  resources.get((request.params as { resourceId: string }).resourceId),
);
beforeAll(async () => {
  server = await startTestServer({
    register(app) {
      app.get(
        '/test/in-project',
        { config: { callers: ['admin', 'user'], project: 'query.projectId' } },
        (request) => scopeOf(request),
      );
      app.get(
        '/test/resource/:resourceId',
        { config: { callers: ['admin', 'user', 'private'], project: resource.source } },
        (request) => ({ resource: resource.of(request), projectId: scopeOf(request).projectId }),
      );
      app.get(
        '/test/project/:id',
        { config: { callers: ['admin', 'user', 'public', 'private'], project: 'params.id' } },
        (request) => scopeOf(request),
      );
      app.get(
        '/test/own-project',
        { config: { callers: ['user', 'public', 'private', 'admin'], project: 'caller' } },
        (request) => ({
          projectId: scopeOf(request).projectId,
        }),
      );
      app.get(
        '/test/vehicles',
        { config: { callers: ['user'], company: needs('vehicles.read') } },
        (request) => companyScopeOf(request),
      );
      app.post(
        '/test/vehicles',
        { config: { callers: ['user'], company: needs('vehicles.write') } },
        () => ({}),
      );
      app.post(
        '/test/admins',
        { config: { callers: ['user'], company: needs('users.manageAdmins') } },
        () => ({}),
      );
    },
  });
  [mine, other] = [await createProjectFixture(server), await createProjectFixture(server)];
});
afterAll(() => server?.close());

describe('project scope', () => {
  it('lets an admin act on their project and hides another project behind a 404', async () => {
    const { api } = fleetTools(server, mine);
    const own = await api.get(`/test/project/${mine.project.id}`, mine.headers.admin);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ projectId: mine.project.id, actor: { kind: 'admin' } });
    const foreign = await api.get(`/test/project/${other.project.id}`, mine.headers.admin);
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('NOT_FOUND');
  });

  it('keeps key and end-user callers to their own project', async () => {
    const { api } = fleetTools(server, mine);
    for (const kind of ['user', 'public', 'private'] as const) {
      expect((await api.get(`/test/project/${mine.project.id}`, mine.headers[kind])).status).toBe(200);
      expect((await api.get(`/test/project/${other.project.id}`, mine.headers[kind])).status).toBe(404);
      const own = await api.get('/test/own-project', mine.headers[kind]);
      expect(own.body.projectId).toBe(mine.project.id);
    }
    // An admin must name the project.
    expect((await api.get('/test/own-project', mine.headers.admin)).status).toBe(404);
  });
  it('asks an admin to name the project a query takes, and lets an end user leave it out', async () => {
    const { api } = fleetTools(server, mine);
    const unnamed = await api.get('/test/in-project', mine.headers.admin);
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.fields).toEqual([expect.objectContaining({ path: 'projectId', rule: 'required' })]);
    expect((await api.get('/test/in-project', mine.headers.user)).body.projectId).toBe(mine.project.id);
    const foreign = await api.get(`/test/in-project?projectId=${other.project.id}`, mine.headers.user);
    expect(foreign.status).toBe(404);
  });

  it('takes the project of a named resource from the resource, loaded once for the handler', async () => {
    const { api } = fleetTools(server, mine);
    resources.set('a', { id: 'a', projectId: mine.project.id });
    resources.set('b', { id: 'b', projectId: other.project.id });
    for (const kind of ['admin', 'user', 'private'] as const) {
      const own = await api.get('/test/resource/a', mine.headers[kind]);
      expect(own.body).toEqual({ resource: resources.get('a'), projectId: mine.project.id });
      const foreign = await api.get('/test/resource/b', mine.headers[kind]);
      expect(foreign.status).toBe(404);
      expect(foreign.body.message).toBe('Resource not found');
      expect((await api.get('/test/resource/zz', mine.headers[kind])).body.message).toBe(
        'Resource not found',
      );
    }
  });

  it('refuses to start with a route that admits admins or takes a project id but declares no source', async () => {
    const app = Fastify();
    registerScopeGuard(app, { isAdminOf: async () => true, companyOf: async () => ({}) as never });
    expect(() => app.get('/project/:id/things', () => ({}))).toThrow(/must declare config.project/);
    expect(() => app.get('/things', { config: { callers: ['admin'] } }, () => ({}))).toThrow(
      /must declare config.project/,
    );
    expect(() =>
      app.get('/project/:id/none', { config: { callers: ['admin'], project: 'none' } }, () => ({})),
    ).toThrow(/must declare config.project/);
    app.get('/self', { config: { callers: ['admin'], project: 'none' } }, () => ({}));
    app.get('/open', { config: { callers: ['public'] } }, () => ({}));
    await app.close();
  });
});

describe('company scope', () => {
  it('checks the membership and the permission table on every request', async () => {
    const tools = fleetTools(server, mine);
    const signup = await tools.signUp(tools.signupForm('405123456'));
    expect(signup.status).toBe(201);
    const session = { 'x-session-id': signup.body.sessionId, 'x-project-key': mine.project.apiKey };
    const membershipId = signup.body.membership.id as string;
    // Written straight into the tables: applied once the database's notification reached the server.
    const setMembership = (values: Partial<typeof companyUsers.$inferInsert>) =>
      writeOutside(server.database, `memberships:user=${signup.body.membership.userId}`, () =>
        server.database.db.update(companyUsers).set(values).where(eq(companyUsers.id, membershipId)),
      );

    const owner = await tools.api.get('/test/vehicles', session);
    expect(owner.status).toBe(200);
    expect(owner.body).toMatchObject({ role: 'SUPER_ADMIN', companyId: signup.body.company.id });
    expect((await tools.api.post('/test/admins', {}, session)).status).toBe(200);

    await setMembership({ role: 'ADMIN', permissions: { vehicles: 'VIEW' } });
    expect((await tools.api.get('/test/vehicles', session)).status).toBe(200);
    const write = await tools.api.post('/test/vehicles', {}, session);
    expect(write.status).toBe(403);
    expect(write.body).toMatchObject({ code: 'NOT_AUTHORIZED', message: 'The user is not authorized' });
    const admins = await tools.api.post('/test/admins', {}, session);
    expect(admins.body).toMatchObject({
      code: 'MAIN_ADMIN_ONLY',
      message: 'Only main admin can proceed this action',
    });

    await setMembership({ permissions: { vehicles: 'EDIT' } });
    expect((await tools.api.post('/test/vehicles', {}, session)).status).toBe(200);
    await setMembership({ permissions: {} });
    expect((await tools.api.get('/test/vehicles', session)).body.code).toBe('NOT_AUTHORIZED');

    await setMembership({ status: 'inactive' });
    expect((await tools.api.get('/test/vehicles', session)).body.code).toBe('NOT_A_COMPANY_USER');
    await setMembership({ status: 'blocked' });
    expect((await tools.api.get('/api/v2/fleet/me', session)).body.code).toBe('USER_BLOCKED');
    await setMembership({ status: 'active', role: 'SUPER_ADMIN' });
    await writeOutside(server.database, `memberships:company=${signup.body.company.id}`, () =>
      server.database.db
        .update(companies)
        .set({ status: 'blocked' })
        .where(eq(companies.id, signup.body.company.id)),
    );
    expect((await tools.api.post('/test/admins', {}, session)).body.code).toBe('USER_BLOCKED');
  });

  it('refuses callers that are not company users', async () => {
    const { api } = fleetTools(server, mine);
    const plainUser = await api.get('/test/vehicles', mine.headers.user);
    expect(plainUser.status).toBe(403);
    expect(plainUser.body.code).toBe('NOT_A_COMPANY_USER');
    expect((await api.get('/test/vehicles', mine.headers.public)).status).toBe(403);
  });
});
