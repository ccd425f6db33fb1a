import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../services';
import { createProjectFixture, type ProjectFixture } from '../test/fixtures';
import { startTestServer, type TestServer } from '../test/server';
import { seedPortalIntranet } from './intranet';
import data from './intranet.json';

let server: TestServer;
let fixture: ProjectFixture;
let services: ReturnType<typeof createServices>;
let seeded: Awaited<ReturnType<typeof seedPortalIntranet>>;
beforeAll(async () => {
  server = await startTestServer();
  fixture = await createProjectFixture(server);
  services = createServices(server.database, server.config);
  seeded = await seedPortalIntranet(
    services,
    { projectId: fixture.project.id, adminId: fixture.admin.id, portalUser: { id: fixture.user.id } },
    server.app.log,
  );
});
afterAll(() => server.close());

describe('demo intranet of the business portal', () => {
  it('builds one organisation of 10–15 employees across departments, the portal user among them', async () => {
    expect(seeded.employees).toBe(data.employees.length);
    expect(seeded.employees).toBeGreaterThanOrEqual(10);
    expect(seeded.employees).toBeLessThanOrEqual(15);
    const chart = await services.intranet.employees.orgChart(fixture.project.id);
    expect(chart.total).toBe(seeded.employees);
    expect(chart.roots.map((root) => root.position)).toEqual(['Chief Executive Officer']);
    const departments = new Set(
      (await services.intranet.employees.list(fixture.project.id, { limit: 200, page: 1 })).items.map(
        (e) => e.department,
      ),
    );
    expect(departments.size).toBeGreaterThanOrEqual(4);
    const portal = await services.intranet.employees.managementChart(fixture.project.id, fixture.user.id);
    expect(portal.employee.position).toBe('Head of Operations');
    expect(portal.managers.map((manager) => manager.lastName)).toEqual(['Kapanadze']);
  });

  it('sets the holiday allowances, Georgia’s public holidays and a few requests in different states', async () => {
    const settings = await services.intranet.holidays.getSettings(fixture.project.id);
    expect(settings.items.find((item) => item.type === 'family')).toMatchObject({
      accrualType: 'start_of_work',
      daysPerYear: 5,
    });
    const year = Number(services.intranet.holidays.today().slice(0, 4));
    expect((await services.intranet.publicHolidays.list(fixture.project.id, year)).items).toHaveLength(17);
    expect((await services.intranet.publicHolidays.list(fixture.project.id, year + 1)).items).toHaveLength(
      17,
    );

    expect(seeded.requests).toBe(data.requests.length);
    const admin = { kind: 'admin' as const, adminId: fixture.admin.id, sessionId: '' };
    const list = await services.requests.list(
      { projectId: fixture.project.id, actor: admin },
      {
        scope: 'own',
        limit: 200,
        page: 1,
      },
    );
    expect(new Set(list.items.map((request) => request.status))).toEqual(
      new Set(['pending', 'confirmed', 'reviewed', 'rejected']),
    );
    const report = await services.intranet.holidays.report(fixture.project.id, {
      type: 'holiday',
      limit: 200,
      page: 1,
    });
    expect(report.items.some((row) => row.balance.taken > 0)).toBe(true);
  });
});
