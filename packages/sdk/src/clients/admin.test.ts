import {
  createProjectFixture,
  type ProjectFixture,
  startTestServer,
  type TestServer,
} from '@fuel/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientError, recordingFetch, thrownError } from '../test/support';
import { ADMIN_CREDENTIALS_REQUIRED, AdminClient } from './admin';

let server: TestServer;
let a: ProjectFixture;
let b: ProjectFixture;
beforeAll(async () => {
  server = await startTestServer();
  [a, b] = await Promise.all([createProjectFixture(server), createProjectFixture(server)]);
});
afterAll(() => server.close());

const withSession = (fixture: ProjectFixture, fetch?: ReturnType<typeof recordingFetch>['fetch']) =>
  new AdminClient({ url: server.url, sessionId: fixture.admin.sessionId, fetch });

describe('AdminClient credentials', () => {
  it('throws the spec error from the constructor without a session id or both email and password', () => {
    const url = 'http://127.0.0.1:1';
    for (const options of [
      { url },
      { url, email: 'a@example.com' },
      { url, password: 'x' },
      { url, sessionId: '' },
    ]) {
      expect(thrownError(() => new AdminClient(options))).toMatchObject({
        name: 'ClientError',
        message: 'Session ID or email and password must be provided.',
        code: 'CREDENTIALS_REQUIRED',
        status: 0,
      });
    }
    expect(ADMIN_CREDENTIALS_REQUIRED).toBe('Session ID or email and password must be provided.');
  });

  it('logs in lazily with email and password: once, before the first calls, then loads its admin once', async () => {
    const recorder = recordingFetch();
    const client = new AdminClient({
      url: server.url,
      email: a.admin.email,
      password: a.admin.password,
      fetch: recorder.fetch,
    });
    expect(recorder.requests).toEqual([]);
    expect(client.sessionId).toBeUndefined();

    const pages = await Promise.all(Array.from({ length: 10 }, () => client.projects.list()));
    expect(pages.every((page) => page.items.some((project) => project.id === a.project.id))).toBe(true);
    expect(recorder.requests.slice(0, 2)).toEqual(['POST /api/v1/auth/login', 'GET /api/v1/self']);
    expect(recorder.count('POST /api/v1/auth/login')).toBe(1);
    expect(recorder.count('GET /api/v1/self')).toBe(1);
    expect(client.sessionId).toEqual(expect.any(String));
    expect(client.sessionId).not.toBe(a.admin.sessionId);

    const admin = await client.admin();
    expect(admin).toMatchObject({ id: a.admin.id, email: a.admin.email });
    expect(admin.createdAt).toBeInstanceOf(Date);
    expect(recorder.count('GET /api/v1/self')).toBe(1);
  });

  it('prefers the session id to email and password', async () => {
    const recorder = recordingFetch();
    const client = new AdminClient({
      url: server.url,
      sessionId: a.admin.sessionId,
      email: a.admin.email,
      password: 'not-used',
      fetch: recorder.fetch,
    });
    expect((await client.admin()).id).toBe(a.admin.id);
    expect(recorder.requests).toEqual(['GET /api/v1/self']);
  });

  it('loads its admin exactly once under 10 concurrent first calls', async () => {
    const recorder = recordingFetch();
    const client = withSession(a, recorder.fetch);
    await Promise.all([
      ...Array.from({ length: 5 }, () => client.project(a.project.id).get()),
      ...Array.from({ length: 5 }, () => client.project(a.project.id).providers.list()),
    ]);
    expect(recorder.requests[0]).toBe('GET /api/v1/self');
    expect(recorder.count('GET /api/v1/self')).toBe(1);
    expect(recorder.requests).toHaveLength(11);
  });

  it('retries a failed load on the next call instead of keeping the failure', async () => {
    const recorder = recordingFetch();
    let failures = 1;
    const client = withSession(a, (input, init) =>
      failures-- > 0 ? Promise.reject(new TypeError('fetch failed')) : recorder.fetch(input, init),
    );
    const error = await clientError(client.projects.list());
    expect(error.isNetworkError).toBe(true);
    await expect(client.projects.list()).resolves.toMatchObject({ total: 1 });
    expect(recorder.requests).toEqual(['GET /api/v1/self', 'GET /api/v1/project?limit=200']);
  });

  it('rejects wrong credentials with 401 INVALID_CREDENTIALS, an unknown session with INVALID_SESSION', async () => {
    const wrong = new AdminClient({ url: server.url, email: a.admin.email, password: 'Wrong-password-1' });
    const login = await clientError(wrong.projects.list());
    expect([login.status, login.code]).toEqual([401, 'INVALID_CREDENTIALS']);
    expect(wrong.sessionId).toBeUndefined();

    const unknown = new AdminClient({ url: server.url, sessionId: 'no-such-session' });
    const session = await clientError(unknown.admin());
    expect([session.status, session.code, session.isNetworkError]).toEqual([401, 'INVALID_SESSION', false]);
    expect(session.url).toBe(`${server.url}/api/v1/self`);
    expect(session.requestId).toEqual(expect.any(String));
  });

  it('ends its session on logout: a session-only client then needs a session, the server refuses the old one', async () => {
    const login = new AdminClient({ url: server.url, email: a.admin.email, password: a.admin.password });
    await login.admin();
    const ended = login.sessionId!;
    const client = new AdminClient({ url: server.url, sessionId: ended });
    await client.self.logout();
    expect(client.sessionId).toBeUndefined();
    expect((await clientError(client.self.get())).code).toBe('SESSION_REQUIRED');
    const stale = await clientError(new AdminClient({ url: server.url, sessionId: ended }).self.get());
    expect([stale.status, stale.code]).toEqual([401, 'INVALID_SESSION']);
  });
});

describe('AdminClient projects', () => {
  it('lists its projects with the spec limit of 200, timestamps as dates and v2 providers only', async () => {
    const recorder = recordingFetch();
    const page = await withSession(a, recorder.fetch).projects.list();
    expect(recorder.requests).toContain('GET /api/v1/project?limit=200');
    expect(page).toMatchObject({ total: 1, page: 1, limit: 200 });
    const [project] = page.items;
    expect(project).toMatchObject({
      id: a.project.id,
      api_key: a.project.apiKey,
      private_api_key: a.project.privateApiKey,
    });
    expect(project!.created).toBeInstanceOf(Date);
    expect(project!.providers.map((provider) => provider.type)).toEqual(['v2', 'v2']);
    expect(project!.providers[0]!.createdAt).toBeInstanceOf(Date);
  });

  it('takes the page of the list in its own argument', async () => {
    const recorder = recordingFetch();
    const page = await withSession(a, recorder.fetch).projects.list({ limit: 1, page: 2 });
    expect(recorder.requests).toContain('GET /api/v1/project?limit=1&page=2');
    expect(page).toMatchObject({ items: [], total: 1, page: 2, limit: 1 });
  });

  it('creates, reads and updates a project', async () => {
    const client = withSession(a);
    const created = await client.projects.create({ name: 'Kit project' });
    expect(created).toMatchObject({ name: 'Kit project', languages: ['en'], users: 0 });
    expect(created.created).toBeInstanceOf(Date);
    expect(created.providers.every((provider) => provider.type === 'v2')).toBe(true);

    const scope = client.project(created.id);
    expect(scope.id).toBe(created.id);
    const updated = await scope.update({ name: 'Renamed', languages: ['en', 'ka'] });
    expect(updated).toMatchObject({ id: created.id, name: 'Renamed', languages: ['en', 'ka'] });
    expect(await scope.get()).toEqual(updated);
  });

  it('rejects an invalid project with 400 VALIDATION_FAILED naming the field', async () => {
    const error = await clientError(withSession(a).projects.create({ name: '', languages: ['english'] }));
    expect([error.status, error.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(error.fields.map((field) => field.path).sort()).toEqual(['languages.0', 'name']);
  });

  it('rotates a key: the old one stops working', async () => {
    const client = withSession(a);
    const project = await client.projects.create({ name: 'Rotation' });
    const rotated = await client.project(project.id).rotateKey('public');
    expect(rotated.api_key).not.toBe(project.api_key);
    expect(rotated.private_api_key).toBe(project.private_api_key);
    const privateRotated = await client.project(project.id).rotateKey('private');
    expect(privateRotated.private_api_key).not.toBe(project.private_api_key);
  });

  it('reads the placeholder stats and documents, with dates', async () => {
    const client = withSession(a);
    const stats = await client.project(a.project.id).stats();
    expect(stats).toMatchObject({ currentBillAmount: { amount: expect.any(Number), currency: 'GEL' } });
    const documents = await client.project(a.project.id).documents();
    expect(documents.length).toBeGreaterThan(0);
    expect(documents[0]!.validFrom).toBeInstanceOf(Date);
    expect(documents.some((document) => document.acceptedAt === null)).toBe(true);
  });

  it("answers another admin's project with 404 NOT_FOUND on every call", async () => {
    const client = withSession(a);
    const other = b.project.id;
    const errors = await Promise.all(
      [
        client.project(other).get(),
        client.project(other).update({ name: 'Mine now' }),
        client.project(other).rotateKey('private'),
        client.project(other).stats(),
        client.project(other).documents(),
        client.project(other).providers.list(),
      ].map(clientError),
    );
    for (const error of errors) {
      expect([error.status, error.code]).toEqual([404, 'NOT_FOUND']);
    }
  });
});

describe('AdminClient providers', () => {
  it('lists every provider (v1 too), activates and deactivates one', async () => {
    const client = withSession(a);
    const { items } = await client.project(a.project.id).providers.list();
    expect(items.map((provider) => provider.type).sort()).toEqual(['v1', 'v2', 'v2']);
    const phone = items.find((provider) => provider.name === 'phone')!;
    expect(phone.active).toBe(false);

    const activated = await client.project(a.project.id).providers.activate(phone.id);
    expect(activated).toMatchObject({ id: phone.id, active: true });
    expect(activated.updatedAt).toBeInstanceOf(Date);
    const project = await client.project(a.project.id).get();
    expect(project.providers.find((provider) => provider.id === phone.id)?.active).toBe(true);

    const deactivated = await client.project(a.project.id).providers.deactivate(phone.id);
    expect(deactivated.active).toBe(false);
  });

  it('answers a provider of another project with 404 NOT_FOUND', async () => {
    const providerOfB = (await withSession(b).project(b.project.id).providers.list()).items[0]!;
    const error = await clientError(withSession(a).project(a.project.id).providers.activate(providerOfB.id));
    expect([error.status, error.code]).toEqual([404, 'NOT_FOUND']);
  });
});
