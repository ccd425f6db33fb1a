import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards } from '../modules/fleet/asset-tables';
import { fleetOrderDocuments, fleetOrderHistory, fleetOrders } from '../modules/fleet/orders/tables';
import { companies } from '../modules/fleet/tables';
import { createServices } from '../services';
import { createProjectFixture } from '../test/fixtures';
import { startTestServer, type TestServer } from '../test/server';
import { seedPortalItems } from './commerce';
import { seedDemoCompany } from './fleet';
import { seedDemoOrders } from './fleet-orders';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { outboxPollMs: 50 } });
});
afterAll(() => server?.close());

describe('the demo orders', () => {
  it('cover every kind in every status, paid ones with documents, and cards of both types', async () => {
    const fixture = await createProjectFixture(server);
    const services = createServices(server.database, server.config);
    const projectId = fixture.project.id;
    const owner = await services.auth.createUser({
      projectId,
      email: 'owner@demo.ge',
      password: 'Owner-pass-1',
      phone: '+995555000111',
    });
    await seedDemoCompany(services.fleet, { projectId, user: owner });
    await seedPortalItems(services.commerce, projectId);
    await seedDemoOrders(services, { projectId, adminId: fixture.admin.id }, server.database.db);

    const { db } = server.database;
    const orders = await db.select().from(fleetOrders).where(eq(fleetOrders.projectId, projectId));
    const statuses = (kind: string) =>
      new Set(orders.filter((order) => order.kind === kind).map((order) => order.status));
    for (const kind of ['fuel', 'coupons', 'wholesale']) {
      expect([kind, [...statuses(kind)].sort()]).toEqual([
        kind,
        expect.arrayContaining([
          'draft',
          'PENDING',
          'CONFIRMED',
          'READY',
          'ISSUED',
          'finished',
          'REJECTED',
          'CANCELLED',
          'expired',
        ]),
      ]);
    }
    expect(statuses('coupons').has('overdue')).toBe(true);
    expect([...statuses('card')].sort()).toEqual(['CANCELLED', 'ISSUED', 'PENDING', 'REJECTED']);

    const documents = await db.select().from(fleetOrderDocuments);
    const paid = orders.filter((order) => order.paidAt);
    expect(paid.length).toBeGreaterThan(0);
    for (const order of paid) expect(documents.some((document) => document.orderId === order.id)).toBe(true);

    const [company] = await db.select().from(companies).where(eq(companies.projectId, projectId));
    const issued = await db.select().from(cards).where(eq(cards.companyId, company!.id));
    expect(new Set(issued.map((card) => card.type))).toEqual(new Set(['UNIVERSAL', 'IDENTIFIED']));
    expect(issued.filter((card) => card.status === 'blocked')).toHaveLength(1);
    // The archive's closed card, with the day it was closed.
    const closed = issued.filter((card) => card.status === 'closed');
    expect(closed.map((card) => card.closedAt instanceof Date)).toEqual([true]);
    // The demo starts with its history's notices seen.
    const unseen = await services.notifications.listForUser(owner.id, { limit: 1, page: 1, type: 'IN_APP' });
    expect([unseen.total > 0, unseen.unseen]).toEqual([true, 0]);

    // Believable: three months of business at office hours, each status as old as its rules allow.
    const now = Date.now();
    const placed = orders.map((order) => order.createdAt.getTime());
    expect((now - Math.min(...placed)) / 86_400_000).toBeGreaterThan(60);
    expect(Math.max(...placed)).toBeLessThan(now);
    const hours = orders.map((order) => (order.createdAt.getUTCHours() + 4) % 24);
    expect(hours.filter((hour) => hour >= 9 && hour < 19).length / hours.length).toBeGreaterThan(0.8);
    for (const order of orders.filter((order) => ['expired', 'overdue'].includes(order.status))) {
      expect(order.deadlineAt?.getTime() ?? 0).toBeLessThan(now);
      if (order.dueDate) expect(Date.parse(order.dueDate)).toBeLessThan(now);
    }
    const history = await db.select().from(fleetOrderHistory);
    expect(history.every((step) => step.at.getTime() <= now)).toBe(true);
    const wholesale = orders.filter((order) => order.kind === 'wholesale');
    expect(new Set(wholesale.map((order) => order.totalAmount)).size).toBeGreaterThan(wholesale.length / 2);
    expect(wholesale.every((order) => order.delivery!.deliveryDate < '2099-01-01')).toBe(true);
    const notices = await services.notifications.listForUser(owner.id, {
      limit: 200,
      page: 1,
      type: 'IN_APP',
    });
    const noticed = notices.items.map((notice: { createdAt: Date }) => notice.createdAt.getTime());
    expect((Math.max(...noticed) - Math.min(...noticed)) / 86_400_000).toBeGreaterThan(60);
    // A few hundred moves through the services: more than a unit test's default time on a busy machine.
  }, 180_000);
});
