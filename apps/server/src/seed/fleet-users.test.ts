import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordProblems } from '../modules/fleet/passwords';
import { createServices } from '../services';
import { http } from '../test/http';
import { startTestServer, type TestServer } from '../test/server';
import demo from './demo-accounts.json';
import { DEMO_COMPANY_USERS } from './fleet-users';
import { seedDemoData } from './index';

let server: TestServer;
let api: ReturnType<typeof http>;
const key = { 'x-project-key': demo.portalProject.apiKey };

beforeAll(async () => {
  server = await startTestServer();
  api = http(server.url);
  await seedDemoData(createServices(server.database, server.config), server.app.log);
});
afterAll(() => server.close());

async function signIn(email: string, password: string) {
  const login = await api.post('/api/v2/auth/login', { email, password }, key);
  expect(login.status).toBe(200);
  return { ...key, 'x-session-id': login.body.sessionId as string };
}

describe('the demo company’s users', () => {
  it('has the main admin and two ADMIN users with different pages, all able to sign in', async () => {
    const manager = await signIn(demo.portalUser.email, demo.portalUser.password);
    const list = await api.get('/api/v2/fleet/users?sort=name', manager);
    expect(list.body.items.map((user: { email: string }) => user.email).sort()).toEqual([
      'accountant@demo.ge',
      'dispatcher@demo.ge',
      'manager@demo.ge',
    ]);
    for (const user of DEMO_COMPANY_USERS) {
      expect(passwordProblems(user.password, 'password')).toEqual([]);
      const session = await signIn(user.email, user.password);
      const me = await api.get('/api/v2/fleet/me', session);
      expect(me.body.membership).toMatchObject({
        role: 'ADMIN',
        status: 'active',
        permissions: user.permissions,
      });
      expect((await api.get('/api/v2/fleet/home', session)).status).toBe(200);
      expect((await api.get('/api/v2/fleet/users', session)).body.code).toBe('NOT_AUTHORIZED');
    }
  });
});
