import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectFixture } from '../../../test/fixtures';
import type { Json } from '../../../test/http';
import { startTestServer, type TestServer } from '../../../test/server';
import { cardLimits, vehicles } from '../asset-tables';
import { type OrderWorld, orderWorld } from '../orders/test-support';
import { fleetAudit } from '../tables';

let server: TestServer;
let world: OrderWorld;
let company: Awaited<ReturnType<OrderWorld['company']>>;
let vehicleId: string;
beforeAll(async () => {
  server = await startTestServer({ config: { outboxPollMs: 50 } });
  world = await orderWorld(server, await createProjectFixture(server));
  company = await world.company('405123456');
  const [vehicle] = await server.database.db
    .insert(vehicles)
    .values({
      companyId: company.id,
      registrationType: 'georgia',
      registrationNumber: 'AA-123-BB',
      fuelType: 'EURO_DIESEL',
    })
    .returning();
  vehicleId = vehicle!.id;
});
afterAll(() => server?.close());

const headers = () => company.owner.headers;
const fieldsOf = (body: Json) => (body.fields as Json[]).map((field) => `${field.path}:${field.rule}`);

/** Orders cards and takes the order through the back office to ISSUED; answers the issued detail. */
async function issued(body: unknown, cardNumbers?: string[]) {
  const order = await world.api.post('/api/v2/fleet/card-orders', body, headers());
  expect(order.status).toBe(201);
  for (const status of ['CONFIRMED', 'READY']) {
    await world.api.post(world.backOffice(`/${order.body.id}/status`), { status }, world.admin);
  }
  return world.api.post(
    world.backOffice(`/${order.body.id}/status`),
    { status: 'ISSUED', cardNumbers },
    world.admin,
  );
}
const cardsOf = async (orderId: string) =>
  ((await world.api.get('/api/v2/fleet/cards?limit=200', headers())).body.items as Json[]).filter(
    (card) => card.orderId === orderId,
  );

describe('ordering cards', () => {
  it('validates the order: products, limits, holders', async () => {
    const post = (body: unknown) => world.api.post('/api/v2/fleet/card-orders', body, headers());
    expect(fieldsOf((await post({ cardType: 'UNIVERSAL', quantity: 1, products: [] })).body)).toEqual([
      'products:too_small',
    ]);
    const limits = await post({
      cardType: 'UNIVERSAL',
      quantity: 1,
      products: ['GAS'],
      limits: [{ period: 'daily' }, { period: 'unlimited' }],
    });
    expect(fieldsOf(limits.body).sort()).toEqual([
      'limits.0.amount:required',
      'limits.0.unit:required',
      'limits.1.period:unlimited_alone',
    ]);
    const holder = await post({ cardType: 'IDENTIFIED', holders: [{}], products: ['GAS'] });
    expect(fieldsOf(holder.body)).toEqual(['holders.0.vehicleId:one_holder']);
    const stranger = await post({
      cardType: 'IDENTIFIED',
      holders: [{ vehicleId: crypto.randomUUID() }],
      products: ['GAS'],
    });
    expect(fieldsOf(stranger.body)).toEqual(['holders.0.vehicleId:exists']);
  });

  it('issues UNIVERSAL cards with 6-character numbers, their limits and products', async () => {
    const answer = await issued({
      cardType: 'UNIVERSAL',
      quantity: 3,
      limits: [
        { period: 'daily', unit: 'liters', amount: 60 },
        { period: 'monthly', unit: 'GEL', amount: 1500.5 },
      ],
      products: ['EURO_REGULAR', 'G_FORCE_PREMIUM'],
      schedule: { fromMinute: 360, toMinute: 1320, weekdays: [1, 2, 3, 4, 5] },
    });
    expect(answer.body.status).toBe('ISSUED');
    const cards = await cardsOf(answer.body.id);
    expect(cards).toHaveLength(3);
    for (const card of cards) {
      expect(card.number).toMatch(/^[A-Z0-9]{6}$/);
      expect(card).toMatchObject({
        type: 'UNIVERSAL',
        status: 'active',
        products: ['EURO_REGULAR', 'G_FORCE_PREMIUM'],
      });
      expect(card.limits).toEqual([
        { period: 'daily', unit: 'liters', amount: 60, used: 0, remaining: 60 },
        { period: 'monthly', unit: 'GEL', amount: 1500.5, used: 0, remaining: 1500.5 },
      ]);
      expect(card.schedule).toEqual({ fromMinute: 360, toMinute: 1320, weekdays: [1, 2, 3, 4, 5] });
    }
    const stored = await server.database.db
      .select()
      .from(cardLimits)
      .where(eq(cardLimits.cardId, cards[0].id));
    expect(stored.map((limit) => [limit.period, limit.unit, limit.amount]).sort()).toEqual([
      ['daily', 'ml', 60_000],
      ['monthly', 'tetri', 150_050],
    ]);
  });

  it('issues IDENTIFIED cards to a vehicle and a driver, with the numbers the retailer gives', async () => {
    const answer = await issued(
      {
        cardType: 'IDENTIFIED',
        holders: [{ vehicleId }, { driverName: 'Levan Kapanadze' }],
        products: ['EURO_DIESEL'],
      },
      ['ab12cd', 'EF34GH'],
    );
    const cards = await cardsOf(answer.body.id);
    expect(
      cards.map((card) => [card.number, card.vehicleRegistrationNumber, card.driverName]).sort(),
    ).toEqual([
      ['AB12CD', 'AA-123-BB', null],
      ['EF34GH', null, 'Levan Kapanadze'],
    ]);
    expect(cards[0].limits).toEqual([
      { period: 'unlimited', unit: null, amount: null, used: null, remaining: null },
    ]);
  });

  it('never gives a number twice', async () => {
    const order = { cardType: 'UNIVERSAL', quantity: 1, products: ['GAS'] };
    const taken = await issued(order, ['AB12CD']);
    expect([taken.status, taken.body.code, taken.body.fields[0].path]).toEqual([
      409,
      'CARD_NUMBER_TAKEN',
      'cardNumbers.0',
    ]);
    const count = await issued(order, ['ZZ99ZZ', 'ZZ88ZZ']);
    expect(fieldsOf(count.body)).toEqual(['cardNumbers:count']);
    const format = await issued(order, ['SHORT']);
    expect(fieldsOf(format.body)).toEqual(['cardNumbers.0:invalid_format']);
  });
});

describe('managing cards', () => {
  async function oneCard() {
    const answer = await issued({
      cardType: 'UNIVERSAL',
      quantity: 1,
      products: ['GAS'],
      limits: [{ period: 'weekly', unit: 'liters', amount: 200 }],
    });
    return (await cardsOf(answer.body.id))[0];
  }
  const action = (id: string, verb: string, as = headers()) =>
    world.api.post(`/api/v2/fleet/cards/${id}/${verb}`, {}, as);

  it('blocks and unblocks at once, audited', async () => {
    const card = await oneCard();
    expect((await action(card.id, 'block')).body.status).toBe('blocked');
    expect((await action(card.id, 'block')).body.code).toBe('INVALID_TRANSITION');
    expect((await action(card.id, 'unblock')).body.status).toBe('active');
    const audit = await server.database.db
      .select()
      .from(fleetAudit)
      .where(and(eq(fleetAudit.entityId, card.id), eq(fleetAudit.actorUserId, company.owner.userId)));
    expect(audit.map((entry) => entry.action).sort()).toEqual(['block', 'unblock']);
  });

  it('changes the limits, products and schedule', async () => {
    const card = await oneCard();
    const changed = await world.api.put(
      `/api/v2/fleet/cards/${card.id}/settings`,
      {
        limits: [{ period: 'onetime', unit: 'GEL', amount: 300 }],
        products: ['G_FORCE_SUPER'],
        schedule: { weekdays: [6, 7] },
      },
      headers(),
    );
    expect(changed.body).toMatchObject({
      limits: [{ period: 'onetime', unit: 'GEL', amount: 300 }],
      products: ['G_FORCE_SUPER'],
      schedule: { fromMinute: null, toMinute: null, weekdays: [6, 7] },
    });
  });

  it('closes a deleted card for good', async () => {
    const card = await oneCard();
    const closed = await world.api.delete(`/api/v2/fleet/cards/${card.id}`, headers());
    expect(closed.body.status).toBe('closed');
    expect((await action(card.id, 'unblock')).body.code).toBe('INVALID_TRANSITION');
    const settings = await world.api.put(
      `/api/v2/fleet/cards/${card.id}/settings`,
      { products: ['GAS'] },
      headers(),
    );
    expect(settings.body.code).toBe('CARD_CLOSED');
  });

  it('replaces a lost card: closed at once, a new one ordered with the same settings', async () => {
    const card = await oneCard();
    const replaced = await world.api.post(
      `/api/v2/fleet/cards/${card.id}/replace`,
      { reason: 'lost' },
      headers(),
    );
    expect(replaced.status).toBe(201);
    expect(replaced.body.closed.status).toBe('closed');
    const order = await world.api.get(`/api/v2/fleet/card-orders/${replaced.body.orderId}`, headers());
    expect(order.body).toMatchObject({
      kind: 'card',
      status: 'PENDING',
      cardRequest: {
        cardType: 'UNIVERSAL',
        quantity: 1,
        replacesCardId: card.id,
        products: ['GAS'],
        limits: card.limits.map(({ period, unit, amount }: Json) => ({ period, unit, amount })),
      },
    });
    expect(
      (await world.api.post(`/api/v2/fleet/cards/${card.id}/replace`, { reason: 'lost' }, headers())).status,
    ).toBe(409);
  });

  it('lets VIEW on order card read and refuses it every change', async () => {
    const card = await oneCard();
    const viewer = await company.member({ orderCard: 'VIEW' });
    expect((await world.api.get(`/api/v2/fleet/cards/${card.id}`, viewer.headers)).status).toBe(200);
    expect((await action(card.id, 'block', viewer.headers)).body.code).toBe('NOT_AUTHORIZED');
    expect((await world.api.delete(`/api/v2/fleet/cards/${card.id}`, viewer.headers)).status).toBe(403);
    const fuelOnly = await company.member({ fuelRequest: 'EDIT' });
    expect((await world.api.get('/api/v2/fleet/card-orders', fuelOnly.headers)).status).toBe(403);
  });

  it('keeps the card order history apart from the fuel orders', async () => {
    const other = await world.company('204567891');
    await world.api.post(
      '/api/v2/fleet/card-orders',
      { cardType: 'UNIVERSAL', quantity: 2, products: ['GAS'] },
      other.owner.headers,
    );
    const cardOrders = await world.api.get('/api/v2/fleet/card-orders', other.owner.headers);
    expect([cardOrders.body.total, cardOrders.body.items[0].kind]).toEqual([1, 'card']);
    expect((await world.api.get('/api/v2/fleet/orders', other.owner.headers)).body.total).toBe(0);
    expect((await world.api.get('/api/v2/fleet/cards', other.owner.headers)).body.total).toBe(0);
  });
});
