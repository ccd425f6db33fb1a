import { sql } from 'drizzle-orm';
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

describe('end-user identity (newer base)', () => {
  const projectHeaders = () => fixture.headers.public;

  it('signs up, logs in with the project key and reads itself', async () => {
    const body = {
      email: 'Signup.Case@Example.com',
      password: 'Another-pass-1',
      firstName: 'Nino',
      phone: '+995555000111',
    };
    const signup = await api.post('/api/v2/auth/signup', body, projectHeaders());
    expect(signup.status).toBe(201);
    expect(signup.body.user).toMatchObject({
      email: 'signup.case@example.com',
      firstName: 'Nino',
      status: 'active',
    });
    const login = await api.post(
      '/api/v2/auth/login',
      { email: body.email, password: body.password },
      projectHeaders(),
    );
    expect(login.status).toBe(200);
    const self = await api.get('/api/v2/auth/self', {
      'x-session-id': login.body.sessionId,
      ...projectHeaders(),
    });
    expect(self.body.id).toBe(signup.body.user.id);
  });

  it('refuses a duplicate e-mail or phone with 409 naming the field', async () => {
    const duplicate = await api.post(
      '/api/v2/auth/signup',
      { email: fixture.user.email, password: 'Whatever-pass-1' },
      projectHeaders(),
    );
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.fields).toEqual([expect.objectContaining({ path: 'email', rule: 'unique' })]);
    const phone = await api.post(
      '/api/v2/auth/signup',
      { email: 'phone-dup@example.com', password: 'Whatever-pass-1', phone: '+995555000111' },
      projectHeaders(),
    );
    expect(phone.status).toBe(409);
    expect(phone.body.fields[0].path).toBe('phone');
  });

  it('validates signup input field by field', async () => {
    const response = await api.post(
      '/api/v2/auth/signup',
      { email: 'not-an-email', password: 'short' },
      projectHeaders(),
    );
    expect(response.status).toBe(400);
    expect(response.body.fields.map((field: { path: string }) => field.path).sort()).toEqual([
      'email',
      'password',
    ]);
  });

  it('updates the profile and changes the password only with the right old one', async () => {
    const { email, password } = { email: 'changer@example.com', password: 'Changer-pass-1' };
    const signup = await api.post('/api/v2/auth/signup', { email, password }, projectHeaders());
    const headers = { 'x-session-id': signup.body.sessionId, ...projectHeaders() };
    const other = await api.post('/api/v2/auth/login', { email, password }, projectHeaders());

    const updated = await api.post(
      '/api/v2/auth/self/update',
      { firstName: 'Giorgi', lastName: 'Kapanadze' },
      headers,
    );
    expect(updated.body).toMatchObject({ firstName: 'Giorgi', lastName: 'Kapanadze' });

    const wrongOld = await api.post(
      '/api/v2/auth/self/updatePassword',
      { oldPassword: 'nope-nope', newPassword: 'Newer-pass-1' },
      headers,
    );
    expect(wrongOld.status).toBe(400);
    expect(wrongOld.body.fields[0]).toMatchObject({ path: 'oldPassword', rule: 'matches_current' });
    const same = await api.post(
      '/api/v2/auth/self/updatePassword',
      { oldPassword: password, newPassword: password },
      headers,
    );
    expect(same.body.fields[0]).toMatchObject({ path: 'newPassword', rule: 'differs_from_current' });

    const changed = await api.post(
      '/api/v2/auth/self/updatePassword',
      { oldPassword: password, newPassword: 'Newer-pass-1' },
      headers,
    );
    expect(changed.status).toBe(204);
    // This session lives on; the other one is ended; the old password no longer works.
    expect((await api.get('/api/v2/auth/self', headers)).status).toBe(200);
    expect(
      (await api.get('/api/v2/auth/self', { 'x-session-id': other.body.sessionId, ...projectHeaders() }))
        .status,
    ).toBe(401);
    expect((await api.post('/api/v2/auth/login', { email, password }, projectHeaders())).status).toBe(401);
    expect(
      (await api.post('/api/v2/auth/login', { email, password: 'Newer-pass-1' }, projectHeaders())).status,
    ).toBe(200);
  });

  it('refuses a blocked user with 403 USER_BLOCKED and ends their sessions’ use', async () => {
    const { email, password } = { email: 'blocked@example.com', password: 'Blocked-pass-1' };
    const signup = await api.post('/api/v2/auth/signup', { email, password }, projectHeaders());
    await server.database.db.execute(
      sql`update users set status = 'blocked' where id = ${signup.body.user.id}`,
    );
    const login = await api.post('/api/v2/auth/login', { email, password }, projectHeaders());
    expect(login.status).toBe(403);
    expect(login.body.code).toBe('USER_BLOCKED');
    const self = await api.get('/api/v2/auth/self', {
      'x-session-id': signup.body.sessionId,
      ...projectHeaders(),
    });
    expect(self.status).toBe(401);
  });

  it('does not let an end user of one project in with another project’s key', async () => {
    const other = await createProjectFixture(server);
    const response = await api.get('/api/v2/auth/self', {
      'x-session-id': fixture.user.sessionId,
      'x-project-key': other.project.apiKey,
    });
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('INVALID_PROJECT_KEY');
    const noKey = await api.get('/api/v2/auth/self', { 'x-session-id': fixture.user.sessionId });
    expect(noKey.body.code).toBe('PROJECT_KEY_REQUIRED');
  });
});

describe('login rate limit', () => {
  it('answers the 11th failed login of a minute with 429 RATE_LIMITED and Retry-After', async () => {
    const target = { email: 'limited@example.com', password: 'Limited-pass-1' };
    await api.post('/api/v2/auth/signup', target, fixture.headers.public);
    const attempt = (password: string) =>
      api.post('/api/v2/auth/login', { email: target.email, password }, fixture.headers.public);
    const statuses: number[] = [];
    for (let index = 0; index < 10; index++) statuses.push((await attempt('wrong-password')).status);
    expect(statuses).toEqual(Array(10).fill(401));
    const limited = await attempt(target.password);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
