import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectFixture } from '../../../test/fixtures';
import type { Json } from '../../../test/http';
import { startTestServer, type TestServer } from '../../../test/server';
import { expectStatus, fieldsOf, testCompany, vehicleForm } from '../vehicles/test-support';

let server: TestServer;
let company: Awaited<ReturnType<typeof testCompany>>;
beforeAll(async () => {
  server = await startTestServer({ config: { outboxPollMs: 50 } });
  company = await testCompany(server, await createProjectFixture(server), '400234567');
});
afterAll(() => server?.close());

const createGroup = (name: string, headers = company.owner) =>
  company.api.post('/api/v2/fleet/groups', { name }, headers);
const addVehicle = async (overrides: Json = {}) => {
  const response = await company.api.post('/api/v2/fleet/vehicles', vehicleForm(overrides), company.owner);
  expectStatus(response, 201);
  return response.body;
};
const addToGroup = (groupId: string, body: Json) =>
  company.api.post(`/api/v2/fleet/groups/${groupId}/vehicles`, body, company.owner);
const vehicle = async (id: string) =>
  (await company.api.get(`/api/v2/fleet/vehicles/${id}`, company.owner)).body;

describe('names', () => {
  it('creates, renames and refuses a name the company has, whatever its case', async () => {
    const trucks = await createGroup('  Trucks ');
    expectStatus(trucks, 201);
    expect(trucks.body).toMatchObject({ name: 'Trucks', vehicleCount: 0 });
    const again = await createGroup('TRUCKS');
    expectStatus(again, 409);
    expect(again.body).toMatchObject({ code: 'GROUP_NAME_EXISTS', message: 'Group name must be unique' });
    expect(fieldsOf(again.body)).toEqual(['name:unique']);

    const vans = await createGroup('Vans');
    const clash = await company.api.put(
      `/api/v2/fleet/groups/${vans.body.id}`,
      { name: 'trucks' },
      company.owner,
    );
    expect([clash.status, clash.body.code]).toEqual([409, 'GROUP_NAME_EXISTS']);
    const renamed = await company.api.put(
      `/api/v2/fleet/groups/${vans.body.id}`,
      { name: 'Vans & pickups' },
      company.owner,
    );
    expectStatus(renamed, 200);
    expect(renamed.body.name).toBe('Vans & pickups');
    expect(fieldsOf((await createGroup('   ')).body)).toEqual(['name:too_small']);
    expect(fieldsOf((await createGroup('g'.repeat(36))).body)).toEqual(['name:too_big']);

    const audit = await company.auditOf(vans.body.id);
    expect(audit.map((row) => [row.action, row.before, row.after])).toEqual([
      ['create', null, { name: 'Vans' }],
      ['update', { name: 'Vans' }, { name: 'Vans & pickups' }],
    ]);
  });

  it('gives two concurrent creates of one name one group and one 409', async () => {
    for (let round = 0; round < 3; round++) {
      const name = `Night shift ${round}`;
      const answers = await Promise.all([createGroup(name), createGroup(name.toUpperCase())]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      const listed = await company.api.get(
        `/api/v2/fleet/groups?query=${encodeURIComponent(name)}`,
        company.owner,
      );
      expect(listed.body.total).toBe(1);
    }
  });
});

describe('members', () => {
  it('adds vehicles, and moves one from another group only when told to', async () => {
    const north = (await createGroup('North')).body;
    const south = (await createGroup('South')).body;
    const [first, second, third] = [await addVehicle(), await addVehicle(), await addVehicle()];
    const added = await addToGroup(north.id, { vehicleIds: [first.id, second.id] });
    expectStatus(added, 200);
    expect(added.body).toMatchObject({ added: 2, moved: 0, group: { id: north.id, vehicleCount: 2 } });

    const refused = await addToGroup(south.id, { vehicleIds: [third.id, second.id] });
    expectStatus(refused, 409);
    expect(refused.body.code).toBe('VEHICLES_IN_OTHER_GROUP');
    expect(fieldsOf(refused.body)).toEqual(['vehicleIds.1:in_other_group']);
    expect(refused.body.fields[0].message).toContain(second.registrationNumber);
    expect((await vehicle(third.id)).group).toBeNull();

    const moved = await addToGroup(south.id, { vehicleIds: [third.id, second.id], move: true });
    expect(moved.body).toMatchObject({ added: 1, moved: 1, group: { vehicleCount: 2 } });
    expect((await vehicle(second.id)).group).toEqual({ id: south.id, name: 'South' });

    const audit = await company.auditOf(second.id);
    expect(
      audit.map((row) => [row.action, (row.before as Json)?.group?.name, (row.after as Json)?.group?.name]),
    ).toEqual([
      ['create', undefined, undefined],
      ['update', undefined, 'North'],
      ['update', 'North', 'South'],
    ]);

    // Adding a vehicle the group holds changes nothing.
    expect((await addToGroup(south.id, { vehicleIds: [second.id] })).body).toMatchObject({
      added: 0,
      moved: 0,
    });
    expect(await company.auditOf(second.id)).toHaveLength(3);

    const removed = await company.api.delete(
      `/api/v2/fleet/groups/${south.id}/vehicles/${second.id}`,
      company.owner,
    );
    expectStatus(removed, 204);
    expect((await vehicle(second.id)).group).toBeNull();
    expectStatus(
      await company.api.delete(`/api/v2/fleet/groups/${south.id}/vehicles/${second.id}`, company.owner),
      404,
    );
  });

  it('refuses a vehicle of another company and an empty list', async () => {
    const group = (await createGroup('Guarded')).body;
    const stranger = await testCompany(server, await createProjectFixture(server), '404112233');
    const theirs = await stranger.api.post('/api/v2/fleet/vehicles', vehicleForm(), stranger.owner);
    expectStatus(await addToGroup(group.id, { vehicleIds: [theirs.body.id] }), 404);
    expect(fieldsOf((await addToGroup(group.id, { vehicleIds: [] })).body)).toEqual(['vehicleIds:too_small']);
    expectStatus(
      await stranger.api.post(
        `/api/v2/fleet/groups/${group.id}/vehicles`,
        { vehicleIds: [theirs.body.id] },
        stranger.owner,
      ),
      404,
    );
  });

  it('deletes a group and keeps its vehicles, in no group, audited', async () => {
    const group = (await createGroup('Doomed')).body;
    const member = await addVehicle({ groupId: group.id });
    expectStatus(await company.api.delete(`/api/v2/fleet/groups/${group.id}`, company.owner), 204);
    expect((await vehicle(member.id)).group).toBeNull();
    const groupAudit = await company.auditOf(group.id);
    expect(groupAudit.map((row) => [row.action, row.before])).toEqual([
      ['create', null],
      ['delete', { name: 'Doomed', vehicleCount: 1 }],
    ]);
    const vehicleAudit = await company.auditOf(member.id);
    expect(vehicleAudit.at(-1)).toMatchObject({ action: 'update', after: { group: null } });
    expectStatus(await company.api.delete(`/api/v2/fleet/groups/${group.id}`, company.owner), 404);
  });
});

describe('the list and permissions', () => {
  it('lists with vehicle counts, sorted; a VIEW user reads but cannot change', async () => {
    const listed = await company.api.get(
      '/api/v2/fleet/groups?sort=vehicleCount&order=desc&limit=2',
      company.owner,
    );
    expectStatus(listed, 200);
    expect(listed.body.items).toHaveLength(2);
    expect(listed.body.items[0].vehicleCount).toBeGreaterThanOrEqual(listed.body.items[1].vehicleCount);

    const viewer = await company.member({ vehicles: 'VIEW' });
    const group = listed.body.items[0];
    expectStatus(await company.api.get('/api/v2/fleet/groups', viewer.headers), 200);
    for (const refused of [
      await createGroup('Mine', viewer.headers),
      await company.api.put(`/api/v2/fleet/groups/${group.id}`, { name: 'Mine' }, viewer.headers),
      await company.api.delete(`/api/v2/fleet/groups/${group.id}`, viewer.headers),
      await company.api.post(
        `/api/v2/fleet/groups/${group.id}/vehicles`,
        { vehicleIds: [group.id] },
        viewer.headers,
      ),
    ]) {
      expect([refused.status, refused.body.code]).toEqual([403, 'NOT_AUTHORIZED']);
    }
  });
});
