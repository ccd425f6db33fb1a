import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectFixture } from '../../test/fixtures';
import type { Json } from '../../test/http';
import { startTestServer, type TestServer } from '../../test/server';
import { cards, vehicles } from './asset-tables';
import { fleetOrders } from './orders/tables';
import { cardOrderOf, fuelOrder, type OrderWorld, orderWorld } from './orders/test-support';
import { FINAL_STATUSES } from './orders/transitions';

// The archive page's lists: final orders with their payment documents (GET /fleet/orders and
// /fleet/card-orders with `statusIn` and `withDocuments`) and closed cards (GET /fleet/cards with
// `statusIn=closed` and the closing period), searched, filtered by Tbilisi days and paged on the server.

let server: TestServer;
let world: OrderWorld;
let company: Awaited<ReturnType<OrderWorld['company']>>;
beforeAll(async () => {
  server = await startTestServer({ config: { outboxPollMs: 50 } });
  world = await orderWorld(server, await createProjectFixture(server));
  company = await world.company('401122334');
});
afterAll(() => server?.close());

const headers = () => company.owner.headers;
const ids = (body: Json) => (body.items as Json[]).map((item) => item.id);
const FINAL = FINAL_STATUSES.join(',');
// Midnight in Tbilisi (UTC+4) on 10 March 2026, and the last millisecond of the day before.
const TEN_MARCH = new Date('2026-03-09T20:00:00.000Z');
const END_OF_NINE_MARCH = new Date('2026-03-09T19:59:59.999Z');

async function place(body: unknown) {
  const placed = await world.api.post('/api/v2/fleet/orders', body, headers());
  expect(placed.status).toBe(201);
  return placed.body as Json;
}

async function attach(orderId: string, name: string) {
  const fileId = await world.upload(headers(), name);
  const attached = await world.api.post(`/api/v2/fleet/orders/${orderId}/documents`, { fileId }, headers());
  expect(attached.status).toBe(201);
}

const placedAt = (id: string, at: Date) =>
  server.database.db.update(fleetOrders).set({ createdAt: at }).where(eq(fleetOrders.id, id));

describe('archived orders', () => {
  let cancelled: Json;
  let rejected: Json;
  let open: Json;
  const archive = (query = '') =>
    world.api.get(`/api/v2/fleet/orders?statusIn=${FINAL}&withDocuments=true${query}`, headers());

  beforeAll(async () => {
    cancelled = await place(fuelOrder(40, 'GAS'));
    await attach(cancelled.id, 'invoice-b.pdf');
    await attach(cancelled.id, 'invoice-a.pdf');
    await world.api.post(`/api/v2/fleet/orders/${cancelled.id}/cancel`, {}, headers());
    rejected = await place(fuelOrder(60, 'EURO_DIESEL'));
    await world.api.post(
      world.backOffice(`/${rejected.id}/status`),
      { status: 'REJECTED', reason: 'No tanker free' },
      world.admin,
    );
    open = await place(fuelOrder(20));
    await placedAt(cancelled.id, TEN_MARCH);
    await placedAt(rejected.id, END_OF_NINE_MARCH);
  });

  it('lists final orders only, each with its documents in the order they came', async () => {
    const page = await archive();
    expect(page.status).toBe(200);
    expect(ids(page.body).sort()).toEqual([cancelled.id, rejected.id].sort());
    expect(ids(page.body)).not.toContain(open.id);
    const byId = new Map((page.body.items as Json[]).map((item) => [item.id, item]));
    const documents = byId.get(cancelled.id).documents as Json[];
    expect(documents.map((document) => document.name)).toEqual(['invoice-b.pdf', 'invoice-a.pdf']);
    expect(documents[0]).toMatchObject({ contentType: 'application/pdf', fileId: expect.any(String) });
    expect(documents[0].url).toMatch(new RegExp(`/files/${documents[0].fileId}/invoice-b\\.pdf$`));
    expect(byId.get(cancelled.id).documentCount).toBe(2);
    expect(byId.get(rejected.id).documents).toEqual([]);
    // Without the flag the history's rows stay as they were.
    const plain = await world.api.get(`/api/v2/fleet/orders?statusIn=${FINAL}`, headers());
    expect((plain.body.items as Json[]).every((item) => !('documents' in item))).toBe(true);
  });

  it('serves a listed document’s bytes at its URL', async () => {
    const [document] = (await archive(`&search=${cancelled.number}`)).body.items[0].documents as Json[];
    const served = await fetch(document.url);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect((await served.text()).startsWith('%PDF')).toBe(true);
  });

  it('searches by number and filters by status', async () => {
    expect(ids((await archive(`&search=${cancelled.number}`)).body)).toEqual([cancelled.id]);
    expect(ids((await archive(`&search=%23${rejected.number}`)).body)).toEqual([rejected.id]);
    expect(ids((await archive('&search=diesel')).body)).toEqual([rejected.id]);
    const only = await world.api.get('/api/v2/fleet/orders?statusIn=CANCELLED&withDocuments=true', headers());
    expect(ids(only.body)).toEqual([cancelled.id]);
  });

  it('filters by the Tbilisi day the order was placed, boundaries included', async () => {
    expect(ids((await archive('&from=2026-03-10&to=2026-03-10')).body)).toEqual([cancelled.id]);
    expect(ids((await archive('&from=2026-03-09&to=2026-03-09')).body)).toEqual([rejected.id]);
    expect(ids((await archive('&to=2026-03-08')).body)).toEqual([]);
    expect((await archive('&from=2026-03-11')).body.total).toBe(0);
  });

  it('pages and sorts on the server', async () => {
    const period = '&from=2026-03-09&to=2026-03-10&limit=1';
    const first = await archive(`${period}&page=1`);
    const second = await archive(`${period}&page=2`);
    expect([first.body.total, first.body.items.length, second.body.page]).toEqual([2, 1, 2]);
    expect([...ids(first.body), ...ids(second.body)]).toEqual([cancelled.id, rejected.id]);
    const oldest = await archive(`${period}&sort=created&order=asc`);
    expect(ids(oldest.body)).toEqual([rejected.id]);
    expect(second.body.items[0].documents).toEqual([]);
  });

  it('refuses a bad flag or date, naming the field', async () => {
    const flag = await archive('&withDocuments=yes');
    expect([flag.status, flag.body.code, flag.body.fields[0].path]).toEqual([
      400,
      'VALIDATION_FAILED',
      'withDocuments',
    ]);
    const date = await archive('&from=2026-02-30');
    expect([date.status, date.body.fields[0].path]).toEqual([400, 'from']);
  });

  it('lists cancelled card orders in the card archive', async () => {
    const order = await world.api.post('/api/v2/fleet/card-orders', cardOrderOf(1), headers());
    await world.api.post(`/api/v2/fleet/card-orders/${order.body.id}/cancel`, {}, headers());
    const page = await world.api.get(
      `/api/v2/fleet/card-orders?statusIn=${FINAL}&withDocuments=true`,
      headers(),
    );
    expect(page.body.items.map((item: Json) => [item.id, item.status, item.documents])).toEqual([
      [order.body.id, 'CANCELLED', []],
    ]);
  });
});

describe('closed cards', () => {
  let byVehicle: Json;
  let byDriver: Json;
  let stillActive: Json;
  const closed = (query = '') => world.api.get(`/api/v2/fleet/cards?statusIn=closed${query}`, headers());
  const closedAt = (id: string, at: Date) =>
    server.database.db.update(cards).set({ closedAt: at }).where(eq(cards.id, id));

  beforeAll(async () => {
    const [vehicle] = await server.database.db
      .insert(vehicles)
      .values({
        companyId: company.id,
        registrationType: 'georgia',
        registrationNumber: 'QR-777-ST',
        make: 'Isuzu',
        fuelType: 'EURO_DIESEL',
      })
      .returning();
    const order = await world.api.post(
      '/api/v2/fleet/card-orders',
      {
        cardType: 'IDENTIFIED',
        holders: [
          { vehicleId: vehicle!.id },
          { driverName: 'Ketevan Lomidze' },
          { driverName: 'Zurab Abashidze' },
        ],
        products: ['EURO_DIESEL'],
      },
      headers(),
    );
    for (const status of ['CONFIRMED', 'READY']) {
      await world.api.post(world.backOffice(`/${order.body.id}/status`), { status }, world.admin);
    }
    const suffix = String(randomInt(10_000)).padStart(4, '0');
    const numbers = [`AV${suffix}`, `AD${suffix}`, `AS${suffix}`];
    const issued = await world.api.post(
      world.backOffice(`/${order.body.id}/status`),
      { status: 'ISSUED', cardNumbers: numbers },
      world.admin,
    );
    expect(issued.body.status).toBe('ISSUED');
    const all = (await world.api.get('/api/v2/fleet/cards?limit=200', headers())).body.items as Json[];
    [byVehicle, byDriver, stillActive] = numbers.map((number) => all.find((card) => card.number === number));
  });

  it('stamps the closing time when a card is deleted or replaced', async () => {
    const before = Date.now();
    const deleted = await world.api.delete(`/api/v2/fleet/cards/${byVehicle.id}`, headers());
    const replaced = await world.api.post(
      `/api/v2/fleet/cards/${byDriver.id}/replace`,
      { reason: 'lost' },
      headers(),
    );
    expect([deleted.body.status, replaced.body.closed.status]).toEqual(['closed', 'closed']);
    for (const at of [deleted.body.closedAt, replaced.body.closed.closedAt]) {
      expect(Math.abs(Date.parse(at) - before)).toBeLessThan(60_000);
    }
    const active = await world.api.get(`/api/v2/fleet/cards/${stillActive.id}`, headers());
    expect(active.body.closedAt).toBeNull();
    expect(ids((await closed()).body).sort()).toEqual([byVehicle.id, byDriver.id].sort());
  });

  it('searches the number, the driver and the vehicle’s registration number', async () => {
    expect(ids((await closed(`&search=${byDriver.number.toLowerCase()}`)).body)).toEqual([byDriver.id]);
    expect(ids((await closed('&search=lomidze')).body)).toEqual([byDriver.id]);
    expect(ids((await closed('&search=QR-777')).body)).toEqual([byVehicle.id]);
    expect(ids((await closed('&search=qr777')).body)).toEqual([byVehicle.id]);
    expect(ids((await closed('&search=abashidze')).body)).toEqual([]);
  });

  it('filters by the Tbilisi day the card was closed, boundaries included, and sorts by it', async () => {
    await closedAt(byVehicle.id, TEN_MARCH);
    await closedAt(byDriver.id, END_OF_NINE_MARCH);
    expect(ids((await closed('&closedFrom=2026-03-10&closedTo=2026-03-10')).body)).toEqual([byVehicle.id]);
    expect(ids((await closed('&closedFrom=2026-03-09&closedTo=2026-03-09')).body)).toEqual([byDriver.id]);
    expect((await closed('&closedFrom=2026-03-11')).body.total).toBe(0);
    expect(ids((await closed('&sort=closed')).body)).toEqual([byVehicle.id, byDriver.id]);
    expect(ids((await closed('&sort=closed&order=asc')).body)).toEqual([byDriver.id, byVehicle.id]);
    const page = await closed('&sort=closed&limit=1&page=2');
    expect([page.body.total, ids(page.body)]).toEqual([2, [byDriver.id]]);
    // The active card has no closing day: a period leaves it out whatever its status filter.
    expect(
      ids((await world.api.get('/api/v2/fleet/cards?closedFrom=2000-01-01', headers())).body),
    ).not.toContain(stillActive.id);
    const bad = await closed('&closedTo=10.03.2026');
    expect([bad.status, bad.body.code, bad.body.fields[0].path]).toEqual([
      400,
      'VALIDATION_FAILED',
      'closedTo',
    ]);
  });

  it('shows one company’s cards only', async () => {
    const stranger = await world.company('405998877');
    const theirs = await world.api.get('/api/v2/fleet/cards?statusIn=closed', stranger.owner.headers);
    expect([theirs.status, theirs.body.total]).toEqual([200, 0]);
  });
});

describe('who may read the archive', () => {
  it('needs the fuel request page for orders and the order card page for card orders and cards', async () => {
    const fuelViewer = await company.member({ fuelRequest: 'VIEW' });
    const cardViewer = await company.member({ orderCard: 'VIEW' });
    const neither = await company.member({ vehicles: 'EDIT' });
    const get = (path: string, who: { headers: Record<string, string> }) =>
      world.api.get(`/api/v2/fleet/${path}`, who.headers);
    const orders = `orders?statusIn=${FINAL}&withDocuments=true`;
    const cardOrders = `card-orders?statusIn=${FINAL}`;
    const closedCards = 'cards?statusIn=closed&closedFrom=2026-01-01';
    expect((await get(orders, fuelViewer)).status).toBe(200);
    expect((await get(cardOrders, cardViewer)).status).toBe(200);
    expect((await get(closedCards, cardViewer)).status).toBe(200);
    for (const [path, who] of [
      [orders, cardViewer],
      [cardOrders, fuelViewer],
      [closedCards, fuelViewer],
      [orders, neither],
      [closedCards, neither],
    ] as const) {
      const refused = await get(path, who);
      expect([path, refused.status, refused.body.code]).toEqual([path, 403, 'NOT_AUTHORIZED']);
    }
  });
});

describe('indexes', () => {
  it('has an index for every archive filter', async () => {
    const result = (await server.database.db.execute(
      sql`select indexname from pg_indexes where schemaname = current_schema()
          and tablename in ('cards', 'fleet_orders', 'fleet_order_documents')`,
    )) as unknown as { rows: { indexname: string }[] };
    const names = result.rows.map((row) => row.indexname);
    expect(names).toEqual(
      expect.arrayContaining([
        'cards_company_closed_idx',
        'cards_number_trgm_idx',
        'cards_driver_trgm_idx',
        'fleet_orders_company_status_created_idx',
        'fleet_orders_search_trgm_idx',
        'fleet_order_documents_order_idx',
      ]),
    );
  });
});
