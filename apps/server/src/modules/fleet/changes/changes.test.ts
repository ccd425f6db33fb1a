import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectFixture } from '../../../test/fixtures';
import type { Json } from '../../../test/http';
import { startTestServer, type TestServer } from '../../../test/server';
import { fleetAudit } from '../tables';
import { expectStatus, fieldsOf, testCompany, vehicleForm } from '../vehicles/test-support';
import { changedFields } from './service';

let server: TestServer;
let company: Awaited<ReturnType<typeof testCompany>>;
let editor: { userId: string; headers: Record<string, string> };
let truck: Json;
let van: Json;
let group: Json;
beforeAll(async () => {
  server = await startTestServer({ config: { outboxPollMs: 50 } });
  company = await testCompany(server, await createProjectFixture(server), '204334455');
  editor = await company.member({ vehicles: 'EDIT' }, 'Tamar');
  const { api, owner } = company;
  truck = (await api.post('/api/v2/fleet/vehicles', vehicleForm({ make: 'Volvo' }), owner)).body;
  van = (await api.post('/api/v2/fleet/vehicles', vehicleForm({ make: 'Ford' }), editor.headers)).body;
  group = (await api.post('/api/v2/fleet/groups', { name: 'Fleet A' }, editor.headers)).body;
  await api.post(`/api/v2/fleet/groups/${group.id}/vehicles`, { vehicleIds: [truck.id] }, editor.headers);
  // Changes of another company never show.
  const other = await testCompany(server, await createProjectFixture(server), '204334455');
  await other.api.post('/api/v2/fleet/vehicles', vehicleForm(), other.owner);
});
afterAll(() => server?.close());

const changes = (query = '', headers = company.owner) =>
  company.api.get(`/api/v2/fleet/vehicles/changes?${query}`, headers);

describe('the changes log', () => {
  it('lists who changed what, newest first, with the changed fields', async () => {
    const response = await changes();
    expectStatus(response, 200);
    expect(response.body.total).toBe(4);
    const [move, groupCreate, vanCreate, truckCreate] = response.body.items;
    expect(move).toMatchObject({
      entity: 'vehicle',
      entityId: truck.id,
      action: 'update',
      subject: truck.registrationNumber,
      actor: { userId: editor.userId, name: 'Tamar Tester' },
      changes: [{ field: 'group', before: null, after: { id: group.id, name: 'Fleet A' } }],
    });
    expect(groupCreate).toMatchObject({
      entity: 'group',
      subject: 'Fleet A',
      changes: [{ field: 'name', after: 'Fleet A' }],
    });
    expect(vanCreate).toMatchObject({ entityId: van.id, actor: { userId: editor.userId } });
    expect(truckCreate).toMatchObject({
      entityId: truck.id,
      actor: { userId: company.ownerUserId, name: 'Nino Beridze' },
    });
    expect(truckCreate.changes.map((change: Json) => change.field)).toContain('registrationNumber');
  });

  it('filters by vehicle, user and entity, and pages', async () => {
    expect((await changes(`vehicleId=${truck.id}`)).body.items.map((item: Json) => item.action)).toEqual([
      'update',
      'create',
    ]);
    expect((await changes(`userId=${company.ownerUserId}`)).body.total).toBe(1);
    expect(
      (await changes(`userId=${editor.userId}&entity=group`)).body.items.map((item: Json) => item.subject),
    ).toEqual(['Fleet A']);
    const page = await changes('limit=3&page=2');
    expect(page.body).toMatchObject({ total: 4, page: 2, limit: 3 });
    expect(page.body.items).toHaveLength(1);
    expect((await changes('order=asc&limit=1')).body.items[0].entityId).toBe(truck.id);
  });

  it('filters by days of Tbilisi (UTC+4), the last day included', async () => {
    const setAt = (entityId: string, at: string) =>
      server.database.db
        .update(fleetAudit)
        .set({ at: new Date(at) })
        .where(eq(fleetAudit.entityId, entityId));
    await setAt(truck.id, '2026-03-01T19:59:59.000Z'); // 23:59:59 on 1 March in Tbilisi
    await setAt(van.id, '2026-03-01T20:00:00.000Z'); // 00:00 on 2 March in Tbilisi
    const subjects = async (query: string) =>
      (await changes(query)).body.items.map((item: Json) => item.subject as string).sort();
    expect(await subjects('from=2026-03-01&to=2026-03-01')).toEqual(
      [truck.registrationNumber, truck.registrationNumber].sort(),
    );
    expect(await subjects('from=2026-03-02&to=2026-03-02')).toEqual([van.registrationNumber]);
    expect(await subjects('to=2026-03-02')).toHaveLength(3);
    const backwards = await changes('from=2026-03-02&to=2026-03-01');
    expectStatus(backwards, 400);
    expect(fieldsOf(backwards.body)).toEqual(['to:custom']);
    expect(fieldsOf((await changes('from=2026-13-01')).body)).toEqual(['from:invalid_format']);
  });

  it('offers the company’s users for the user filter, and is for VIEW users too', async () => {
    const viewer = await company.member({ vehicles: 'VIEW' }, 'Zura');
    const users = await company.api.get('/api/v2/fleet/vehicles/changes/users', viewer.headers);
    expectStatus(users, 200);
    expect(users.body.items.map((user: Json) => user.name)).toEqual([
      'Nino Beridze',
      'Tamar Tester',
      'Zura Tester',
    ]);
    expectStatus(await changes('', viewer.headers), 200);
    const outsider = await company.member({ users: 'EDIT' });
    expect((await changes('', outsider.headers)).body.code).toBe('NOT_AUTHORIZED');
  });
});

describe('a long log', () => {
  it('counts up to 10,000 changes, then says the total is capped', async () => {
    const big = await testCompany(server, await createProjectFixture(server), '401122334');
    const vehicle = (await big.api.post('/api/v2/fleet/vehicles', vehicleForm(), big.owner)).body;
    const rows = Array.from({ length: 10_000 }, () => ({
      companyId: big.companyId,
      actorUserId: big.ownerUserId,
      entity: 'vehicle',
      entityId: vehicle.id,
      action: 'update',
    }));
    for (let start = 0; start < rows.length; start += 2_000) {
      await server.database.db.insert(fleetAudit).values(rows.slice(start, start + 2_000));
    }
    const page = await big.api.get('/api/v2/fleet/vehicles/changes?limit=1', big.owner);
    expect(page.body).toMatchObject({ total: 10_000, totalCapped: true });
    // Known to be past the cap now: later pages say so without counting, with the right rows.
    const later = await big.api.get('/api/v2/fleet/vehicles/changes?limit=2&page=3', big.owner);
    expect(later.body).toMatchObject({ total: 10_000, totalCapped: true, page: 3 });
    expect(later.body.items).toHaveLength(2);
    const beyond = await big.api.get('/api/v2/fleet/vehicles/changes?limit=100&page=200', big.owner);
    expect(beyond.body).toMatchObject({ items: [], total: 10_000, totalCapped: true });
    // A user's filter is counted every time (a deleted user's rows lose their name).
    const own = await big.api.get(`/api/v2/fleet/vehicles/changes?userId=${big.ownerUserId}`, big.owner);
    expect(own.body).toMatchObject({ total: 10_000, totalCapped: true });
    const narrow = await big.api.get('/api/v2/fleet/vehicles/changes?entity=group', big.owner);
    expect(narrow.body).toMatchObject({ total: 0, totalCapped: false });
  });
});

describe('changedFields', () => {
  it('compares groups by id and leaves out the timestamps', () => {
    expect(
      changedFields(
        { make: 'A', group: { id: '1', name: 'Old name' }, updatedAt: 'x' },
        { make: 'A', group: { id: '1', name: 'New name' }, updatedAt: 'y' },
      ),
    ).toEqual([]);
    expect(changedFields(null, { name: 'G' })).toEqual([{ field: 'name', before: null, after: 'G' }]);
  });

  it('compares lists and objects by their JSON, and never a number with its text', () => {
    expect(
      changedFields(
        { fuelTypes: ['EURO_DIESEL'], limits: { daily: 100 }, year: 2020, note: null },
        { fuelTypes: ['EURO_DIESEL'], limits: { daily: 100 }, year: 2020, note: null },
      ),
    ).toEqual([]);
    expect(
      changedFields(
        { fuelTypes: ['EURO_DIESEL'], limits: { daily: 100 }, year: 2020, note: null },
        { fuelTypes: ['EURO_DIESEL', 'PREMIUM'], limits: { daily: 200 }, year: '2020', note: '' },
      ).map((change) => change.field),
    ).toEqual(['fuelTypes', 'limits', 'year', 'note']);
  });
});
