import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../../services';
import { createProjectFixture, type ProjectFixture } from '../../test/fixtures';
import { startTestServer, type TestServer } from '../../test/server';
import { createIntranetService } from './service';
import { intranetHelpers } from './test-support';

let server: TestServer;
let fixture: ProjectFixture;
let helpers: ReturnType<typeof intranetHelpers>;
beforeAll(async () => {
  server = await startTestServer();
  fixture = await createProjectFixture(server);
  helpers = intranetHelpers(server, fixture);
});
afterAll(() => server.close());

describe('org chart', () => {
  it('builds the tree, the management chart, and refuses a manager loop (400 managerId no_cycle)', async () => {
    const { api, base, employee } = helpers;
    const ceo = await employee('Giorgi', 'Beridze', { position: 'CEO', department: 'Management' });
    const cto = await employee('Nino', 'Kapanadze', { managerId: ceo.employee.id, position: 'CTO' });
    const dev = await employee('Levan', 'Gelashvili', { managerId: cto.employee.id });

    const chart = await api.get('/api/v2/intranet/orgChart', dev.headers);
    expect(chart.status).toBe(200);
    expect(chart.body.total).toBe(3);
    expect(chart.body.roots).toHaveLength(1);
    expect(chart.body.roots[0]).toMatchObject({ id: ceo.employee.id, position: 'CEO' });
    expect(chart.body.roots[0].reports[0]).toMatchObject({ id: cto.employee.id });
    expect(chart.body.roots[0].reports[0].reports[0]).toMatchObject({ id: dev.employee.id, reports: [] });

    const management = await api.get('/api/v2/intranet/managementChart', cto.headers);
    expect(management.body.employee.id).toBe(cto.employee.id);
    expect(management.body.managers.map((m: { id: string }) => m.id)).toEqual([ceo.employee.id]);
    expect(management.body.reports.map((r: { id: string }) => r.id)).toEqual([dev.employee.id]);
    const fromBottom = await api.get('/api/v2/intranet/managementChart', dev.headers);
    expect(fromBottom.body.managers.map((m: { id: string }) => m.id)).toEqual([
      cto.employee.id,
      ceo.employee.id,
    ]);

    // The CEO reporting to the developer would close CEO → CTO → developer → CEO.
    const loop = await api.put(
      `${base}/employee/${ceo.employee.id}`,
      { managerId: dev.employee.id },
      fixture.headers.admin,
    );
    expect(loop.status).toBe(400);
    expect(loop.body.code).toBe('VALIDATION_FAILED');
    expect(loop.body.fields).toEqual([expect.objectContaining({ path: 'managerId', rule: 'no_cycle' })]);
    const self = await api.put(
      `${base}/employee/${cto.employee.id}`,
      { managerId: cto.employee.id },
      fixture.headers.admin,
    );
    expect(self.status).toBe(400);
    expect(self.body.fields[0]).toMatchObject({ path: 'managerId', rule: 'no_cycle' });

    // Moving the developer under the CEO is fine.
    const moved = await api.put(
      `${base}/employee/${dev.employee.id}`,
      { managerId: ceo.employee.id },
      fixture.headers.admin,
    );
    expect(moved.status).toBe(200);
    expect(moved.body.managerId).toBe(ceo.employee.id);
  });

  it('refuses a second record for a user, a user of another project and an unknown manager', async () => {
    const { api, base, employee, signup } = helpers;
    const someone = await employee('Ana', 'Lomidze');
    const again = await api.post(
      `${base}/employee`,
      { userId: someone.id, position: 'x', department: 'y', startDate: '2024-01-01' },
      fixture.headers.admin,
    );
    expect(again.status).toBe(409);
    expect(again.body.fields[0]).toMatchObject({ path: 'userId', rule: 'unique' });

    const other = await createProjectFixture(server);
    const foreign = await api.post(
      `${base}/employee`,
      { userId: other.user.id, position: 'x', department: 'y', startDate: '2024-01-01' },
      fixture.headers.admin,
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body.fields[0]).toMatchObject({ path: 'userId', rule: 'not_found' });

    const fresh = await signup('Dato', 'Tsiklauri');
    const unknownManager = await api.post(
      `${base}/employee`,
      {
        userId: fresh.id,
        position: 'x',
        department: 'y',
        startDate: '2024-01-01',
        managerId: other.project.id,
      },
      fixture.headers.admin,
    );
    expect(unknownManager.status).toBe(400);
    expect(unknownManager.body.fields[0]).toMatchObject({ path: 'managerId', rule: 'not_found' });

    // Another project's admin cannot see or touch these employees.
    const outsider = await api.get(`${base}/employee`, other.headers.admin);
    expect(outsider.status).toBe(404);
  });

  it('answers 404 for the management chart and balance of a user without an employee record', async () => {
    const { api } = helpers;
    expect((await api.get('/api/v2/intranet/managementChart', fixture.headers.user)).status).toBe(404);
    expect((await api.get('/api/v2/intranet/holiday/balance', fixture.headers.user)).status).toBe(404);
  });
});

describe('holiday balance with an injected clock', () => {
  it('accrues per the project settings as of the service’s today', async () => {
    const { api, base, employee } = helpers;
    const calendarOne = await employee('Tamar', 'Jorjadze', { startDate: '2020-05-04' });
    const workYearOne = await employee('Irakli', 'Mchedlishvili', { startDate: '2024-03-15' });
    const settings = await api.put(
      `${base}/holiday/settings`,
      {
        items: [
          { type: 'holiday', accrualType: 'calendar', daysPerYear: 24 },
          { type: 'family', accrualType: 'start_of_work', daysPerYear: 24 },
        ],
      },
      fixture.headers.admin,
    );
    expect(settings.status).toBe(200);

    const services = createServices(server.database, server.config);
    const intranet = createIntranetService({
      db: server.database.db,
      auth: services.auth,
      listDatedRequests: services.requests.listDated,
      today: () => '2026-07-01',
    });
    const calendar = await intranet.holidays.balances(fixture.project.id, calendarOne.id, {
      type: 'holiday',
    });
    expect(calendar).toEqual({
      asOf: '2026-07-01',
      items: [
        expect.objectContaining({
          type: 'holiday',
          periodStart: '2026-01-01',
          periodEnd: '2026-12-31',
          accrued: 11.96,
          taken: 0,
          pending: 0,
          balance: 11.96,
        }),
      ],
    });
    const workYear = await intranet.holidays.balances(fixture.project.id, workYearOne.id, { type: 'family' });
    expect(workYear.items[0]).toMatchObject({
      accrualType: 'start_of_work',
      periodStart: '2026-03-15',
      periodEnd: '2027-03-14',
      accrued: 7.16,
      balance: 7.16,
    });
    const all = await intranet.holidays.balances(fixture.project.id, calendarOne.id, {});
    expect(all.items).toHaveLength(8);
    expect(all.items.find((item) => item.type === 'sick_day')).toMatchObject({
      daysPerYear: null,
      balance: null,
    });
  });
});
