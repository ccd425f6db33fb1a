// What a key resolves to is cached per server; a change made on one server reaches the others at once.
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

/** Far below the caches' own expiry (30 s for keys, 5 s for the view): only a notification explains it. */
const PROPAGATION = { timeout: 2_000, interval: 50 };

describe('project caches across servers', () => {
  it('refuses a rotated key on the other server too, at once', async () => {
    const [api, other] = [http(first.url), http(second.url)];
    expect((await other.get('/api/v2/project/self', fixture.headers.public)).status).toBe(200);
    const rotated = await api.post(
      `/api/v1/project/${fixture.project.id}/keys/rotate`,
      { kind: 'public' },
      fixture.headers.admin,
    );
    expect(rotated.status).toBe(200);
    expect((await api.get('/api/v2/project/self', fixture.headers.public)).status).toBe(401);
    await expect
      .poll(async () => (await other.get('/api/v2/project/self', fixture.headers.public)).status, PROPAGATION)
      .toBe(401);
    const fresh = await other.get('/api/v2/project/self', { 'x-project-key': rotated.body.api_key });
    expect(fresh.body.id).toBe(fixture.project.id);
  });

  it('shows a renamed project on the other server at once', async () => {
    const reader = { 'x-private-key': fixture.project.privateApiKey };
    const other = http(second.url);
    expect((await other.get('/api/v2/project/self', reader)).body.name).toMatch(/^Project /);
    const api = http(first.url);
    const renamed = await api.put(
      `/api/v1/project/${fixture.project.id}/updateProject`,
      { name: 'Renamed' },
      fixture.headers.admin,
    );
    expect(renamed.status).toBe(200);
    await expect
      .poll(async () => (await other.get('/api/v2/project/self', reader)).body.name, PROPAGATION)
      .toBe('Renamed');
  });
});
