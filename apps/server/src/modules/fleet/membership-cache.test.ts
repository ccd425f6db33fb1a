// Each server caches the memberships its company guard reads; a change reaches the server that made it
// on the user's next request, and every other server through the database's notification.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectFixture, type ProjectFixture } from '../../test/fixtures';
import { http } from '../../test/http';
import { startTestServer, type TestServer } from '../../test/server';
import { companyTools } from './users/test-support';

let first: TestServer;
let second: TestServer;
let fixture: ProjectFixture;
let tools: ReturnType<typeof companyTools>;
beforeAll(async () => {
  first = await startTestServer();
  second = await startTestServer({ database: first.database });
  fixture = await createProjectFixture(first);
  tools = companyTools(first, fixture);
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

/** Far below the cache's own expiry (10 s): only the notification explains it. */
const PROPAGATION = { timeout: 2_000, interval: 20 };

describe('membership cache across servers', () => {
  it('applies a permission change and a block here on the next request, there within milliseconds', async () => {
    const [here, there] = [http(first.url), http(second.url)];
    const { company, owner } = await tools.company('405123456');
    const member = await tools.member(company.id, { vehicles: 'VIEW' });
    const vehicles = (api: typeof here) => api.get('/api/v2/fleet/vehicles', member.headers);
    // Both servers have read (and cached) the membership.
    expect((await vehicles(here)).status).toBe(200);
    expect((await vehicles(there)).status).toBe(200);

    const revoked = await here.put(
      `/api/v2/fleet/users/${member.membershipId}/permissions`,
      { permissions: { home: 'VIEW' } },
      owner.headers,
    );
    expect(revoked.status).toBe(200);
    expect((await vehicles(here)).body.code).toBe('NOT_AUTHORIZED');
    await expect.poll(async () => (await vehicles(there)).body.code, PROPAGATION).toBe('NOT_AUTHORIZED');

    const blocked = await there.put(
      `/api/v2/fleet/users/${member.membershipId}/status`,
      { status: 'blocked' },
      owner.headers,
    );
    expect(blocked.status).toBe(200);
    expect((await there.get('/api/v2/fleet/me', member.headers)).body.code).toBe('USER_BLOCKED');
    await expect
      .poll(async () => (await here.get('/api/v2/fleet/me', member.headers)).body.code, PROPAGATION)
      .toBe('USER_BLOCKED');
  });
});
