import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectFixture, type ProjectFixture } from '../../../test/fixtures';
import type { Json } from '../../../test/http';
import { startTestServer, type TestServer } from '../../../test/server';
import { createItemBody } from '../../commerce/item-schemas';
import { items } from '../../commerce/tables';
import { notificationDeliveries, notifications } from '../../notifications/tables';
import { cardOrderOf, couponOrder, fuelOrder, type OrderWorld, orderWorld } from '../orders/test-support';

// The dashboard home's latest orders (one call with the balance) and the one price reader the home,
// the orders and the cards share.

let server: TestServer;
let fixture: ProjectFixture;
let world: OrderWorld;
beforeAll(async () => {
  server = await startTestServer();
  fixture = await createProjectFixture(server);
  world = await orderWorld(server, fixture);
});
afterAll(() => server?.close());

const home = (headers: Record<string, string>, query = '?latestOrders=true') =>
  world.api.get(`/api/v2/fleet/home${query}`, headers);
const numbersOf = (orders: Json[]) => orders.map((order) => order.number);

describe('the home’s latest orders', () => {
  it('lists the 5 newest fuel requests, newest first, to users who may view the fuel request page', async () => {
    const company = await world.company('405123456');
    const other = await world.company('204567891');
    const placed: number[] = [];
    for (const body of [
      fuelOrder(10),
      couponOrder(5),
      fuelOrder(20),
      fuelOrder(30),
      fuelOrder(40),
      fuelOrder(50),
    ]) {
      const response = await world.api.post('/api/v2/fleet/orders', body, company.owner.headers);
      expect(response.status).toBe(201);
      placed.push(response.body.number);
    }
    // A card order is not a fuel request; the other company's order is not this company's.
    expect(
      (await world.api.post('/api/v2/fleet/card-orders', cardOrderOf(1), company.owner.headers)).status,
    ).toBe(201);
    expect((await world.api.post('/api/v2/fleet/orders', fuelOrder(60), other.owner.headers)).status).toBe(
      201,
    );

    const owner = await home(company.owner.headers);
    expect(owner.status).toBe(200);
    expect(numbersOf(owner.body.latestOrders)).toEqual(placed.slice(1).reverse());
    expect(owner.body.latestOrders[0]).toMatchObject({
      kind: 'fuel',
      status: 'PENDING',
      total: { amount: 50 * 289, currency: 'GEL' },
    });

    // Asked for by the home page only: the frame's balance call stays as light as before.
    expect((await home(company.owner.headers, '')).body.latestOrders).toBeNull();
    const viewer = await company.member({ home: 'VIEW', fuelRequest: 'VIEW' });
    expect(numbersOf((await home(viewer.headers)).body.latestOrders)).toEqual(placed.slice(1).reverse());
    const homeOnly = await company.member({ home: 'VIEW' });
    const refused = await home(homeOnly.headers);
    expect([refused.status, refused.body.latestOrders]).toEqual([200, null]);
    expect((await home(company.owner.headers, '?latestOrders=yes')).status).toBe(400);
  });
});

describe('the home’s unseen count', () => {
  it('counts the in-app notifications not seen yet, as the bell does, not the e-mails and texts sent with them', async () => {
    const company = await world.company('404987654');
    const projectId = fixture.project.id;
    const { db } = server.database;
    for (const channel of ['IN_APP', 'EMAIL', 'SMS'] as const) {
      const [notice] = await db
        .insert(notifications)
        .values({ projectId, type: channel, title: { en: 'Declined' }, sentBy: 'system' })
        .returning();
      await db.insert(notificationDeliveries).values({
        notificationId: notice!.id,
        projectId,
        userId: company.owner.userId,
        channel,
        content: { subject: 'Declined', text: 'Declined', data: {} },
      });
    }
    const bell = await world.api.get('/api/v2/notification?type=IN_APP&limit=1', company.owner.headers);
    expect(bell.status).toBe(200);
    expect(bell.body.unseen).toBe(1);
    expect((await home(company.owner.headers, '')).body.unseenNotifications).toBe(1);
  });
});

describe('prices', () => {
  it('are read by SKU for the home, the orders and the cards, however many items the project sells', async () => {
    // More items than a catalogue page, all newer than the seeded fuels: a search by page would miss these.
    const extra = Array.from({ length: 220 }, (_, index) =>
      createItemBody.parse({
        type: index % 2 ? 'fuel' : 'card',
        status: 'active',
        title: { en: `Extra ${index}` },
        price: { amount: 100 + index, currency: 'GEL' },
      }),
    );
    await world.services.commerce.items.createMany(world.projectId, extra);
    const [card] = await server.database.db
      .select({ id: items.id })
      .from(items)
      .where(and(eq(items.projectId, world.projectId), eq(items.sku, 'CARD_UNIVERSAL')));
    await world.services.commerce.items.update(world.projectId, card!.id, {
      price: { amount: 500, currency: 'GEL' },
    });
    const company = await world.company('400234567');

    const shown = await home(company.owner.headers, '?product=EURO_REGULAR');
    expect(shown.body.balance.price).toEqual({ amount: 289, currency: 'GEL' });
    expect(shown.body.prices).toHaveLength(7);
    const order = await world.api.post('/api/v2/fleet/orders', fuelOrder(10), company.owner.headers);
    expect(order.status).toBe(201);
    expect(order.body.lines[0].unitPrice).toEqual({ amount: 289, currency: 'GEL' });
    const cards = await world.api.post('/api/v2/fleet/card-orders', cardOrderOf(2), company.owner.headers);
    expect([cards.status, cards.body.total]).toEqual([201, { amount: 1000, currency: 'GEL' }]);
  });
});
