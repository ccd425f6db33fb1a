import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectFixture, type ProjectFixture } from '../../test/fixtures';
import { http } from '../../test/http';
import { startTestServer, type TestServer } from '../../test/server';

let server: TestServer;
let fixture: ProjectFixture;
let other: ProjectFixture;
let api: ReturnType<typeof http>;

beforeAll(async () => {
  server = await startTestServer();
  api = http(server.url);
  [fixture, other] = await Promise.all([createProjectFixture(server), createProjectFixture(server)]);
});
afterAll(() => server.close());

const list = (projectId: string, headers: Record<string, string>, query = '') =>
  api.get(`/api/v2/project/${projectId}/contact-request${query}`, headers);

describe('POST /api/v2/contact-request', () => {
  it('stores a request with an e-mail or a phone number', async () => {
    const withEmail = await api.post(
      '/api/v2/contact-request',
      { name: ' Nino ', email: 'Nino@Example.GE', message: 'Fuel cards for 12 trucks?', locale: 'ka' },
      fixture.headers.public,
    );
    expect(withEmail.status).toBe(201);
    expect(withEmail.body).toMatchObject({
      name: 'Nino',
      email: 'nino@example.ge',
      phone: null,
      message: 'Fuel cards for 12 trucks?',
      locale: 'ka',
    });
    const withPhone = await api.post(
      '/api/v2/contact-request',
      { name: 'Giorgi', phone: '+995 555 12-34-56', message: 'Call me back' },
      fixture.headers.public,
    );
    expect(withPhone.status).toBe(201);
    expect(withPhone.body).toMatchObject({ email: null, phone: '+995 555 12-34-56', locale: null });
  });

  it('names each broken field, and needs an e-mail or a phone number', async () => {
    const none = await api.post(
      '/api/v2/contact-request',
      { name: 'A', message: 'x' },
      fixture.headers.public,
    );
    expect(none.status).toBe(400);
    expect(none.body.code).toBe('VALIDATION_FAILED');
    expect(none.body.fields.map((field: { path: string }) => field.path)).toEqual(['email']);

    const bad = await api.post(
      '/api/v2/contact-request',
      { name: '', email: 'not-an-email', phone: '12ab', message: '' },
      fixture.headers.public,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.fields.map((field: { path: string }) => field.path).sort()).toEqual([
      'email',
      'message',
      'name',
      'phone',
    ]);

    const short = await api.post(
      '/api/v2/contact-request',
      { name: 'A', phone: '12345', message: 'x' },
      fixture.headers.public,
    );
    expect(short.status).toBe(400);
    expect(short.body.fields).toMatchObject([{ path: 'phone' }]);
  });

  it('refuses callers without the public key', async () => {
    const body = { name: 'A', email: 'a@example.ge', message: 'x' };
    expect((await api.post('/api/v2/contact-request', body)).status).toBe(401);
    expect((await api.post('/api/v2/contact-request', body, fixture.headers.admin)).status).toBe(403);
  });
});

describe('GET /api/v2/project/:id/contact-request', () => {
  it("lists the project's requests newest first, paginated, to its admin", async () => {
    const first = await list(fixture.project.id, fixture.headers.admin, '?limit=1');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 2, page: 1, limit: 1 });
    expect(first.body.items).toMatchObject([{ name: 'Giorgi' }]);
    expect(first.body.items[0].createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const second = await list(fixture.project.id, fixture.headers.admin, '?limit=1&page=2');
    expect(second.body.items).toMatchObject([{ name: 'Nino' }]);
  });

  it("hides one project's requests from another's admin and from other callers", async () => {
    expect((await list(fixture.project.id, other.headers.admin)).status).toBe(404);
    expect((await list(other.project.id, other.headers.admin)).body.total).toBe(0);
    expect((await list(fixture.project.id, fixture.headers.public)).status).toBe(403);
  });
});
