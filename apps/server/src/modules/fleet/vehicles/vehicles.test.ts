import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectFixture } from '../../../test/fixtures';
import type { Json } from '../../../test/http';
import { startTestServer, type TestServer } from '../../../test/server';
import { expectStatus, fieldsOf, testCompany, vehicleForm } from './test-support';

let server: TestServer;
let company: Awaited<ReturnType<typeof testCompany>>;
let other: Awaited<ReturnType<typeof testCompany>>;
beforeAll(async () => {
  server = await startTestServer({ config: { outboxPollMs: 50 } });
  const fixture = await createProjectFixture(server);
  company = await testCompany(server, fixture, '204567891');
  other = await testCompany(server, fixture, '404987654');
});
afterAll(() => server?.close());

const create = (body: Json, headers = company.owner) =>
  company.api.post('/api/v2/fleet/vehicles', body, headers);
const list = (query: string, headers = company.owner) =>
  company.api.get(`/api/v2/fleet/vehicles?${query}`, headers);

describe('add and edit', () => {
  it('stores the registration number in its type’s format and answers the vehicle', async () => {
    const response = await create(
      vehicleForm({ registrationNumber: ' ab 123 cd ', trailerNumber: 'tr 55', groupId: null, make: ' ' }),
    );
    expectStatus(response, 201);
    expect(response.body).toMatchObject({
      registrationType: 'georgia',
      registrationNumber: 'AB-123-CD',
      make: null,
      trailerNumber: 'TR 55',
      tankCapacityLiters: 400,
      group: null,
      status: 'active',
    });
    const read = await company.api.get(`/api/v2/fleet/vehicles/${response.body.id}`, company.owner);
    expect(read.body).toEqual(response.body);
  });

  it('checks the format per registration type', async () => {
    const cases: [string, string, boolean][] = [
      ['georgia', 'AA-123-BB', true],
      ['georgia', 'AA-1234-BB', false],
      ['georgia', 'A1-123-BB', false],
      ['transit', 'TR-123-AB', true],
      ['transit', 'AA-123-BB', false],
      ['diplomatic', 'CD-001-123', true],
      ['diplomatic', 'CD-01-123', false],
      ['other', 'B 1234 XY', true],
      ['other', 'X', false],
      ['other', 'AB#12', false],
    ];
    for (const [registrationType, registrationNumber, valid] of cases) {
      const response = await create(vehicleForm({ registrationType, registrationNumber }));
      if (valid) expectStatus(response, 201);
      else {
        expectStatus(response, 400);
        expect(fieldsOf(response.body), `${registrationType} ${registrationNumber}`).toEqual([
          'registrationNumber:invalid_format',
        ]);
        // The message is a key of the portal's messages, which shows the type's own example.
        expect(response.body.fields[0].message).toBe('registrationFormat');
      }
    }
  });

  it('names every field it refuses, and writes nothing', async () => {
    const before = (await list('limit=1')).body.total;
    const response = await create({
      registrationType: 'mars',
      registrationNumber: '',
      numberPlate: 'x'.repeat(16),
      make: 'm'.repeat(36),
      model: 'm'.repeat(36),
      color: 'c'.repeat(36),
      fuelType: 'PETROL',
      tankCapacityLiters: 0,
      trailerNumber: '#',
      groupId: 'not-a-uuid',
      status: 'lost',
    });
    expectStatus(response, 400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
    expect(fieldsOf(response.body).sort()).toEqual(
      [
        'registrationType:invalid_value',
        'registrationNumber:too_small',
        'numberPlate:invalid_format',
        'make:too_big',
        'model:too_big',
        'color:too_big',
        'fuelType:invalid_value',
        'tankCapacityLiters:too_small',
        'trailerNumber:invalid_format',
        'groupId:invalid_format',
        'status:invalid_value',
      ].sort(),
    );
    // Left out: each named, with the message 'Required fields are not filled' (the key `required`).
    const required = await create({});
    expect(required.body.fields.map((field: Json) => `${field.path}:${field.message}`).sort()).toEqual(
      ['fuelType:required', 'registrationNumber:required', 'registrationType:required'].sort(),
    );
    expect((await list('limit=1')).body.total).toBe(before);
  });

  it('refuses a duplicate registration number in the company (409 naming the field), not in another', async () => {
    const form = vehicleForm();
    expectStatus(await create(form), 201);
    const again = await create({ ...form, registrationNumber: form.registrationNumber.toLowerCase() });
    expectStatus(again, 409);
    expect(again.body.code).toBe('REGISTRATION_NUMBER_EXISTS');
    expect(fieldsOf(again.body)).toEqual(['registrationNumber:unique']);
    expectStatus(await create(form, other.owner), 201);

    const second = await create(vehicleForm());
    const clash = await company.api.put(
      `/api/v2/fleet/vehicles/${second.body.id}`,
      { ...form, registrationNumber: form.registrationNumber },
      company.owner,
    );
    expect([clash.status, clash.body.code]).toEqual([409, 'REGISTRATION_NUMBER_EXISTS']);
  });

  it('edits every field and audits the change with the record before and after', async () => {
    const group = await company.api.post('/api/v2/fleet/groups', { name: 'Edit crew' }, company.owner);
    const created = await create(vehicleForm());
    const form = vehicleForm({
      registrationType: 'other',
      registrationNumber: 'de 12345',
      numberPlate: 'P-77',
      make: 'MAN',
      model: 'TGX',
      color: 'red',
      fuelType: 'G_FORCE_DIESEL',
      tankCapacityLiters: 512.5,
      trailerNumber: 'TT-99',
      groupId: group.body.id,
      status: 'inactive',
    });
    const edited = await company.api.put(`/api/v2/fleet/vehicles/${created.body.id}`, form, company.owner);
    expectStatus(edited, 200);
    const { groupId: _groupId, ...fields } = form;
    expect(edited.body).toMatchObject({
      ...fields,
      registrationNumber: 'DE 12345',
      group: { id: group.body.id, name: 'Edit crew' },
    });

    const audit = await company.auditOf(created.body.id);
    expect(audit.map((row) => row.action)).toEqual(['create', 'update']);
    expect(audit[0]).toMatchObject({ entity: 'vehicle', actorUserId: company.ownerUserId, before: null });
    expect(audit[0]!.after).toMatchObject({ registrationNumber: created.body.registrationNumber });
    expect(audit[1]!.before).toMatchObject({
      registrationNumber: created.body.registrationNumber,
      group: null,
    });
    expect(audit[1]!.after).toMatchObject({
      registrationNumber: 'DE 12345',
      tankCapacityLiters: 512.5,
      group: { id: group.body.id, name: 'Edit crew' },
    });

    // The same form again changes nothing and logs nothing.
    expectStatus(
      await company.api.put(`/api/v2/fleet/vehicles/${created.body.id}`, form, company.owner),
      200,
    );
    expect(await company.auditOf(created.body.id)).toHaveLength(2);
  });

  it('refuses a group of another company and a vehicle of another company', async () => {
    const foreignGroup = await other.api.post('/api/v2/fleet/groups', { name: 'Theirs' }, other.owner);
    const response = await create(vehicleForm({ groupId: foreignGroup.body.id }));
    expectStatus(response, 400);
    expect(fieldsOf(response.body)).toEqual(['groupId:not_found']);
    const theirs = await create(vehicleForm(), other.owner);
    expectStatus(await company.api.get(`/api/v2/fleet/vehicles/${theirs.body.id}`, company.owner), 404);
    expectStatus(
      await company.api.put(`/api/v2/fleet/vehicles/${theirs.body.id}`, vehicleForm(), company.owner),
      404,
    );
  });
});

describe('the list', () => {
  let groupId: string;
  beforeAll(async () => {
    const fleet = await testCompany(server, await createProjectFixture(server), '205123987');
    company = fleet;
    groupId = (await fleet.api.post('/api/v2/fleet/groups', { name: 'Tankers' }, fleet.owner)).body.id;
    const rows: Json[] = [
      { registrationNumber: 'AA-001-AA', make: 'Scania', model: 'R450', fuelType: 'EURO_DIESEL', groupId },
      { registrationNumber: 'AA-002-AA', make: 'Toyota', model: 'Hilux', fuelType: 'EURO_REGULAR' },
      {
        registrationNumber: 'BB-003-BB',
        make: 'Scania',
        model: 'P280',
        fuelType: 'EURO_DIESEL',
        status: 'inactive',
      },
      { registrationNumber: 'CC-004-CC', make: 'Ford', model: 'Transit', fuelType: 'GAS', groupId },
      {
        registrationNumber: 'DD-005-DD',
        make: 'Volvo',
        model: 'FH',
        fuelType: 'EURO_DIESEL',
        tankCapacityLiters: 900,
      },
    ];
    for (const row of rows) expectStatus(await create(vehicleForm({ tankCapacityLiters: 100, ...row })), 201);
  });

  const numbers = (body: Json) => body.items.map((vehicle: Json) => vehicle.registrationNumber);

  it('searches the registration number with or without dashes, the make and the model', async () => {
    expect(numbers((await list('query=scania')).body)).toEqual(['AA-001-AA', 'BB-003-BB']);
    expect(numbers((await list('query=aa002')).body)).toEqual(['AA-002-AA']);
    expect(numbers((await list('query=cc-004')).body)).toEqual(['CC-004-CC']);
    expect(numbers((await list('query=hilu')).body)).toEqual(['AA-002-AA']);
    expect((await list('query=100%25')).body.total).toBe(0);
  });

  it('filters by group (or none), status and fuel type', async () => {
    expect(numbers((await list(`groupId=${groupId}`)).body)).toEqual(['AA-001-AA', 'CC-004-CC']);
    expect(numbers((await list('groupId=none&status=active')).body)).toEqual(['AA-002-AA', 'DD-005-DD']);
    expect(numbers((await list('fuelType=EURO_DIESEL&status=active')).body)).toEqual([
      'AA-001-AA',
      'DD-005-DD',
    ]);
    expectStatus(await list('fuelType=PETROL'), 400);
  });

  it('sorts and pages in the database', async () => {
    const page = await list('sort=tankCapacity&order=desc&limit=2&page=1');
    expect(page.body).toMatchObject({ total: 5, page: 1, limit: 2 });
    expect(numbers(page.body)).toEqual(['DD-005-DD', 'AA-001-AA']);
    expect(numbers((await list('sort=tankCapacity&order=desc&limit=2&page=3')).body)).toEqual(['CC-004-CC']);
    expect(numbers((await list('sort=make&limit=2')).body)).toEqual(['CC-004-CC', 'AA-001-AA']);
    expect(numbers((await list('sort=group&limit=2')).body)).toEqual(['AA-001-AA', 'CC-004-CC']);
    expectStatus(await list('limit=201'), 400);
  });
});

describe('permissions', () => {
  it('lets a VIEW user read and refuses their writes; no page means no access', async () => {
    const viewer = await company.member({ vehicles: 'VIEW' });
    const existing = (await list('limit=1')).body.items[0];
    expectStatus(await list('limit=1', viewer.headers), 200);
    expectStatus(await company.api.get(`/api/v2/fleet/vehicles/${existing.id}`, viewer.headers), 200);
    expectStatus(await company.api.get('/api/v2/fleet/vehicles/export', viewer.headers), 200);
    for (const refused of [
      await create(vehicleForm(), viewer.headers),
      await company.api.put(`/api/v2/fleet/vehicles/${existing.id}`, vehicleForm(), viewer.headers),
      await company.api.post(
        '/api/v2/fleet/vehicles/import',
        { csv: 'registrationNumber,fuelType\nAA-123-ZZ,GAS' },
        viewer.headers,
      ),
    ]) {
      expect([refused.status, refused.body.code]).toEqual([403, 'NOT_AUTHORIZED']);
    }
    const editor = await company.member({ vehicles: 'EDIT' });
    expectStatus(await create(vehicleForm(), editor.headers), 201);
    const outsider = await company.member({ users: 'EDIT' });
    expect((await list('limit=1', outsider.headers)).body.code).toBe('NOT_AUTHORIZED');
  });
});
