import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectFixture } from '../../../test/fixtures';
import type { Json } from '../../../test/http';
import { startTestServer, type TestServer } from '../../../test/server';
import { priceLine } from './line-pricing';
import { fleetOrders } from './tables';
import { couponOrder, fuelOrder, type OrderWorld, orderWorld, wholesaleOrder } from './test-support';

let server: TestServer;
let world: OrderWorld;
let company: Awaited<ReturnType<OrderWorld['company']>>;
beforeAll(async () => {
  server = await startTestServer();
  world = await orderWorld(server, await createProjectFixture(server));
  company = await world.company('405123456');
});
afterAll(() => server?.close());

const headers = () => company.owner.headers;
const place = async (body: unknown, draft = false, as = headers()) => {
  const placed = await world.api.post('/api/v2/fleet/orders', { ...(body as object), draft }, as);
  expect(placed.status).toBe(201);
  return placed.body as Json;
};
const summary = async (query = '') => {
  const answer = await world.api.get(`/api/v2/fleet/orders/summary${query}`, headers());
  expect(answer.status).toBe(200);
  return answer.body as Json;
};

describe('today’s prices', () => {
  it('answers each product’s price per liter, and an order placed now is priced by the same rule', async () => {
    const prices = await world.api.get('/api/v2/fleet/orders/prices', headers());
    expect(prices.status).toBe(200);
    const euro = (prices.body.items as Json[]).find((item) => item.product === 'EURO_REGULAR');
    expect(euro?.unitPrice.currency).toBe('GEL');
    const other = await world.company('404987654');
    const order = await place(
      { kind: 'fuel', lines: [{ product: 'EURO_REGULAR', unit: 'GEL', quantity: 250 }] },
      false,
      other.owner.headers,
    );
    const expected = priceLine('fuel', { unit: 'GEL', quantity: 250 }, euro!.unitPrice.amount);
    expect(order.lines[0].unitPrice.amount).toBe(euro!.unitPrice.amount);
    expect(order.total.amount).toBe(expected.total);
    expect(order.lines[0].liters).toBe(Math.floor(expected.volumeMl / 10) / 100);
  });
});

describe('the order history’s summary', () => {
  it('adds up the unpaid and overdue orders, as the rows say, honouring the filters', async () => {
    const fuel = await place(fuelOrder(200));
    const coupons = await place(couponOrder(10));
    const wholesale = await place(wholesaleOrder());
    await place(fuelOrder(100), true); // a draft owes nothing
    const paidDeclared = await place(fuelOrder(50));
    const fileId = await world.upload(headers());
    await world.api.post(`/api/v2/fleet/orders/${paidDeclared.id}/documents`, { fileId }, headers());
    const confirm = await world.api.post(
      `/api/v2/fleet/orders/${paidDeclared.id}/payment/confirm`,
      {},
      headers(),
    );
    expect(confirm.status).toBe(200);
    const cancelled = await place(fuelOrder(60));
    await world.api.post(`/api/v2/fleet/orders/${cancelled.id}/cancel`, {}, headers());
    // The wholesale order's payment deadline has passed (the expiry job has not run yet).
    await server.database.db
      .update(fleetOrders)
      .set({ deadlineAt: new Date(Date.now() - 60_000) })
      .where(eq(fleetOrders.id, wholesale.id));

    const owed = [fuel, coupons, wholesale];
    const sumOf = (orders: Json[]) => orders.reduce((total, order) => total + order.total.amount, 0);
    expect(await summary()).toEqual({
      unpaid: { count: 3, total: { amount: sumOf(owed), currency: 'GEL' } },
      overdue: { count: 1, total: { amount: wholesale.total.amount, currency: 'GEL' } },
    });

    // The list's rows with the same filter agree with its summary.
    const rows = await world.api.get(
      '/api/v2/fleet/orders?kindIn=fuel&statusIn=PENDING&limit=200',
      headers(),
    );
    const unpaidRows = (rows.body.items as Json[]).filter(
      (order) => !order.payment.paid && !order.payment.companyConfirmedAt,
    );
    const fuelOnly = await summary('?kindIn=fuel');
    expect(fuelOnly.unpaid).toEqual({
      count: unpaidRows.length,
      total: { amount: sumOf(unpaidRows), currency: 'GEL' },
    });
    expect(fuelOnly.unpaid.count).toBe(1);
    expect(fuelOnly.overdue.count).toBe(0);
    expect((await summary('?productIn=EURO_DIESEL')).unpaid.total.amount).toBe(wholesale.total.amount);
  });

  it('is the company’s own: another company sees nothing of it', async () => {
    const other = await world.company('204567891');
    const answer = await world.api.get('/api/v2/fleet/orders/summary', other.owner.headers);
    expect(answer.body.unpaid).toEqual({ count: 0, total: { amount: 0, currency: 'GEL' } });
  });

  it('refuses a bad filter with a 400, and a member without the fuel-request page with a 403', async () => {
    const bad = await world.api.get('/api/v2/fleet/orders/summary?from=yesterday', headers());
    expect([bad.status, bad.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    const member = await company.member({ vehicles: 'EDIT' });
    const refused = await world.api.get('/api/v2/fleet/orders/summary', member.headers);
    expect(refused.status).toBe(403);
  });
});
