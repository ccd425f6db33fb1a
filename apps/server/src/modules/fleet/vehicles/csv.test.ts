import { eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectFixture } from '../../../test/fixtures';
import { startTestServer, type TestServer } from '../../../test/server';
import { fleetAudit } from '../tables';
import { expectStatus, fieldsOf, testCompany, vehicleForm } from './test-support';

let server: TestServer;
let company: Awaited<ReturnType<typeof testCompany>>;
beforeAll(async () => {
  server = await startTestServer({ config: { outboxPollMs: 50 } });
  company = await testCompany(server, await createProjectFixture(server), '445566778');
  expectStatus(await company.api.post('/api/v2/fleet/groups', { name: 'Tankers' }, company.owner), 201);
  expectStatus(
    await company.api.post(
      '/api/v2/fleet/vehicles',
      vehicleForm({ registrationNumber: 'EX-100-AA' }),
      company.owner,
    ),
    201,
  );
});
afterAll(() => server?.close());

const importCsv = (csv: string, headers = company.owner) =>
  company.api.post('/api/v2/fleet/vehicles/import', { csv }, headers);
const total = async () => (await company.api.get('/api/v2/fleet/vehicles?limit=1', company.owner)).body.total;
const auditCount = async () =>
  (await server.database.db.select().from(fleetAudit).where(eq(fleetAudit.companyId, company.companyId)))
    .length;

const header = 'registrationType,registrationNumber,make,model,fuelType,tankCapacityLiters,group,status';

describe('import', () => {
  it('saves nothing when one row is bad, and reports every bad row by line and column', async () => {
    const [vehiclesBefore, auditBefore] = [await total(), await auditCount()];
    const csv = [
      header,
      'georgia,IM-001-AA,Volvo,FH,EURO_DIESEL,400,Tankers,active',
      'georgia,IM-1-AA,Volvo,FH,EURO_DIESEL,400,,active',
      'georgia,IM-003-AA,Volvo,FH,Petrol,-5,Nowhere,lost',
      'georgia,im 001 aa,Volvo,FH,EURO_DIESEL,,,',
      'georgia,EX-100-AA,Volvo,FH,GAS,,,',
    ].join('\n');
    const response = await importCsv(csv);
    expectStatus(response, 400);
    expect(response.body.code).toBe('IMPORT_INVALID');
    expect(response.body.message).toBe('4 rows have errors; nothing was imported');
    expect(fieldsOf(response.body)).toEqual([
      'rows.3.registrationNumber:invalid_format',
      'rows.4.group:not_found',
      'rows.4.fuelType:invalid_value',
      'rows.4.tankCapacityLiters:too_small',
      'rows.4.status:invalid_value',
      'rows.5.registrationNumber:duplicate_in_file',
      'rows.6.registrationNumber:unique',
    ]);
    expect([await total(), await auditCount()]).toEqual([vehiclesBefore, auditBefore]);
  });

  it('adds every row of a good file, each audited, with defaults and products by name', async () => {
    const [vehiclesBefore, auditBefore] = [await total(), await auditCount()];
    const csv = [
      '\uFEFFregistrationNumber;fuelType;tankCapacityLiters;group;make',
      'im-010-aa;Euro Diesel;"55,5";tankers;"Mercedes; Benz"',
      'IM-011-AA;G-Force Premium;;;',
      '',
    ].join('\r\n');
    const response = await importCsv(csv);
    expectStatus(response, 201);
    expect(response.body).toEqual({ created: 2 });
    expect([await total(), await auditCount()]).toEqual([vehiclesBefore + 2, auditBefore + 2]);
    const found = await company.api.get('/api/v2/fleet/vehicles?query=IM-010', company.owner);
    expect(found.body.items[0]).toMatchObject({
      registrationType: 'georgia',
      registrationNumber: 'IM-010-AA',
      fuelType: 'EURO_DIESEL',
      tankCapacityLiters: 55.5,
      make: 'Mercedes; Benz',
      group: { name: 'Tankers' },
      status: 'active',
    });
  });

  it('names a missing or unknown column and an empty file', async () => {
    const missing = await importCsv('registrationNumber,make\nAA-123-BB,Volvo');
    expect(fieldsOf(missing.body)).toEqual(['rows.1.fuelType:missing_column']);
    const unknown = await importCsv('registrationNumber,fuelType,colour\nAA-123-BB,GAS,red');
    expect(fieldsOf(unknown.body)).toEqual(['rows.1.colour:unknown_column']);
    expect(fieldsOf((await importCsv('registrationNumber,fuelType\n')).body)).toEqual(['rows.1.csv:empty']);
    expect(fieldsOf((await importCsv('')).body)).toEqual(['csv:too_small']);
  });
});

describe('export', () => {
  it('writes the filtered vehicles in the columns the import reads', async () => {
    const response = await company.api.get('/api/v2/fleet/vehicles/export?query=IM-01', company.owner);
    expectStatus(response, 200);
    expect(response.body.fileName).toMatch(/^vehicles-\d{4}-\d{2}-\d{2}\.csv$/);
    const content: string = response.body.content;
    expect(content.startsWith('\uFEFF')).toBe(true);
    const parsed = Papa.parse<Record<string, string>>(content.slice(1), {
      header: true,
      skipEmptyLines: true,
    });
    expect(
      parsed.data.map((row) => [row.registrationNumber, row.fuelType, row.group, row.tankCapacityLiters]),
    ).toEqual([
      ['IM-010-AA', 'EURO_DIESEL', 'Tankers', '55.5'],
      ['IM-011-AA', 'G_FORCE_PREMIUM', '', ''],
    ]);

    // The export imports into another company as it is.
    const elsewhere = await testCompany(server, await createProjectFixture(server), '406789012');
    await elsewhere.api.post('/api/v2/fleet/groups', { name: 'Tankers' }, elsewhere.owner);
    const imported = await elsewhere.api.post(
      '/api/v2/fleet/vehicles/import',
      { csv: content },
      elsewhere.owner,
    );
    expect(imported.body).toEqual({ created: 2 });
  });

  it('escapes cells that a spreadsheet would run as formulae', async () => {
    await company.api.post(
      '/api/v2/fleet/vehicles',
      vehicleForm({ registrationNumber: 'FX-001-AA', make: '=HYPERLINK("x")' }),
      company.owner,
    );
    const response = await company.api.get('/api/v2/fleet/vehicles/export?query=FX-001', company.owner);
    expect(response.body.content).toContain(`"'=HYPERLINK(""x"")"`);
  });
});
