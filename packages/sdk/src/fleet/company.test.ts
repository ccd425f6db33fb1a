import { randomInt } from 'node:crypto';
import {
  companyTools,
  createProjectFixture,
  type ProjectFixture,
  startTestServer,
  type TestServer,
  uniquePersonalNumber,
} from '@fuel/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FleetClient } from '../fleet';
import { clientError } from '../test/support';

let server: TestServer;
let fixture: ProjectFixture;
let tools: ReturnType<typeof companyTools>;
beforeAll(async () => {
  server = await startTestServer();
  fixture = await createProjectFixture(server);
  tools = companyTools(server, fixture);
});
afterAll(() => server?.close());

const client = (headers: Record<string, string>) =>
  new FleetClient({
    url: server.url,
    projectKey: fixture.project.apiKey,
    sessionId: headers['x-session-id'],
  });

describe('FleetClient: the company’s users, settings and home', () => {
  it('adds, lists, edits and manages users', async () => {
    const { owner } = await tools.company('204567891');
    const fleet = client(owner.headers);
    const email = `kit-${randomInt(0, 1e9).toString(36)}@example.ge`;
    const created = await fleet.users.create({
      firstName: 'Nika',
      lastName: 'Gelashvili',
      personalNumber: uniquePersonalNumber(),
      phone: '555 98 76 54',
      email,
      permissions: { vehicles: 'VIEW' },
    });
    expect(created.user.createdAt).toBeInstanceOf(Date);
    const page = await fleet.users.list({ q: 'nika', status: ['active'], sort: 'name', limit: 5 });
    expect(page.items.map((user) => user.email)).toEqual([email]);
    const edited = await fleet.users.update(created.user.id, {
      firstName: 'Nikoloz',
      lastName: 'Gelashvili',
      personalNumber: created.user.personalNumber!,
      phone: created.user.phone,
      email,
    });
    expect(edited.firstName).toBe('Nikoloz');
    expect((await fleet.users.setPermissions(created.user.id, { vehicles: 'EDIT' })).permissions).toEqual({
      vehicles: 'EDIT',
    });
    expect((await fleet.users.setStatus(created.user.id, 'inactive')).status).toBe('inactive');
    const duplicate = await clientError(
      fleet.users.create({
        firstName: 'Dato',
        lastName: 'Gelashvili',
        personalNumber: created.user.personalNumber!,
        email: `x${email}`,
        phone: '555000999',
        permissions: {},
      }),
    );
    expect([duplicate.status, duplicate.code, duplicate.fields[0]?.path]).toEqual([
      409,
      'PERSONAL_NUMBER_EXISTS',
      'personalNumber',
    ]);
  });

  it('reads and changes the settings, and the home', async () => {
    const { owner } = await tools.company('404987654');
    const fleet = client(owner.headers);
    expect((await fleet.settings.updatePreferences({ language: 'ka' })).language).toBe('ka');
    const wrong = await clientError(
      fleet.settings.changePassword({
        currentPassword: 'Wrong-pass-1',
        newPassword: 'New-pass-12',
        confirmPassword: 'New-pass-12',
      }),
    );
    expect(wrong.code).toBe('WRONG_PASSWORD');
    const home = await fleet.home.get({ product: 'GAS' });
    expect(home.company.identificationCode).toBe('404987654');
    expect(home.balance).toMatchObject({ product: 'GAS', points: { amount: 0, currency: 'GEL' } });
  });

  it('needs a session for the company’s routes', () => {
    const anonymous = new FleetClient({ url: server.url, projectKey: fixture.project.apiKey });
    expect(() => anonymous.users).toThrow(TypeError);
  });
});
