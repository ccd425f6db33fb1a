import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../../services';
import { createProjectFixture, type ProjectFixture } from '../../test/fixtures';
import type { Json } from '../../test/http';
import { startTestServer, type TestServer } from '../../test/server';
import { ORDER_STATUSES, type OrderStatus } from './tables';
import { commerceApi } from './test-support';
import { ORDER_TRANSITIONS } from './transitions';

let server: TestServer;
let fixture: ProjectFixture;
let shop: ReturnType<typeof commerceApi>;
let fuel: Json;
let card: Json;

beforeAll(async () => {
  server = await startTestServer();
  fixture = await createProjectFixture(server);
  shop = commerceApi(server, fixture);
  fuel = await shop.item({ title: { en: 'Euro Diesel', ka: 'ევრო დიზელი' }, price: { amount: 309 } });
  card = await shop.item({
    type: 'card',
    title: { en: 'Universal card' },
    price: { amount: 1000 },
    unit: 'piece',
  });
});
afterAll(() => server.close());

const adminPut = (orderId: string, status: OrderStatus) =>
  shop.api.put(
    `/api/v1/project/${fixture.project.id}/ecommerce/order/${orderId}`,
    { status, note: `to ${status}` },
    fixture.headers.admin,
  );

/** The shortest admin path from PENDING to each status. */
const pathTo: Record<OrderStatus, OrderStatus[]> = {
  PENDING: [],
  CONFIRMED: ['CONFIRMED'],
  READY: ['CONFIRMED', 'READY'],
  ISSUED: ['CONFIRMED', 'READY', 'ISSUED'],
  REJECTED: ['REJECTED'],
  CANCELLED: ['CANCELLED'],
};

async function orderIn(status: OrderStatus): Promise<Json> {
  let order = await shop.order([{ itemId: fuel.id, quantity: 10 }]);
  for (const step of pathTo[status]) {
    const response = await adminPut(order.id, step);
    if (response.status !== 200)
      throw new Error(`could not move to ${step}: ${JSON.stringify(response.body)}`);
    order = response.body;
  }
  return order;
}

describe('creating orders', () => {
  it('prices the lines at the current prices and starts PENDING, recording who created it', async () => {
    const order = await shop.order([
      { itemId: fuel.id, quantity: 40 },
      { itemId: card.id, quantity: 2 },
    ]);
    expect(order).toMatchObject({
      projectId: fixture.project.id,
      buyerUserId: fixture.user.id,
      status: 'PENDING',
      total: { amount: 40 * 309 + 2 * 1000, currency: 'GEL' },
      lines: [
        {
          itemId: fuel.id,
          title: { en: 'Euro Diesel', ka: 'ევრო დიზელი' },
          unit: 'liter',
          quantity: 40,
          unitPrice: { amount: 309, currency: 'GEL' },
          total: { amount: 12360, currency: 'GEL' },
        },
        { itemId: card.id, unit: 'piece', quantity: 2, total: { amount: 2000, currency: 'GEL' } },
      ],
      statusChanges: [{ from: null, to: 'PENDING', by: { kind: 'user', id: fixture.user.id }, note: null }],
    });
  });

  it('keeps the price of the order when the item’s price changes later', async () => {
    const item = await shop.item({ price: { amount: 289 } });
    const order = await shop.order([{ itemId: item.id, quantity: 10 }]);
    await shop.api.put(`${shop.base}/item/${item.id}`, { price: { amount: 319 } }, fixture.headers.admin);
    const read = await shop.api.get(`/api/v2/ecommerce/order/${order.id}`, fixture.headers.user);
    expect(read.body.lines[0].unitPrice.amount).toBe(289);
    expect(read.body.total.amount).toBe(2890);
  });

  it('refuses unknown, unavailable, repeated and mixed-currency lines, naming each', async () => {
    const draft = await shop.item({ status: 'draft' });
    const dollars = await shop.item({ price: { amount: 100, currency: 'USD' } });
    const post = (body: Json) => shop.api.post('/api/v2/ecommerce/order/create', body, fixture.headers.user);

    const bad = await post({
      lines: [
        { itemId: randomUUID(), quantity: 1 },
        { itemId: draft.id, quantity: 1 },
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual([
      expect.objectContaining({ path: 'lines.0.itemId', rule: 'not_found' }),
      expect.objectContaining({ path: 'lines.1.itemId', rule: 'not_available' }),
    ]);
    const repeated = await post({
      lines: [
        { itemId: fuel.id, quantity: 1 },
        { itemId: fuel.id, quantity: 2 },
      ],
    });
    expect(repeated.body.fields).toEqual([
      expect.objectContaining({ path: 'lines.1.itemId', rule: 'unique' }),
    ]);
    const mixed = await post({
      lines: [
        { itemId: fuel.id, quantity: 1 },
        { itemId: dollars.id, quantity: 1 },
      ],
    });
    expect(mixed.body.fields).toEqual([
      expect.objectContaining({ path: 'lines.1.itemId', rule: 'same_currency' }),
    ]);
    const empty = await post({ lines: [] });
    expect(empty.status).toBe(400);
    const zero = await post({ lines: [{ itemId: fuel.id, quantity: 0 }] });
    expect(zero.body.fields[0].path).toBe('lines.0.quantity');
  });

  it('refuses an item of another project', async () => {
    const other = await createProjectFixture(server);
    const foreign = await commerceApi(server, other).item();
    const response = await shop.api.post(
      '/api/v2/ecommerce/order/create',
      { lines: [{ itemId: foreign.id, quantity: 1 }] },
      fixture.headers.user,
    );
    expect(response.status).toBe(400);
    expect(response.body.fields[0].rule).toBe('not_found');
  });
});

describe('the transition table (admin moves)', () => {
  const cases = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const));
  it.each(cases)('%s → %s', async (from, to) => {
    const order = await orderIn(from);
    const response = await adminPut(order.id, to);
    if (ORDER_TRANSITIONS[from].includes(to)) {
      expect(response.status).toBe(200);
      expect(response.body.status).toBe(to);
      expect(response.body.statusChanges.at(-1)).toMatchObject({
        from,
        to,
        by: { kind: 'admin', id: fixture.admin.id },
        note: `to ${to}`,
      });
      expect(response.body.statusChanges.map((change: Json) => change.to)).toEqual([
        'PENDING',
        ...pathTo[from],
        to,
      ]);
    } else {
      expect(response.status).toBe(409);
      expect(response.body.code).toBe('INVALID_TRANSITION');
      const unchanged = await shop.api.get(`/api/v2/ecommerce/order/${order.id}`, fixture.headers.user);
      expect(unchanged.body.status).toBe(from);
      expect(unchanged.body.statusChanges).toHaveLength(1 + pathTo[from].length);
    }
  });
});

describe('concurrent moves', () => {
  it('lets exactly one of two simultaneous moves of one order win', async () => {
    // Pairs where either order of the two moves leaves the second one invalid.
    for (const [first, second] of [
      ['CONFIRMED', 'REJECTED'],
      ['CONFIRMED', 'CONFIRMED'],
      ['REJECTED', 'CANCELLED'],
    ] as const) {
      const order = await orderIn('PENDING');
      const answers = await Promise.all([adminPut(order.id, first), adminPut(order.id, second)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.status === 409)!.body.code).toBe('INVALID_TRANSITION');
      const read = await shop.api.get(`/api/v2/ecommerce/order/${order.id}`, fixture.headers.user);
      expect(read.body.statusChanges).toHaveLength(2);
      expect(read.body.status).toBe(answers.find((answer) => answer.status === 200)!.body.status);
    }
  });

  it('refuses a move whose expected status is stale (update ... where status = expected)', async () => {
    const order = await orderIn('CONFIRMED');
    const { orders } = createServices(server.database, server.config).commerce;
    const actor = { kind: 'admin' as const, id: fixture.admin.id };
    // Two movers both read PENDING; the second's conditional update finds the order CONFIRMED already.
    await expect(orders.move(order.id, 'PENDING', 'CANCELLED', actor)).rejects.toMatchObject({
      statusCode: 409,
      code: 'INVALID_TRANSITION',
    });
    const read = await shop.api.get(`/api/v2/ecommerce/order/${order.id}`, fixture.headers.user);
    expect(read.body.status).toBe('CONFIRMED');
    expect(read.body.statusChanges).toHaveLength(2);
  });
});

describe('the buyer', () => {
  const userPut = (orderId: string, body: Json, headers = fixture.headers.user) =>
    shop.api.put(`/api/v2/ecommerce/order/${orderId}`, body, headers);

  it('cancels their own PENDING order, recorded as their move', async () => {
    const order = await orderIn('PENDING');
    const response = await userPut(order.id, { status: 'CANCELLED', note: 'changed my mind' });
    expect(response.status).toBe(200);
    expect(response.body.statusChanges.at(-1)).toMatchObject({
      from: 'PENDING',
      to: 'CANCELLED',
      by: { kind: 'user', id: fixture.user.id },
      note: 'changed my mind',
    });
  });

  it('may not cancel once confirmed (409) nor make an admin’s move (403)', async () => {
    const confirmed = await orderIn('CONFIRMED');
    const late = await userPut(confirmed.id, { status: 'CANCELLED' });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('INVALID_TRANSITION');
    const pending = await orderIn('PENDING');
    for (const status of ['CONFIRMED', 'REJECTED', 'READY', 'ISSUED'] as const) {
      const response = await userPut(pending.id, { status });
      expect(response.status).toBe(403);
      expect(response.body.code).toBe('FORBIDDEN');
    }
  });

  it('gets 404 for another user’s order, on every route, and the order stays as it was', async () => {
    const other = await shop.signup();
    const order = await orderIn('PENDING');
    expect((await shop.api.get(`/api/v2/ecommerce/order/${order.id}`, other.headers)).status).toBe(404);
    const cancel = await userPut(order.id, { status: 'CANCELLED' }, other.headers);
    expect(cancel.status).toBe(404);
    expect(cancel.body.code).toBe('NOT_FOUND');
    const read = await shop.api.get(`/api/v2/ecommerce/order/${order.id}`, fixture.headers.user);
    expect(read.body.status).toBe('PENDING');
    const theirs = await shop.api.post('/api/v2/ecommerce/order', {}, other.headers);
    expect(theirs.body).toMatchObject({ items: [], total: 0 });
  });

  it('keeps other projects’ admins out of the project’s orders (404)', async () => {
    const order = await orderIn('PENDING');
    const other = await createProjectFixture(server);
    const base = `/project/${fixture.project.id}/ecommerce/order`;
    expect((await shop.api.get(`/api/v2${base}/${order.id}`, other.headers.admin)).status).toBe(404);
    expect((await shop.api.get(`/api/v2${base}/search`, other.headers.admin)).status).toBe(404);
    expect(
      (await shop.api.put(`/api/v1${base}/${order.id}`, { status: 'CONFIRMED' }, other.headers.admin)).status,
    ).toBe(404);
    // Its own project's path with our order: not found either.
    const cross = await shop.api.get(
      `/api/v2/project/${other.project.id}/ecommerce/order/${order.id}`,
      other.headers.admin,
    );
    expect(cross.status).toBe(404);
  });
});

describe('order search', () => {
  let buyer: Awaited<ReturnType<typeof shop.signup>>;
  let mine: Json[];

  beforeAll(async () => {
    buyer = await shop.signup();
    mine = [];
    for (const quantity of [10, 30, 20])
      mine.push(await shop.order([{ itemId: fuel.id, quantity }], buyer.headers));
    await adminPut(mine[1].id, 'CONFIRMED');
  });

  it('gives a user their own orders only, filtered, sorted and paged with a total', async () => {
    const all = await shop.api.post('/api/v2/ecommerce/order', {}, buyer.headers);
    expect(all.body.total).toBe(3);
    expect(all.body.items.map((order: Json) => order.id)).toEqual([mine[2].id, mine[1].id, mine[0].id]);
    const pending = await shop.api.post('/api/v2/ecommerce/order', { statusIn: ['PENDING'] }, buyer.headers);
    expect(pending.body.items.map((order: Json) => order.id).sort()).toEqual([mine[0].id, mine[2].id].sort());
    const byTotal = await shop.api.post(
      '/api/v2/ecommerce/order?lang=ka',
      { sort: 'total', order: 'desc', limit: 2, page: 1 },
      buyer.headers,
    );
    expect(byTotal.body).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(byTotal.body.items.map((order: Json) => order.id)).toEqual([mine[1].id, mine[2].id]);
    expect(byTotal.body.items[0].lines[0].title).toBe('ევრო დიზელი');
    const last = await shop.api.post(
      '/api/v2/ecommerce/order',
      { sort: 'total', limit: 2, page: 2 },
      buyer.headers,
    );
    expect(last.body.items.map((order: Json) => order.id)).toEqual([mine[1].id]);
  });

  it('lets the admin filter by buyers and statuses (comma-joined)', async () => {
    const search = (query: string) =>
      shop.api.get(`${shop.base}/order/search?limit=200&${query}`, fixture.headers.admin);
    const theirs = await search(`inUserIds=${buyer.id}`);
    expect(theirs.body.total).toBe(3);
    const confirmed = await search(`inUserIds=${buyer.id},${randomUUID()}&statusIn=CONFIRMED,READY`);
    expect(confirmed.body.items.map((order: Json) => order.id)).toEqual([mine[1].id]);
    const others = await search(`notInUserIds=${buyer.id}`);
    expect(others.body.items.every((order: Json) => order.buyerUserId !== buyer.id)).toBe(true);
    expect(others.body.total + theirs.body.total).toBe((await search('')).body.total);
    const one = await shop.api.get(`${shop.base}/order/${mine[1].id}`, fixture.headers.admin);
    expect(one.body).toMatchObject({ id: mine[1].id, status: 'CONFIRMED' });
  });
});
