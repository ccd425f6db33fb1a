import {
  createProjectFixture,
  type ProjectFixture,
  startTestServer,
  type TestServer,
} from '@fuel/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FleetClient } from '../fleet';
import { clientError, signedUpCompany } from '../test/support';

// The kit's vehicles and groups services against the real server, as a company's main admin.

let server: TestServer;
let fixture: ProjectFixture;
let fleet: FleetClient;
beforeAll(async () => {
  server = await startTestServer({ config: { outboxPollMs: 50 } });
  fixture = await createProjectFixture(server);
  fleet = new FleetClient({
    url: server.url,
    projectKey: fixture.project.apiKey,
    sessionId: await signedUpCompany(server, fixture),
  });
});
afterAll(() => server?.close());

const form = (registrationNumber: string) => ({
  registrationType: 'georgia' as const,
  registrationNumber,
  make: 'Toyota',
  model: 'Hilux',
  fuelType: 'EURO_DIESEL' as const,
  tankCapacityLiters: 80,
});

describe('FleetClient vehicles', () => {
  it('adds, reads, edits and lists vehicles; dates are dates', async () => {
    const created = await fleet.vehicles.create(form('kt 001 aa'));
    expect(created).toMatchObject({ registrationNumber: 'KT-001-AA', group: null, status: 'active' });
    expect(created.createdAt).toBeInstanceOf(Date);
    expect(await fleet.vehicles.get(created.id)).toEqual(created);
    const edited = await fleet.vehicles.update(created.id, { ...form('KT-001-AA'), status: 'inactive' });
    expect(edited.status).toBe('inactive');
    const page = await fleet.vehicles.list({ query: 'kt001', status: 'inactive' });
    expect(page).toMatchObject({ total: 1, page: 1, limit: 20 });
    expect(page.items[0]!.id).toBe(created.id);

    const duplicate = await clientError(fleet.vehicles.create(form('KT-001-AA')));
    expect([duplicate.status, duplicate.code, duplicate.fields[0]?.path]).toEqual([
      409,
      'REGISTRATION_NUMBER_EXISTS',
      'registrationNumber',
    ]);
  });

  it('imports all or nothing, with the per-row report, and exports', async () => {
    const bad = await clientError(
      fleet.vehicles.import('registrationNumber,fuelType\nKT-010-AA,GAS\nKT-1,GAS\n'),
    );
    expect([bad.status, bad.code]).toEqual([400, 'IMPORT_INVALID']);
    expect(bad.fields.map((field) => `${field.path}:${field.rule}`)).toEqual([
      'rows.3.registrationNumber:invalid_format',
    ]);
    expect(await fleet.vehicles.import('registrationNumber,fuelType\nKT-010-AA,GAS\n')).toEqual({
      created: 1,
    });
    const file = await fleet.vehicles.export({ fuelType: 'GAS' });
    expect(file.content).toContain('KT-010-AA');
    expect(file.content).not.toContain('KT-001-AA');
  });

  it('groups vehicles, asks before moving one, and logs the changes', async () => {
    const [north, south] = [
      await fleet.groups.create({ name: 'North' }),
      await fleet.groups.create({ name: 'South' }),
    ];
    const vehicle = await fleet.vehicles.create(form('KT-020-AA'));
    expect(await fleet.groups.addVehicles(north.id, { vehicleIds: [vehicle.id] })).toMatchObject({
      added: 1,
    });
    const ask = await clientError(fleet.groups.addVehicles(south.id, { vehicleIds: [vehicle.id] }));
    expect([ask.status, ask.code, ask.fields[0]?.path]).toEqual([
      409,
      'VEHICLES_IN_OTHER_GROUP',
      'vehicleIds.0',
    ]);
    expect(await fleet.groups.addVehicles(south.id, { vehicleIds: [vehicle.id], move: true })).toMatchObject({
      moved: 1,
    });
    const renamed = await fleet.groups.rename(south.id, { name: 'South-East' });
    expect(renamed).toMatchObject({ name: 'South-East', vehicleCount: 1 });
    expect((await fleet.groups.list()).items.map((group) => group.name)).toEqual(['North', 'South-East']);
    await fleet.groups.removeVehicle(south.id, vehicle.id);
    await fleet.groups.delete(north.id);
    const taken = await clientError(fleet.groups.create({ name: 'south-east' }));
    expect([taken.status, taken.code]).toEqual([409, 'GROUP_NAME_EXISTS']);

    const log = await fleet.vehicles.changes({ vehicleId: vehicle.id });
    expect(log.items.map((change) => change.action)).toEqual(['update', 'update', 'update', 'create']);
    expect(log.items[0]!.at).toBeInstanceOf(Date);
    const users = await fleet.vehicles.changeUsers();
    expect(users.items).toHaveLength(1);
    expect(log.items[0]!.actor).toEqual(users.items[0]);
  });

  it('needs a session', () => {
    const anonymous = new FleetClient({ url: server.url, projectKey: fixture.project.apiKey });
    expect(() => anonymous.vehicles).toThrow(TypeError);
    expect(() => anonymous.groups).toThrow(TypeError);
  });
});
