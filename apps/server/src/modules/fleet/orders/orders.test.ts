import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../../core/outbox/tables';
import { createProjectFixture, type ProjectFixture } from '../../../test/fixtures';
import type { Json } from '../../../test/http';
import { startTestServer, type TestServer } from '../../../test/server';
import { items } from '../../commerce/tables';
import { fleetAudit } from '../tables';
import { eventually } from '../test-support';
import { ORDER_NOTICE_TOPIC } from './notify';
import { fleetOrders } from './tables';
import { couponOrder, fuelOrder, type OrderWorld, orderWorld, wholesaleOrder } from './test-support';

let server: TestServer;
let fixture: ProjectFixture;
let world: OrderWorld;
let company: Awaited<ReturnType<OrderWorld['company']>>;
beforeAll(async () => {
  server = await startTestServer({ config: { outboxPollMs: 50 } });
  fixture = await createProjectFixture(server);
  world = await orderWorld(server, fixture);
  company = await world.company('405123456');
});
afterAll(() => server?.close());

const place = (body: unknown, headers = company.owner.headers, extra: Record<string, string> = {}) =>
  world.api.post('/api/v2/fleet/orders', body, { ...headers, ...extra });
const fieldsOf = (body: Json) => (body.fields as Json[]).map((field) => `${field.path}:${field.rule}`);
/** The retailer changes a fuel's item in the back office (through this server, as an admin). */
const setItem = async (sku: string, changes: Json) => {
  const [item] = await server.database.db
    .select({ id: items.id })
    .from(items)
    .where(and(eq(items.projectId, world.projectId), eq(items.sku, sku)));
  return world.api.put(
    `/api/v2/project/${world.projectId}/ecommerce/item/${item!.id}`,
    changes,
    fixture.headers.admin,
  );
};
const ordersOf = async (companyId: string) =>
  (await server.database.db.select().from(fleetOrders).where(eq(fleetOrders.companyId, companyId))).length;

describe('placing an order: validation', () => {
  it('refuses quantities that are not multiples of 10 (fuel) or 5 (coupons), naming the field', async () => {
    const before = await ordersOf(company.id);
    const fuel = await place(fuelOrder(15));
    expect([fuel.status, fuel.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(fieldsOf(fuel.body)).toEqual(['lines.0.quantity:not_multiple_of']);
    expect(fuel.body.fields[0].message).toBe('fuelRatings');
    const coupons = await place(couponOrder(7));
    expect(fieldsOf(coupons.body)).toEqual(['lines.0.quantity:not_multiple_of']);
    expect(coupons.body.fields[0].message).toBe('couponRatings');
    expect((await place(couponOrder(15))).status).toBe(201);
    expect(await ordersOf(company.id)).toBe(before + 1);
  });

  it('wants a fuel type and at least one line', async () => {
    const empty = await place({ kind: 'fuel', lines: [] });
    expect(fieldsOf(empty.body)).toEqual(['lines:too_small']);
    expect(empty.body.fields[0].message).toBe('emptyOrder');
    const noProduct = await place({ kind: 'fuel', lines: [{ unit: 'liters', quantity: 10 }] });
    expect(fieldsOf(noProduct.body)).toEqual(['lines.0.product:invalid_value']);
    expect(noProduct.body.fields[0].message).toBe('fuelType');
    const twice = await place({ kind: 'fuel', lines: [fuelOrder().lines[0], fuelOrder().lines[0]] });
    expect(fieldsOf(twice.body)).toEqual(['lines.1.product:unique']);
  });

  it('wants every delivery field of a wholesale order', async () => {
    const before = await ordersOf(company.id);
    const response = await place({
      ...wholesaleOrder(),
      delivery: { transportationType: 'own_tanker', vehicleNumber: ' ', address: 'Rustavi' },
    });
    expect(response.status).toBe(400);
    expect(fieldsOf(response.body).sort()).toEqual([
      'delivery.contactNumber:invalid_type',
      'delivery.deliveryDate:invalid_type',
      'delivery.trailerNumber:invalid_type',
      'delivery.vehicleNumber:too_small',
    ]);
    expect(new Set(response.body.fields.map((field: Json) => field.message))).toEqual(new Set(['required']));
    const past = await place({
      ...wholesaleOrder(),
      delivery: { ...wholesaleOrder().delivery, deliveryDate: '2020-01-01' },
    });
    expect(fieldsOf(past.body)).toEqual(['delivery.deliveryDate:not_past']);
    expect(await ordersOf(company.id)).toBe(before);
  });

  it('refuses a product the retailer does not sell', async () => {
    const gas = await setItem('GAS', { status: 'archived' });
    expect(gas.status).toBe(200);
    const response = await place(fuelOrder(10, 'GAS'));
    expect(fieldsOf(response.body)).toEqual(['lines.0.product:not_available']);
    expect((await setItem('GAS', { status: 'active' })).status).toBe(200);
    expect((await place(fuelOrder(10, 'GAS'))).status).toBe(201);
  });
});

describe('placing an order', () => {
  it('fixes the unit price from the e-commerce items and totals in tetri', async () => {
    const response = await place({
      kind: 'fuel',
      lines: [
        { product: 'EURO_REGULAR', unit: 'liters', quantity: 100 },
        { product: 'GAS', unit: 'GEL', quantity: 50 },
      ],
    });
    expect(response.status).toBe(201);
    const order = response.body;
    expect(order).toMatchObject({
      kind: 'fuel',
      status: 'PENDING',
      total: { amount: 28_900 + 5_000, currency: 'GEL' },
    });
    expect(order.lines[0]).toMatchObject({
      liters: 100,
      unitPrice: { amount: 289 },
      total: { amount: 28_900 },
    });
    expect(order.lines[1]).toMatchObject({
      unit: 'GEL',
      quantity: 50,
      liters: 25.12,
      unitPrice: { amount: 199 },
    });
    expect(order.number).toBeGreaterThan(0);
    expect(order.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(order.deadlineAt).getTime()).toBeGreaterThan(Date.now());
    expect(order.history).toEqual([expect.objectContaining({ from: null, to: 'PENDING', by: 'company' })]);

    await server.database.db
      .update(items)
      .set({ priceAmount: 999 })
      .where(and(eq(items.projectId, world.projectId), eq(items.sku, 'EURO_REGULAR')));
    const later = await world.api.get(`/api/v2/fleet/orders/${order.id}`, company.owner.headers);
    expect(later.body.lines[0].unitPrice.amount).toBe(289);
    await server.database.db
      .update(items)
      .set({ priceAmount: 289 })
      .where(and(eq(items.projectId, world.projectId), eq(items.sku, 'EURO_REGULAR')));
  });

  it('prices coupons by their liters and keeps wholesale delivery details', async () => {
    const coupons = await place(couponOrder(10, 20));
    expect(coupons.body.lines[0]).toMatchObject({
      denomination: 20,
      quantity: 10,
      liters: 200,
      total: { amount: 200 * 319 },
    });
    const wholesale = await place(wholesaleOrder());
    expect(wholesale.status).toBe(201);
    expect(wholesale.body.delivery).toEqual(wholesaleOrder().delivery);
    expect(wholesale.body.total.amount).toBe(5000 * 309);
  });

  it('saves a draft without sending it, and submits it later at the day’s price', async () => {
    const draft = await place({ ...fuelOrder(20), draft: true });
    expect([draft.body.status, draft.body.dueDate, draft.body.deadlineAt]).toEqual(['draft', null, null]);
    const submitted = await world.api.post(
      `/api/v2/fleet/orders/${draft.body.id}/submit`,
      {},
      company.owner.headers,
    );
    expect(submitted.body.status).toBe('PENDING');
    expect(submitted.body.dueDate).not.toBeNull();
    const again = await world.api.post(
      `/api/v2/fleet/orders/${draft.body.id}/submit`,
      {},
      company.owner.headers,
    );
    expect([again.status, again.body.code]).toEqual([409, 'INVALID_TRANSITION']);
  });
});

describe('idempotency', () => {
  it('makes one order of a double-clicked submit', async () => {
    const key = crypto.randomUUID();
    const before = await ordersOf(company.id);
    const [first, second] = await Promise.all([
      place(fuelOrder(30), company.owner.headers, { 'idempotency-key': key }),
      place(fuelOrder(30), company.owner.headers, { 'idempotency-key': key }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect(first.body.id).toBe(second.body.id);
    expect(await ordersOf(company.id)).toBe(before + 1);
    const replay = await place(fuelOrder(30), company.owner.headers, { 'idempotency-key': key });
    expect([replay.status, replay.headers.get('idempotent-replayed'), replay.body.id]).toEqual([
      200,
      'true',
      first.body.id,
    ]);
    const other = await place(fuelOrder(40), company.owner.headers, { 'idempotency-key': key });
    expect([other.status, other.body.code]).toEqual([409, 'IDEMPOTENCY_KEY_REUSED']);
  });

  it('scopes keys to the company', async () => {
    const other = await world.company('204567891');
    const key = crypto.randomUUID();
    const mine = await place(fuelOrder(), company.owner.headers, { 'idempotency-key': key });
    const theirs = await place(fuelOrder(), other.owner.headers, { 'idempotency-key': key });
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect(mine.body.id).not.toBe(theirs.body.id);
  });
});

describe('order history', () => {
  it('filters by kind, status, product and period, searches and pages on the server', async () => {
    const history = await world.company('404987654');
    const headers = history.owner.headers;
    const fuel = await place(fuelOrder(10, 'GAS'), headers);
    await place(couponOrder(5), headers);
    await place(wholesaleOrder(), headers);
    await world.api.post(`/api/v2/fleet/orders/${fuel.body.id}/cancel`, {}, headers);
    const list = (query: string) => world.api.get(`/api/v2/fleet/orders?${query}`, headers);

    const all = await list('limit=2');
    expect([all.body.total, all.body.items.length, all.body.page, all.body.limit]).toEqual([3, 2, 1, 2]);
    expect(all.body.totalCapped).toBe(false);
    expect(all.body.items[0].kind).toBe('wholesale');
    const past = await list('limit=2&page=3');
    expect([past.body.total, past.body.items.length]).toEqual([3, 0]);
    expect((await list('kindIn=coupons,fuel')).body.total).toBe(2);
    expect((await list('statusIn=CANCELLED')).body.items.map((order: Json) => order.id)).toEqual([
      fuel.body.id,
    ]);
    expect((await list('productIn=GAS')).body.total).toBe(1);
    expect((await list('search=rustavi')).body.total).toBe(0);
    expect((await list('search=tsereteli')).body.total).toBe(1);
    // As people quote it (#000123): a bare number's digits may also be in another order's address.
    const label = String(fuel.body.number).padStart(6, '0');
    expect((await list(`search=%23${label}`)).body.items.map((order: Json) => order.id)).toEqual([
      fuel.body.id,
    ]);
    expect((await list('from=2000-01-01&to=2000-12-31')).body.total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`from=${today}`)).body.total).toBeGreaterThanOrEqual(2);
    const bad = await list('statusIn=LOST');
    expect([bad.status, fieldsOf(bad.body)[0]]).toEqual([400, 'statusIn.0:invalid_value']);
  });

  it('shows one company’s orders only', async () => {
    const stranger = await world.company('205123987');
    const mine = await place(fuelOrder());
    const seen = await world.api.get(`/api/v2/fleet/orders/${mine.body.id}`, stranger.owner.headers);
    expect(seen.status).toBe(404);
    expect((await world.api.get('/api/v2/fleet/orders', stranger.owner.headers)).body.total).toBe(0);
  });
});

describe('the API description', () => {
  it('lists the order, card and back-office routes in /openapi.json with the transition table', async () => {
    const document = await world.api.get('/openapi.json');
    expect(document.status).toBe(200);
    const paths = Object.keys(document.body.paths);
    for (const path of [
      '/api/v2/fleet/orders',
      '/api/v2/fleet/orders/{id}/documents',
      '/api/v2/fleet/card-orders',
      '/api/v2/fleet/cards/{id}/block',
      '/api/v2/project/{projectId}/fleet/orders/{orderId}/status',
    ]) {
      expect(paths).toContain(path);
    }
    const move = document.body.paths['/api/v2/project/{projectId}/fleet/orders/{orderId}/status'].post;
    expect(move.description).toContain('| PENDING | CONFIRMED (retailer, system)');
  });
});

describe('permissions', () => {
  it('lets VIEW read and refuses it writing; no permission reads nothing', async () => {
    const viewer = await company.member({ fuelRequest: 'VIEW' });
    const outsider = await company.member({ vehicles: 'EDIT' });
    expect((await world.api.get('/api/v2/fleet/orders', viewer.headers)).status).toBe(200);
    const write = await place(fuelOrder(), viewer.headers);
    expect([write.status, write.body.code, write.body.message]).toEqual([
      403,
      'NOT_AUTHORIZED',
      'The user is not authorized',
    ]);
    expect((await world.api.get('/api/v2/fleet/orders', outsider.headers)).body.code).toBe('NOT_AUTHORIZED');
    const editor = await company.member({ fuelRequest: 'EDIT' });
    expect((await place(fuelOrder(), editor.headers)).status).toBe(201);
  });

  it('keeps the back office for the project’s admins', async () => {
    expect((await world.api.get(world.backOffice(), company.owner.headers)).body.code).toBe(
      'CALLER_NOT_ALLOWED',
    );
    const otherProject = await createProjectFixture(server);
    expect((await world.api.get(world.backOffice(), otherProject.headers.admin)).status).toBe(404);
    expect((await world.api.get(world.backOffice(), world.admin)).status).toBe(200);
  });
});

describe('audit and notices', () => {
  it('audits the placing and every move, and tells the permitted users in their language', async () => {
    const viewer = await company.member({ fuelRequest: 'VIEW' });
    const blind = await company.member({ vehicles: 'VIEW' });
    const placed = await place(fuelOrder(50));
    const confirmed = await world.api.post(
      world.backOffice(`/${placed.body.id}/status`),
      { status: 'CONFIRMED' },
      world.admin,
    );
    expect(confirmed.body.history.map((entry: Json) => [entry.from, entry.to, entry.by])).toEqual([
      [null, 'PENDING', 'company'],
      ['PENDING', 'CONFIRMED', 'retailer'],
    ]);
    const audit = await server.database.db
      .select()
      .from(fleetAudit)
      .where(eq(fleetAudit.entityId, placed.body.id));
    expect(audit.map((entry) => [entry.action, entry.actorUserId]).sort()).toEqual([
      ['create', company.owner.userId],
      ['status', null],
    ]);

    const noticesOf = (headers: Record<string, string>) =>
      world.api
        .get('/api/v2/notification?lang=ka&type=IN_APP', headers)
        .then((response) =>
          (response.body.items as Json[]).filter((item) => item.data.orderId === placed.body.id),
        );
    const seen = await eventually(async () => {
      const items = await noticesOf(viewer.headers);
      return items.length === 2 ? items : undefined;
    });
    expect(seen[0].body).toContain('დადასტურებულია');
    expect(seen.map((item) => item.data.status)).toEqual(['CONFIRMED', 'PENDING']);
    expect(await noticesOf(blind.headers)).toEqual([]);
  });

  it('writes an order’s notices once, even when the outbox delivers their message again', async () => {
    const viewer = await company.member({ fuelRequest: 'VIEW' });
    const placed = await place(fuelOrder(70));
    expect(placed.status).toBe(201);
    const noticesOf = () =>
      world.api
        .get('/api/v2/notification?type=IN_APP', viewer.headers)
        .then((response) =>
          (response.body.items as Json[]).filter((item) => item.data.orderId === placed.body.id),
        );
    await eventually(async () => ((await noticesOf()).length === 1 ? true : undefined));
    const { db } = server.database;
    const ofOrder = and(
      eq(outboxMessages.topic, ORDER_NOTICE_TOPIC),
      eq(sql`${outboxMessages.payload} -> 'order' ->> 'id'`, placed.body.id),
    );
    const [again] = await db
      .update(outboxMessages)
      .set({ status: 'pending', lockedUntil: null, availableAt: new Date() })
      .where(and(ofOrder, eq(outboxMessages.status, 'done')))
      .returning();
    expect(again).toBeDefined();
    await eventually(async () => {
      const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, again!.id));
      return row?.status === 'done' && row.attempts === 2 ? row : undefined;
    });
    expect(await noticesOf()).toHaveLength(1);
  });

  it('also texts or e-mails the users who chose it in their settings', async () => {
    const texted = await company.member({ fuelRequest: 'VIEW' }, { inApp: true, email: false, sms: true });
    const placed = await place(fuelOrder(60));
    const label = `#${String(placed.body.number).padStart(6, '0')}`;
    const sms = await eventually(async () => {
      const outbox = await world.api.get(
        `/api/v2/notification/sms/outbox?projectId=${world.projectId}&to=${encodeURIComponent(texted.phone)}`,
        world.admin,
      );
      return (outbox.body.items as Json[]).find((item) => item.body.includes(label));
    });
    expect(sms.body).toContain('Fuel order');
    const mailbox = path.join(server.config.dataDir, 'mailbox');
    const mailed = await eventually(async () => {
      const names = await readdir(mailbox).catch(() => [] as string[]);
      const texts = await Promise.all(
        names
          .filter((name) => name.endsWith('.eml'))
          .map((name) => readFile(path.join(mailbox, name), 'utf8')),
      );
      const mine = texts.filter((text) => text.includes(label));
      return mine.length ? mine : undefined;
    });
    expect(mailed.some((text) => text.includes(texted.email))).toBe(false);
  });
});
