import { startTestServer, type TestServer } from '@fuel/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { intranetFixture, type Member } from '../test/intranet-fixture';
import { clientError, recordingFetch } from '../test/support';

let server: TestServer;
let world: Awaited<ReturnType<typeof intranetFixture>>;
let ceo: Member;
let cfo: Member;
let accountant: Member;
beforeAll(async () => {
  server = await startTestServer();
  world = await intranetFixture(server);
  ceo = await world.member('Nino', 'Beridze', {
    position: 'CEO',
    department: 'Management',
    startDate: '2019-02-01',
  });
  cfo = await world.member('Irakli', 'Mchedlishvili', {
    position: 'CFO',
    department: 'Finance',
    managerId: ceo.employee!.id,
    startDate: '2024-03-15',
  });
  accountant = await world.member('Tamar', 'Jorjadze', {
    position: 'Accountant',
    department: 'Finance',
    managerId: cfo.employee!.id,
    startDate: '2020-05-04',
  });
  await world.admin.project(world.projectId).holidays.updateSettings({
    items: [
      { type: 'holiday', accrualType: 'calendar', daysPerYear: 24 },
      { type: 'family', accrualType: 'start_of_work', daysPerYear: 12 },
    ],
  });
  await world.admin.project(world.projectId).holidays.addGeorgianHolidays(2026);
});
afterAll(() => server.close());

describe('org chart and employees', () => {
  it('answers the org chart as a tree and the management chart as the chain above plus reports', async () => {
    const chart = await accountant.client.intranet.orgChart();
    expect(chart.total).toBe(3);
    expect(chart.roots.map((node) => node.id)).toEqual([ceo.employee!.id]);
    const [root] = chart.roots;
    expect(root!.reports[0]).toMatchObject({
      id: cfo.employee!.id,
      position: 'CFO',
      startDate: '2024-03-15',
    });
    expect(root!.reports[0]!.reports[0]).toMatchObject({ id: accountant.employee!.id, reports: [] });
    expect(root!.createdAt).toBeInstanceOf(Date);
    expect(await world.admin.project(world.projectId).employees.orgChart()).toEqual(chart);

    const mine = await accountant.client.intranet.managementChart();
    expect(mine.managers.map((manager) => manager.position)).toEqual(['CFO', 'CEO']);
    expect(mine.reports).toEqual([]);
    const theirs = await cfo.client.intranet.managementChart();
    expect(theirs.employee.id).toBe(cfo.employee!.id);
    expect(theirs.reports.map((report) => report.id)).toEqual([accountant.employee!.id]);

    const outsider = await world.member('Dato', 'Tsiklauri', false);
    const error = await clientError(outsider.client.intranet.managementChart());
    expect([error.status, error.code]).toEqual([404, 'NOT_FOUND']);
  });

  it('lets the admin list, read and update employees, refusing a manager loop', async () => {
    const finance = await world.admin.project(world.projectId).employees.list({ department: 'Finance' });
    expect(finance.items.map((employee) => employee.lastName)).toEqual(['Jorjadze', 'Mchedlishvili']);
    const one = await world.admin.project(world.projectId).employees.get(accountant.employee!.id);
    expect(one).toMatchObject({ firstName: 'Tamar', lastName: 'Jorjadze', managerId: cfo.employee!.id });
    const promoted = await world.admin.project(world.projectId).employees.update(accountant.employee!.id, {
      position: 'Senior accountant',
    });
    expect(promoted.position).toBe('Senior accountant');

    const loop = await clientError(
      world.admin
        .project(world.projectId)
        .employees.update(ceo.employee!.id, { managerId: accountant.employee!.id }),
    );
    expect([loop.status, loop.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(loop.fields).toEqual([expect.objectContaining({ path: 'managerId', rule: 'no_cycle' })]);
    const twice = await clientError(
      world.admin.project(world.projectId).employees.create({
        userId: cfo.id,
        position: 'x',
        department: 'y',
        startDate: '2024-01-01',
      }),
    );
    expect([twice.status, twice.fields[0]?.rule]).toEqual([409, 'unique']);
  });
});

describe('holiday settings and public holidays', () => {
  it('keeps Georgia’s public holidays, Orthodox Easter Friday to Monday included', async () => {
    const days = await accountant.client.intranet.publicHolidays({ year: 2026 });
    expect(days).toHaveLength(17);
    expect(days.filter((day) => day.date.startsWith('2026-04')).map((day) => day.date)).toEqual([
      '2026-04-09',
      '2026-04-10',
      '2026-04-11',
      '2026-04-12',
      '2026-04-13',
    ]);
    expect(days.find((day) => day.date === '2026-05-26')?.name).toEqual({
      en: 'Independence Day',
      ka: 'დამოუკიდებლობის დღე',
    });

    const added = await world.admin.project(world.projectId).holidays.addPublicHoliday({
      date: '2026-12-31',
      name: { en: 'Company day', ka: 'კომპანიის დღე' },
    });
    const again = await clientError(
      world.admin
        .project(world.projectId)
        .holidays.addPublicHoliday({ date: '2026-12-31', name: { en: 'x' } }),
    );
    expect([again.status, again.fields[0]]).toEqual([
      409,
      expect.objectContaining({ path: 'date', rule: 'unique' }),
    ]);
    expect(await world.admin.project(world.projectId).holidays.publicHolidays({ year: 2026 })).toHaveLength(
      18,
    );
    await world.admin.project(world.projectId).holidays.removePublicHoliday(added.id);
    expect(await world.admin.project(world.projectId).holidays.publicHolidays({ year: 2026 })).toHaveLength(
      17,
    );
  });

  it('shows every type’s settings, defaults marked, and refuses a type listed twice', async () => {
    const { items } = await world.admin.project(world.projectId).holidays.settings();
    expect(items).toHaveLength(8);
    expect(items.find((item) => item.type === 'family')).toEqual({
      type: 'family',
      accrualType: 'start_of_work',
      daysPerYear: 12,
      isDefault: false,
    });
    expect(items.find((item) => item.type === 'sick_day')).toMatchObject({
      daysPerYear: null,
      isDefault: true,
    });
    const error = await clientError(
      world.admin.project(world.projectId).holidays.updateSettings({
        items: [
          { type: 'unpaid', accrualType: 'calendar', daysPerYear: 10 },
          { type: 'unpaid', accrualType: 'calendar', daysPerYear: 20 },
        ],
      }),
    );
    expect(error.fields[0]).toMatchObject({ path: 'items.1.type', rule: 'unique' });
  });
});

describe('holiday balance and check', () => {
  it('accrues from 1 January (calendar) and from the work anniversary (start_of_work), as of a fixed day', async () => {
    const recorder = recordingFetch();
    const client = world.userClient(accountant.sessionId, recorder.fetch);
    const calendar = await client.intranet.holidayBalance({ type: 'holiday', asOf: '2026-07-01' });
    expect(recorder.requests.at(-1)).toBe(
      'GET /api/v2/intranet/holiday/balance?type=holiday&asOf=2026-07-01',
    );
    expect(calendar.items).toEqual([
      {
        type: 'holiday',
        accrualType: 'calendar',
        daysPerYear: 24,
        periodStart: '2026-01-01',
        periodEnd: '2026-12-31',
        accruedAsOf: '2026-07-01',
        accrued: 11.96, // 24 × 182/365 days
        taken: 0,
        pending: 0,
        balance: 11.96,
      },
    ]);
    const workYear = await cfo.client.intranet.holidayBalance({ type: 'family', asOf: '2026-07-01' });
    expect(workYear.items[0]).toMatchObject({
      accrualType: 'start_of_work',
      periodStart: '2026-03-15',
      periodEnd: '2027-03-14',
      accrued: 3.58, // 12 × 109/365 days since the anniversary
      balance: 3.58,
    });
    const all = await cfo.client.intranet.holidayBalance({ asOf: '2026-07-01' });
    expect(all.items.map((item) => item.type)).toEqual([
      'holiday',
      'family',
      'unpaid',
      'sick_day',
      'maternity',
      'day_off',
      'system',
      'bulletin',
    ]);
  });

  it('counts working days across a weekend and public holidays', async () => {
    const recorder = recordingFetch();
    const client = world.userClient(accountant.sessionId, recorder.fetch);
    // Fri 8 May to Wed 13 May 2026: Saturday 9 May (Victory Day) and Sunday are the weekend, Tuesday
    // 12 May is Saint Andrew's Day: 3 working days.
    const may = await client.intranet.holidayCheck({
      startDate: '2026-05-08',
      endDate: '2026-05-13',
      asOf: '2026-05-01',
    });
    expect(recorder.requests.at(-1)).toBe(
      'GET /api/v2/intranet/holiday/check?startDate=2026-05-08&endDate=2026-05-13&asOf=2026-05-01',
    );
    expect(may).toMatchObject({
      type: 'holiday',
      calendarDays: 6,
      weekendDays: 2,
      workingDays: 3,
      sufficient: true,
      overlaps: [],
    });
    expect(may.publicHolidays.map((day) => day.date)).toEqual(['2026-05-12']);
    // Accrued by the first day off: 24 × 128/365.
    expect(may.balance).toMatchObject({ accruedAsOf: '2026-05-08', accrued: 8.41 });

    // Thu 9 to Tue 14 April 2026: National Unity Day, Good Friday, the Easter weekend and Easter Monday.
    const easter = await client.intranet.holidayCheck({ startDate: '2026-04-09', endDate: '2026-04-14' });
    expect(easter.publicHolidays.map((day) => day.date)).toEqual(['2026-04-09', '2026-04-10', '2026-04-13']);
    expect(easter.workingDays).toBe(1);

    const reversed = await clientError(
      client.intranet.holidayCheck({ startDate: '2026-05-13', endDate: '2026-05-08' }),
    );
    expect(reversed.fields[0]).toMatchObject({ path: 'endDate', rule: 'date_order' });
  });

  it('books a confirmed vacation once, even when confirmed twice at the same time', async () => {
    const created = await accountant.client.requestActions.create({
      data: { type: 'vacation', holidayType: 'holiday', startDate: '2026-05-08', endDate: '2026-05-13' },
    });
    expect(created.days).toBe(3);
    const pending = await accountant.client.intranet.holidayBalance({ type: 'holiday', asOf: '2026-07-01' });
    expect(pending.items[0]).toMatchObject({ taken: 0, pending: 3, balance: 8.96 });

    const check = await accountant.client.intranet.holidayCheck({
      startDate: '2026-05-11',
      endDate: '2026-05-11',
    });
    expect(check.overlaps).toEqual([
      expect.objectContaining({
        id: created.id,
        type: 'vacation',
        status: 'pending',
        holidayType: 'holiday',
      }),
    ]);
    const overlapping = await clientError(
      accountant.client.requestActions.create({
        data: { type: 'vacation', startDate: '2026-05-11', endDate: '2026-05-11' },
      }),
    );
    expect([overlapping.status, overlapping.code]).toEqual([409, 'OVERLAPPING_REQUEST']);

    const results = await Promise.allSettled([
      world.admin.requestActions.update(created.id, { status: 'confirmed' }),
      world.adminClient().requestActions.update(created.id, { status: 'confirmed' }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    const again = await clientError(world.admin.requestActions.update(created.id, { status: 'confirmed' }));
    expect(again.code).toBe('INVALID_TRANSITION');

    const taken = await accountant.client.intranet.holidayBalance({ type: 'holiday', asOf: '2026-07-01' });
    expect(taken.items[0]).toMatchObject({ taken: 3, pending: 0, balance: 8.96 });
    const events = await accountant.client.events.list({ from: '2026-05-01', to: '2026-05-31' });
    expect(events.items).toEqual([
      expect.objectContaining({
        kind: 'vacation',
        title: 'Holiday',
        startDate: '2026-05-08',
        endDate: '2026-05-13',
        requestActionId: created.id,
      }),
    ]);
  });

  it('refuses a vacation the balance does not cover (409 INSUFFICIENT_BALANCE) and rechecks accepted proposals', async () => {
    // 15 working days of family leave, more than the whole 12-day allowance.
    const tooLong = await clientError(
      cfo.client.requestActions.create({
        data: { type: 'vacation', holidayType: 'family', startDate: '2026-06-01', endDate: '2026-06-19' },
      }),
    );
    expect([tooLong.status, tooLong.code]).toEqual([409, 'INSUFFICIENT_BALANCE']);
    expect(tooLong.fields[0]).toMatchObject({ path: 'data.endDate', rule: 'insufficient_balance' });

    const short = await cfo.client.requestActions.create({
      data: { type: 'vacation', holidayType: 'family', startDate: '2026-06-01', endDate: '2026-06-02' },
    });
    expect(short.days).toBe(2);
    await ceo.client.requestActions.review(short.id, {
      comment: 'Take the whole week instead?',
      proposal: { type: 'vacation', holidayType: 'family', startDate: '2026-06-01', endDate: '2026-06-05' },
    });
    const accepted = await cfo.client.requestActions.confirm({ id: short.id, accept: true });
    expect(accepted).toMatchObject({ status: 'user_accepted', days: 5, data: { endDate: '2026-06-05' } });

    const later = await cfo.client.requestActions.create({
      data: { type: 'vacation', holidayType: 'family', startDate: '2026-06-22', endDate: '2026-06-23' },
    });
    await world.admin.requestActions.update(later.id, {
      status: 'reviewed',
      proposal: { type: 'vacation', holidayType: 'family', startDate: '2026-06-22', endDate: '2026-07-10' },
    });
    const tooMuch = await clientError(cfo.client.requestActions.confirm({ id: later.id, accept: true }));
    expect([tooMuch.code, tooMuch.fields[0]?.path]).toEqual(['INSUFFICIENT_BALANCE', 'proposal.endDate']);
    expect((await cfo.client.requestActions.get(later.id)).status).toBe('reviewed');
  });

  it('reports per employee the balance of the chosen type, holiday by default', async () => {
    const recorder = recordingFetch();
    const admin = world.adminClient(recorder.fetch);
    const report = await admin.project(world.projectId).holidays.report({ asOf: '2026-07-01' });
    expect(recorder.requests.at(-1)).toBe(
      `GET /api/v2/intranet/holiday/report?projectId=${world.projectId}&asOf=2026-07-01`,
    );
    expect(report.total).toBeGreaterThanOrEqual(3);
    const row = report.items.find((item) => item.employee.id === accountant.employee!.id)!;
    expect(row.balance).toMatchObject({ type: 'holiday', taken: 3, pending: 0, balance: 8.96 });
    expect(report.items.find((item) => item.employee.id === ceo.employee!.id)!.balance.taken).toBe(0);

    const family = await admin
      .project(world.projectId)
      .holidays.report({ type: 'family', asOf: '2026-07-01' });
    const cfoRow = family.items.find((item) => item.employee.id === cfo.employee!.id)!;
    expect(cfoRow.balance).toMatchObject({ type: 'family', accrualType: 'start_of_work', pending: 7 });

    const other = await intranetFixture(server);
    expect((await clientError(other.admin.project(world.projectId).holidays.report())).status).toBe(404);
  });
});
