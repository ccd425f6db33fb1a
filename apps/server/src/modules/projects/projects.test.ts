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

const v1 = (path = '') => `/api/v1/project/${fixture.project.id}${path}`;

describe('projects', () => {
  it('shows a project with the spec’s fields to its admin', async () => {
    const response = await api.get(v1(), fixture.headers.admin);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: fixture.project.id,
      users: 1,
      files: 0,
      languages: ['en', 'ka'],
      api_key: fixture.project.apiKey,
      private_api_key: fixture.project.privateApiKey,
      metadata: {},
    });
    expect(response.body.created).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(response.body.providers.map((provider: { type: string }) => provider.type).sort()).toEqual([
      'v1',
      'v2',
      'v2',
    ]);
  });

  it('lists the admin’s projects with pagination, up to 200 a page', async () => {
    const second = await api.post(
      '/api/v1/project',
      { name: 'Second', languages: ['en'] },
      fixture.headers.admin,
    );
    expect(second.status).toBe(201);
    const all = await api.get('/api/v1/project?limit=200', fixture.headers.admin);
    expect(all.body).toMatchObject({ total: 2, page: 1, limit: 200 });
    const paged = await api.get('/api/v1/project?limit=1&page=2', fixture.headers.admin);
    expect(paged.body.items.map((project: { id: string }) => project.id)).toEqual([second.body.id]);
    expect((await api.get('/api/v1/project?limit=201', fixture.headers.admin)).status).toBe(400);
  });

  it('updates name, languages and metadata, validating each', async () => {
    const updated = await api.put(
      v1('/updateProject'),
      { name: 'Renamed', metadata: { plan: 'gold' } },
      fixture.headers.admin,
    );
    expect(updated.body).toMatchObject({ name: 'Renamed', metadata: { plan: 'gold' } });
    const invalid = await api.put(
      v1('/updateProject'),
      { name: '', languages: ['english'] },
      fixture.headers.admin,
    );
    expect(invalid.status).toBe(400);
    expect(invalid.body.fields.map((field: { path: string }) => field.path).sort()).toEqual([
      'languages.0',
      'name',
    ]);
  });

  it('activates and deactivates providers of its own project only', async () => {
    const providers = (await api.get(v1('/provider'), fixture.headers.admin)).body.items;
    const phone = providers.find((provider: { name: string }) => provider.name === 'phone');
    expect(phone.active).toBe(false);
    expect(
      (await api.post(v1(`/provider/${phone.id}/activate`), undefined, fixture.headers.admin)).body.active,
    ).toBe(true);
    expect(
      (await api.post(v1(`/provider/${phone.id}/deactivate`), undefined, fixture.headers.admin)).body.active,
    ).toBe(false);
    const other = await createProjectFixture(server);
    const foreign = await api.post(
      `/api/v1/project/${other.project.id}/provider/${phone.id}/activate`,
      undefined,
      other.headers.admin,
    );
    expect(foreign.status).toBe(404);
  });

  it('rotates keys: the old key stops working at once', async () => {
    const other = await createProjectFixture(server);
    const rotated = await api.post(
      `/api/v1/project/${other.project.id}/keys/rotate`,
      { kind: 'public' },
      other.headers.admin,
    );
    expect(rotated.body.api_key).not.toBe(other.project.apiKey);
    expect((await api.get('/api/v2/project/self', other.headers.public)).status).toBe(401);
    const fresh = await api.get('/api/v2/project/self', { 'x-project-key': rotated.body.api_key });
    expect(fresh.status).toBe(200);
    expect(fresh.body.private_api_key).toBeUndefined();
  });

  it('serves the spec’s fixed placeholder stats and documents', async () => {
    const stats = await api.get(v1('/stats'), fixture.headers.admin);
    expect(stats.body).toMatchObject({ currentBillAmount: { currency: 'GEL' } });
    const documents = await api.get(v1('/documents'), fixture.headers.admin);
    expect(documents.body.items[0]).toHaveProperty('previewURL');
  });

  it('answers the project self call for both keys, never revealing the private key', async () => {
    for (const headers of [fixture.headers.public, fixture.headers.private]) {
      const response = await api.get('/api/v2/project/self', headers);
      expect(response.body.id).toBe(fixture.project.id);
      expect(response.body).not.toHaveProperty('private_api_key');
    }
  });
});
