import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../../../services';
import { createProjectFixture } from '../../../test/fixtures';
import { startTestServer, type TestServer } from '../../../test/server';
import { fleetOrderHistory, fleetOrders } from './tables';
import { couponOrder, fuelOrder, type OrderWorld, orderWorld } from './test-support';
import { businessDateOf, endOfBusinessDay, startOfBusinessDay } from './working-days';

let server: TestServer;
let world: OrderWorld;
let company: Awaited<ReturnType<OrderWorld['company']>>;
let db: TestServer['database']['db'];
beforeAll(async () => {
  server = await startTestServer({ config: { outboxPollMs: 50 } });
  world = await orderWorld(server, await createProjectFixture(server));
  company = await world.company('405123456');
  db = server.database.db;
});
afterAll(() => server?.close());

const rowOf = async (id: string) => (await db.select().from(fleetOrders).where(eq(fleetOrders.id, id)))[0]!;
const historyOf = (id: string) =>
  db.select().from(fleetOrderHistory).where(eq(fleetOrderHistory.orderId, id));

describe('business days in Tbilisi', () => {
  it('reads dates and day ends at UTC+4', () => {
    expect(businessDateOf(new Date('2026-05-08T20:30:00Z'))).toBe('2026-05-09');
    expect(startOfBusinessDay('2026-05-14').toISOString()).toBe('2026-05-13T20:00:00.000Z');
    expect(endOfBusinessDay('2026-05-14').toISOString()).toBe('2026-05-14T20:00:00.000Z');
  });

  it('moves to the next date at Tbilisi’s midnight, though the day it is in is remembered', () => {
    expect(businessDateOf(new Date('2026-05-08T19:59:59.999Z'))).toBe('2026-05-08');
    expect(businessDateOf(new Date('2026-05-08T10:00:00Z'))).toBe('2026-05-08');
    expect(businessDateOf(new Date('2026-05-08T20:00:00Z'))).toBe('2026-05-09');
    expect(businessDateOf(new Date('2026-05-07T19:59:59.999Z'))).toBe('2026-05-07');
    expect(startOfBusinessDay('2026-05-09')).toEqual(startOfBusinessDay('2026-05-09'));
    expect(startOfBusinessDay('2026-05-09')).not.toBe(startOfBusinessDay('2026-05-09'));
  });

  it('counts 3 working days past weekends and Georgian public holidays', async () => {
    const { placement } = world.services.fleetOrders;
    // Friday 8 May 2026: Monday 11, (Tuesday 12: Saint Andrew's Day), Wednesday 13, Thursday 14.
    const friday = await placement.deadlines(world.projectId, 'fuel', new Date('2026-05-08T10:00:00+04:00'));
    expect(friday).toEqual({ dueDate: '2026-05-14', deadlineAt: new Date('2026-05-14T20:00:00Z') });
    // Orthodox Good Friday 2026 is 10 April and Easter Monday 13 April: Thursday 9 April runs to the 16th.
    const easter = await placement.deadlines(world.projectId, 'fuel', new Date('2026-04-09T12:00:00+04:00'));
    expect(easter.dueDate).toBe('2026-04-16');
    // Card orders have a due day but no quote to expire.
    const cards = await placement.deadlines(world.projectId, 'card', new Date('2026-05-08T10:00:00+04:00'));
    expect(cards).toEqual({ dueDate: '2026-05-14', deadlineAt: null });
  });

  it('also skips the days off the project’s intranet lists, as soon as they are added or removed', async () => {
    // The days off are cached per server (intranet/public-holidays.ts): the test before read these.
    const dueDate = async () =>
      (
        await world.services.fleetOrders.placement.deadlines(
          world.projectId,
          'fuel',
          new Date('2026-05-08T10:00:00+04:00'),
        )
      ).dueDate;
    const { publicHolidays } = world.services.intranet;
    const added = await publicHolidays.add(world.projectId, {
      date: '2026-05-13',
      name: { en: 'Company day off', ka: 'დასვენების დღე' },
    });
    expect(await dueDate()).toBe('2026-05-15');
    await publicHolidays.remove(world.projectId, added.id);
    expect(await dueDate()).toBe('2026-05-14');
    await publicHolidays.add(world.projectId, {
      date: '2026-05-13',
      name: { en: 'Company day off', ka: 'დასვენების დღე' },
    });
    expect(await dueDate()).toBe('2026-05-15');
  });
});

describe('the expiry job', () => {
  it('expires an unpaid order only once its last working day has ended', async () => {
    const placed = await world.api.post('/api/v2/fleet/orders', fuelOrder(), company.owner.headers);
    const deadlineAt = new Date('2026-05-14T20:00:00Z');
    await db.update(fleetOrders).set({ deadlineAt }).where(eq(fleetOrders.id, placed.body.id));
    const { expiry } = world.services.fleetOrders;
    await expiry.expireDue(new Date('2026-05-14T19:59:59Z'));
    expect((await rowOf(placed.body.id)).status).toBe('PENDING');
    await expiry.expireDue(new Date('2026-05-14T20:00:01Z'));
    const expired = await rowOf(placed.body.id);
    expect([expired.status, expired.deadlineAt]).toEqual(['expired', null]);
    expect(
      (await historyOf(placed.body.id)).map((entry) => [entry.toStatus, entry.byKind, entry.byId]),
    ).toEqual([
      ['PENDING', 'company', company.owner.userId],
      ['expired', 'system', 'expiry'],
    ]);
  });

  it('moves each order once when several server instances run it at the same time', async () => {
    const ids = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const placed = await world.api.post('/api/v2/fleet/orders', fuelOrder(), company.owner.headers);
        return placed.body.id as string;
      }),
    );
    const past = new Date(Date.now() - 60_000);
    for (const id of ids)
      await db.update(fleetOrders).set({ deadlineAt: past }).where(eq(fleetOrders.id, id));
    const instances = [
      world.services,
      createServices(server.database, server.config),
      createServices(server.database, server.config),
    ];
    const results = await Promise.all(instances.map((instance) => instance.fleetOrders.expiry.expireDue()));
    expect(results.reduce((sum, result) => sum + result.expired, 0)).toBe(ids.length);
    for (const id of ids) {
      expect((await rowOf(id)).status).toBe('expired');
      expect((await historyOf(id)).filter((entry) => entry.toStatus === 'expired')).toHaveLength(1);
    }
  });

  it('spares paid orders and those whose payment the company confirmed', async () => {
    const past = new Date(Date.now() - 60_000);
    const paid = await world.api.post('/api/v2/fleet/orders', fuelOrder(), company.owner.headers);
    const declared = await world.api.post('/api/v2/fleet/orders', fuelOrder(), company.owner.headers);
    await db
      .update(fleetOrders)
      .set({ deadlineAt: past, paidAt: new Date() })
      .where(eq(fleetOrders.id, paid.body.id));
    await db
      .update(fleetOrders)
      .set({ deadlineAt: past, companyConfirmedAt: new Date() })
      .where(eq(fleetOrders.id, declared.body.id));
    await world.services.fleetOrders.expiry.expireDue();
    expect((await rowOf(paid.body.id)).status).toBe('PENDING');
    expect((await rowOf(declared.body.id)).status).toBe('PENDING');
  });

  it('makes ready coupons overdue after 3 days, still to be issued', async () => {
    const placed = await world.api.post('/api/v2/fleet/orders', couponOrder(), company.owner.headers);
    await db.update(fleetOrders).set({ paidAt: new Date() }).where(eq(fleetOrders.id, placed.body.id));
    for (const status of ['CONFIRMED', 'READY']) {
      await world.api.post(world.backOffice(`/${placed.body.id}/status`), { status }, world.admin);
    }
    const ready = await rowOf(placed.body.id);
    const threeDays = endOfBusinessDay(
      new Date(Date.parse(`${businessDateOf(new Date())}T00:00:00Z`) + 3 * 86_400_000)
        .toISOString()
        .slice(0, 10),
    );
    expect(ready.deadlineAt).toEqual(threeDays);
    await world.services.fleetOrders.expiry.expireDue(new Date(threeDays.getTime() + 1000));
    expect((await rowOf(placed.body.id)).status).toBe('overdue');
    const issued = await world.api.post(
      world.backOffice(`/${placed.body.id}/status`),
      { status: 'ISSUED' },
      world.admin,
    );
    expect(issued.body.status).toBe('ISSUED');
  });
});
