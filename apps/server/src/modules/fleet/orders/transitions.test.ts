import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectFixture } from '../../../test/fixtures';
import { startTestServer, type TestServer } from '../../../test/server';
import { ORDER_STATUSES, type OrderStatus } from './rules';
import { fleetOrderHistory, fleetOrders } from './tables';
import { couponOrder, fuelOrder, type OrderWorld, orderWorld } from './test-support';
import type { OrderMover } from './transitions';

// The transition table, move by move: every status to every status by every mover, on the real
// database, each allowed move made and each refused one leaving the order and its history untouched.

let server: TestServer;
let world: OrderWorld;
let company: Awaited<ReturnType<OrderWorld['company']>>;
beforeAll(async () => {
  server = await startTestServer({ config: { outboxPollMs: 50 } });
  world = await orderWorld(server, await createProjectFixture(server));
  company = await world.company('405123456');
});
afterAll(() => server?.close());

/** The table as the spec of this test (docs/FLEET.md), written out rather than read from the code. */
const ALLOWED = new Set([
  'draft→PENDING by company',
  'draft→CANCELLED by company',
  'PENDING→CONFIRMED by retailer',
  'PENDING→CONFIRMED by system',
  'PENDING→REJECTED by retailer',
  'PENDING→CANCELLED by company',
  'PENDING→expired by system',
  'CONFIRMED→READY by retailer',
  'CONFIRMED→REJECTED by retailer',
  'CONFIRMED→CANCELLED by company',
  'CONFIRMED→expired by system',
  'READY→ISSUED by retailer',
  'READY→overdue by system',
  'overdue→ISSUED by retailer',
  'ISSUED→finished by retailer',
]);
const MOVERS: OrderMover[] = ['company', 'retailer', 'system'];

async function orderIn(id: string, status: OrderStatus, paid: boolean) {
  const [row] = await server.database.db
    .update(fleetOrders)
    .set({ status, paidAt: paid ? new Date() : null })
    .where(eq(fleetOrders.id, id))
    .returning();
  return row!;
}
const historyOf = (id: string) =>
  server.database.db.select().from(fleetOrderHistory).where(eq(fleetOrderHistory.orderId, id));

describe('the transition table', () => {
  it('makes every allowed move and refuses every other, changing nothing then', async () => {
    const placed = await world.api.post('/api/v2/fleet/orders', couponOrder(), company.owner.headers);
    const id = placed.body.id as string;
    const { moves } = world.services.fleetOrders;
    const outcomes: string[] = [];
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        for (const by of MOVERS) {
          // Paid where the move needs it (READY), unpaid where it needs that (CANCELLED, expired).
          const order = await orderIn(id, from, to === 'READY');
          const historyBefore = (await historyOf(id)).length;
          const name = `${from}→${to} by ${by}`;
          const moved = await moves.move(order, to, { kind: by, id: 'test', userId: null }).then(
            (row) => row.status,
            (error: { statusCode?: number }) => error.statusCode,
          );
          const history = await historyOf(id);
          const [now] = await server.database.db.select().from(fleetOrders).where(eq(fleetOrders.id, id));
          if (ALLOWED.has(name)) {
            expect([name, moved, now!.status, history.length]).toEqual([name, to, to, historyBefore + 1]);
            outcomes.push(name);
          } else {
            expect([name, moved, now!.status, history.length]).toEqual([name, 409, from, historyBefore]);
          }
        }
      }
    }
    expect(outcomes.length).toBe(ALLOWED.size);
  });

  it('keeps a fuel, coupon or wholesale order from READY until paid; a card order needs no payment', async () => {
    const placed = await world.api.post('/api/v2/fleet/orders', fuelOrder(), company.owner.headers);
    await world.api.post(world.backOffice(`/${placed.body.id}/status`), { status: 'CONFIRMED' }, world.admin);
    const ready = await world.api.post(
      world.backOffice(`/${placed.body.id}/status`),
      { status: 'READY' },
      world.admin,
    );
    expect([ready.status, ready.body.code]).toEqual([409, 'PAYMENT_REQUIRED']);

    const cards = await world.api.post(
      '/api/v2/fleet/card-orders',
      { cardType: 'UNIVERSAL', quantity: 1, products: ['EURO_DIESEL'] },
      company.owner.headers,
    );
    for (const status of ['CONFIRMED', 'READY']) {
      const moved = await world.api.post(
        world.backOffice(`/${cards.body.id}/status`),
        { status },
        world.admin,
      );
      expect([moved.status, moved.body.status]).toEqual([200, status]);
    }
  });

  it('lets the company cancel an unpaid order only; expiry and overdue fit their kinds', async () => {
    const { moves } = world.services.fleetOrders;
    const placed = await world.api.post('/api/v2/fleet/orders', fuelOrder(), company.owner.headers);
    const paid = await orderIn(placed.body.id, 'CONFIRMED', true);
    const system = { kind: 'system' as const, id: 'test', userId: null };
    const codeOf = (work: Promise<unknown>) =>
      work.then(
        () => 'moved',
        (error: { code: string }) => error.code,
      );
    expect(await codeOf(moves.move(paid, 'CANCELLED', { kind: 'company', id: 'x', userId: null }))).toBe(
      'ALREADY_PAID',
    );
    expect(await codeOf(moves.move(paid, 'expired', system))).toBe('NOT_EXPIRABLE');
    const ready = await orderIn(placed.body.id, 'READY', true);
    expect(await codeOf(moves.move(ready, 'overdue', system))).toBe('NOT_COUPONS');
    const cancel = await world.api.post(
      `/api/v2/fleet/orders/${placed.body.id}/cancel`,
      {},
      company.owner.headers,
    );
    expect([cancel.status, cancel.body.code]).toEqual([409, 'INVALID_TRANSITION']);
  });

  it('lets one of simultaneous final moves win', async () => {
    const placed = await world.api.post('/api/v2/fleet/orders', fuelOrder(), company.owner.headers);
    const path = world.backOffice(`/${placed.body.id}/status`);
    const answers = await Promise.all([
      world.api.post(path, { status: 'REJECTED', reason: 'Out of stock' }, world.admin),
      world.api.post(path, { status: 'REJECTED', reason: 'Twice' }, world.admin),
      world.api.post(`/api/v2/fleet/orders/${placed.body.id}/cancel`, {}, company.owner.headers),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    expect((await historyOf(placed.body.id)).length).toBe(2);
  });

  it('asks a reason for a rejection and tells it to the company', async () => {
    const placed = await world.api.post('/api/v2/fleet/orders', fuelOrder(), company.owner.headers);
    const path = world.backOffice(`/${placed.body.id}/status`);
    const bare = await world.api.post(path, { status: 'REJECTED' }, world.admin);
    expect([bare.status, bare.body.fields[0].path]).toEqual([400, 'reason']);
    const rejected = await world.api.post(path, { status: 'REJECTED', reason: 'Wrong details' }, world.admin);
    expect(rejected.body).toMatchObject({
      status: 'REJECTED',
      rejectReason: 'Wrong details',
      deadlineAt: null,
    });
    expect(rejected.body.history.at(-1)).toMatchObject({ to: 'REJECTED', note: 'Wrong details' });
  });
});
