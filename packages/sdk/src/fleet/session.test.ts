import {
  createProjectFixture,
  type ProjectFixture,
  startTestServer,
  type TestServer,
} from '@fuel/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleApp, gzipSize } from '../test/bundle';
import { clientError, signedUpCompany } from '../test/support';
import { FLEET_SERVICES } from './entries';
import { FleetSelfService } from './self';
import { fleetSession } from './session';
import { FleetVehiclesService } from './vehicles';
import { FleetWebhooksService } from './webhooks';

// `@fuel/sdk/fleet/<service>` with `fleetSession`: one service of the fleet without `FleetClient`,
// against the real server.

let server: TestServer;
let fixture: ProjectFixture;
let sessionId: string;
beforeAll(async () => {
  server = await startTestServer();
  fixture = await createProjectFixture(server);
  sessionId = await signedUpCompany(server, fixture);
});
afterAll(() => server?.close());

describe('fleetSession and the services one by one', () => {
  it('sends the project key and the session with each service’s calls, one request per call', async () => {
    const requested: string[] = [];
    const session = fleetSession({
      url: server.url,
      projectKey: fixture.project.apiKey,
      sessionId,
      fetch: (input, init) => {
        const headers = new Headers(init?.headers);
        requested.push(
          `${init?.method ?? 'GET'} ${new URL(String(input)).pathname} ${headers.has('x-project-key')} ${headers.has('x-session-id')}`,
        );
        return fetch(input, init);
      },
    });
    const me = await new FleetSelfService(session).get();
    expect(me.membership.role).toBe('SUPER_ADMIN');
    const vehicles = new FleetVehiclesService(session);
    const created = await vehicles.create({
      registrationType: 'georgia',
      registrationNumber: 'SS-101-SS',
      make: 'Ford',
      model: 'Transit',
      fuelType: 'EURO_DIESEL',
      tankCapacityLiters: 70,
    });
    expect((await vehicles.list({ query: 'ss101' })).items.map(({ id }) => id)).toEqual([created.id]);
    expect((await new FleetWebhooksService(session).list()).items).toEqual([]);
    expect(requested).toEqual([
      'GET /api/v2/fleet/me true true',
      'POST /api/v2/fleet/vehicles true true',
      'GET /api/v2/fleet/vehicles true true',
      'GET /api/v2/fleet/webhooks true true',
    ]);
  });

  it('refuses missing options before any request, and a session that is not one', async () => {
    const options = { url: server.url, projectKey: fixture.project.apiKey, sessionId };
    for (const missing of ['url', 'projectKey', 'sessionId'] as const) {
      expect(() => fleetSession({ ...options, [missing]: '' })).toThrow(
        expect.objectContaining({ code: 'MISSING_OPTION' }),
      );
    }
    const stranger = new FleetSelfService(fleetSession({ ...options, sessionId: 'not-a-session' }));
    expect(await clientError(stranger.get())).toMatchObject({ status: 401, code: 'INVALID_SESSION' });
  });

  it.each(FLEET_SERVICES.filter((name) => name !== 'session'))(
    'fleet/%s with the session carries its own calls, not FleetClient nor the other services',
    async (name) => {
      const code = await bundleApp(
        `import * as service from './fleet/${name}.ts'; import { fleetSession } from './fleet/session.ts'; globalThis.kit = { service, fleetSession };`,
      );
      expect(code).not.toContain('needs options.sessionId or clientCredentials'); // FleetClient
      for (const other of ['/fleet/signup', '/fleet/password-reset', '/fleet/terminal']) {
        expect(code).not.toContain(other);
      }
      // The transport, errors and dates (2.8 kB with the session) and the service: 2.8–3.4 kB, FleetClient 5.0.
      expect(gzipSize(code)).toBeLessThanOrEqual(3.5 * 1000);
    },
  );
});
