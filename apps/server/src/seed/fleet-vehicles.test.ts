import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyUsers } from '../modules/fleet/tables';
import { createServices } from '../services';
import { createProjectFixture } from '../test/fixtures';
import { http, type Json } from '../test/http';
import { startTestServer, type TestServer } from '../test/server';
import { seedDemoCompany } from './fleet';
import { seedDemoVehicles } from './fleet-vehicles';

let server: TestServer;
let headers: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  const fixture = await createProjectFixture(server);
  const { auth, fleet } = createServices(server.database, server.config);
  const owner = await auth.createUser({
    projectId: fixture.project.id,
    email: 'owner@demo.test',
    password: 'Owner-pass-1',
    phone: '+995555000111',
  });
  const company = await seedDemoCompany(fleet, { projectId: fixture.project.id, user: owner });
  // An ADMIN of the company, as the users' seed adds them, so that the history has two authors.
  const admin = await auth.createUser({
    projectId: fixture.project.id,
    email: 'admin@demo.test',
    password: 'Admin-pass-1',
  });
  await server.database.db.insert(companyUsers).values({
    companyId: company.id,
    userId: admin.id,
    role: 'ADMIN',
    permissions: { vehicles: 'EDIT' },
    firstName: 'Ana',
    lastName: 'Kapanadze',
  });
  expect(await seedDemoVehicles(fleet, company.id)).toEqual({ vehicles: 40, groups: 4 });
  const login = await http(server.url).post(
    '/api/v2/auth/login',
    { email: 'owner@demo.test', password: 'Owner-pass-1' },
    fixture.headers.public,
  );
  headers = { 'x-session-id': login.body.sessionId, 'x-project-key': fixture.project.apiKey };
});
afterAll(() => server?.close());

const get = (path: string) => http(server.url).get(path, headers);

describe('the demo company’s fleet', () => {
  it('has 40 vehicles in 4 groups', async () => {
    expect((await get('/api/v2/fleet/vehicles?limit=1')).body.total).toBe(40);
    const groups = await get('/api/v2/fleet/groups');
    expect(groups.body.items.map((group: Json) => group.name).sort()).toEqual(
      ['ბენზოვოზები', 'მიწოდება', 'სამშენებლო ტექნიკა', 'ხელმძღვანელობის მანქანები'].sort(),
    );
    const grouped = groups.body.items.reduce((sum: number, group: Json) => sum + group.vehicleCount, 0);
    expect(grouped).toBe(39);
    expect((await get('/api/v2/fleet/vehicles?status=inactive&limit=1')).body.total).toBe(4);
  });

  it('has three months of changes by both its users', async () => {
    const all = await get('/api/v2/fleet/vehicles/changes?limit=200');
    expect(all.body.total).toBe(4 + 40 + 4 + 2 + 1 + 1);
    const authors = new Set(all.body.items.map((change: Json) => change.actor.name));
    expect(authors.size).toBe(2);
    const days = all.body.items.map((change: Json) => new Date(change.at).getTime());
    expect((Math.max(...days) - Math.min(...days)) / 86_400_000).toBeGreaterThan(80);
    const lastWeek = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
    expect((await get(`/api/v2/fleet/vehicles/changes?from=${lastWeek}`)).body.total).toBe(2);
  });
});
