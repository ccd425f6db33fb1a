// Each server caches what a session id resolves to; ending a session on one server ends it on all at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectFixture, type ProjectFixture } from '../../test/fixtures';
import { http } from '../../test/http';
import { startTestServer, type TestServer } from '../../test/server';

let first: TestServer;
let second: TestServer;
let fixture: ProjectFixture;
beforeAll(async () => {
  first = await startTestServer();
  second = await startTestServer({ database: first.database });
  fixture = await createProjectFixture(first);
});
afterAll(async () => {
  await second.close();
  await first.close();
});

/** Far below the cache's own expiry (10 s): only the notification explains it. */
const PROPAGATION = { timeout: 2_000, interval: 50 };

describe('session cache across servers', () => {
  it('refuses an admin session signed out on the other server, here at once and there too', async () => {
    const [api, other] = [http(first.url), http(second.url)];
    const login = await api.post('/api/v1/auth/login', {
      email: fixture.admin.email,
      password: fixture.admin.password,
    });
    const headers = { 'x-session-id': login.body.sessionId as string };
    expect((await api.get('/api/v1/self', headers)).status).toBe(200);
    expect((await other.get('/api/v1/self', headers)).status).toBe(200);
    expect((await other.post('/api/v1/auth/logout', undefined, headers)).status).toBe(204);
    expect((await other.get('/api/v1/self', headers)).body.code).toBe('INVALID_SESSION');
    await expect.poll(async () => (await api.get('/api/v1/self', headers)).status, PROPAGATION).toBe(401);
  });

  it('ends an end user’s other sessions everywhere after a password change', async () => {
    const [api, other] = [http(first.url), http(second.url)];
    const login = await api.post(
      '/api/v2/auth/login',
      { email: fixture.user.email, password: fixture.user.password },
      fixture.headers.public,
    );
    const kept = { 'x-session-id': login.body.sessionId as string, 'x-project-key': fixture.project.apiKey };
    expect((await other.get('/api/v2/auth/self', fixture.headers.user)).status).toBe(200);
    const changed = await api.post(
      '/api/v2/auth/self/updatePassword',
      { oldPassword: fixture.user.password, newPassword: 'Changed-password-2' },
      kept,
    );
    expect(changed.status).toBe(204);
    await expect
      .poll(async () => (await other.get('/api/v2/auth/self', fixture.headers.user)).status, PROPAGATION)
      .toBe(401);
    expect((await other.get('/api/v2/auth/self', kept)).status).toBe(200);
  });
});
