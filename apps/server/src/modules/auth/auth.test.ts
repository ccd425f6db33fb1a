import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectFixture, type ProjectFixture } from '../../test/fixtures';
import { http } from '../../test/http';
import { startTestServer, type TestServer } from '../../test/server';

let server: TestServer;
let fixture: ProjectFixture;
let api: ReturnType<typeof http>;
beforeAll(async () => {
  server = await startTestServer();
  api = http(server.url);
  fixture = await createProjectFixture(server);
});
afterAll(() => server.close());

describe('admin identity (legacy base)', () => {
  it('logs in and reads itself, without ever returning the password hash', async () => {
    const login = await api.post('/api/v1/auth/login', {
      email: fixture.admin.email,
      password: fixture.admin.password,
    });
    expect(login.status).toBe(200);
    expect(login.body.sessionId).toEqual(expect.any(String));
    expect(new Date(login.body.expiresAt).getTime()).toBeGreaterThan(Date.now());
    const self = await api.get('/api/v1/self', { 'x-session-id': login.body.sessionId });
    expect(self.body).toMatchObject({ id: fixture.admin.id, email: fixture.admin.email });
    expect(JSON.stringify([login.body, self.body])).not.toMatch(/passwordHash|scrypt/);
  });

  it('refuses a wrong password with 401 INVALID_CREDENTIALS, the same as an unknown e-mail', async () => {
    const wrong = await api.post('/api/v1/auth/login', {
      email: fixture.admin.email,
      password: 'wrong-password',
    });
    const unknown = await api.post('/api/v1/auth/login', {
      email: 'nobody@example.com',
      password: 'wrong-password',
    });
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect([wrong.body.code, unknown.body.code]).toEqual(['INVALID_CREDENTIALS', 'INVALID_CREDENTIALS']);
  });

  it('ends the session on logout', async () => {
    const login = await api.post('/api/v1/auth/login', {
      email: fixture.admin.email,
      password: fixture.admin.password,
    });
    const headers = { 'x-session-id': login.body.sessionId };
    expect((await api.post('/api/v1/auth/logout', undefined, headers)).status).toBe(204);
    const after = await api.get('/api/v1/self', headers);
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('INVALID_SESSION');
  });
});
