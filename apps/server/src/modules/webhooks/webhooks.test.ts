import { eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxWorker } from '../../core/outbox/worker';
import { createProjectFixture, type ProjectFixture } from '../../test/fixtures';
import type { Json } from '../../test/http';
import { startTestServer, type TestServer } from '../../test/server';
import { fuelOrder, type OrderWorld, orderWorld } from '../fleet/orders/test-support';
import { purchaseTools } from '../fleet/purchases-test-support';
import { eventually } from '../fleet/test-support';
import { notificationDeliveries } from '../notifications/tables';
import { pruneWebhookEvents } from './retention';
import { webhookDeliveries, webhookEndpoints } from './tables';
import { startReceiver } from './test-support';

// The webhook test: real servers on one database, a real receiver on a loopback port, the
// outbox and delivery workers driven by hand (the clock moved by setting the next attempt's time),
// and two instances with running workers for the exactly-once check.

let server: TestServer;
let strict: TestServer;
let fixture: ProjectFixture;
let world: OrderWorld;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let company: Awaited<ReturnType<OrderWorld['company']>>;

beforeAll(async () => {
  receiver = await startReceiver();
  server = await startTestServer({ config: { outboxWorker: false, webhooksAllowPrivate: true } });
  // The same deployment with production's rule: no http, no internal addresses.
  strict = await startTestServer({ database: server.database, config: { outboxWorker: false } });
  fixture = await createProjectFixture(server);
  world = await orderWorld(server, fixture);
  company = await world.company('405123456');
});
afterAll(async () => {
  await strict?.close();
  await server?.close();
  await receiver?.close();
});

const outbox = () => createOutboxWorker({ db: server.database.db, handlers: world.services.outboxHandlers });
/** After a commit: the outbox fans the event out, then the delivery worker sends what is due. */
async function drive() {
  while ((await outbox().runOnce()) > 0) {}
  return world.services.webhooks.worker.runOnce();
}
const register = (headers: Record<string, string>, body: Json, api = world.api) =>
  api.post('/api/v2/fleet/webhooks', body, headers);
async function movedOrder() {
  const placed = await world.api.post('/api/v2/fleet/orders', fuelOrder(50), company.owner.headers);
  const moved = await world.api.post(
    world.backOffice(`/${placed.body.id}/status`),
    { status: 'CONFIRMED' },
    world.admin,
  );
  expect(moved.status).toBe(200);
  return placed.body.id as string;
}
const deliveriesOf = (endpointId: string, headers = company.owner.headers) =>
  world.api.get(`/api/v2/fleet/webhooks/${endpointId}/deliveries`, headers);
const makeDue = (endpointId: string) =>
  server.database.db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: sql`now()` })
    .where(eq(webhookDeliveries.endpointId, endpointId));

describe('an order moved by the back office', () => {
  let endpoint: Json;
  it('is delivered once, signed, to the company’s endpoint', async () => {
    const created = await register(company.owner.headers, {
      url: receiver.url('/orders'),
      events: ['order.status_changed'],
    });
    expect(created.status).toBe(201);
    endpoint = created.body;
    expect(endpoint.secret).toMatch(/^whsec_/);
    const orderId = await movedOrder();
    expect(await drive()).toBe(1);
    const [request] = receiver.at('/orders');
    expect(receiver.at('/orders')).toHaveLength(1);
    const event = new Webhook(endpoint.secret).verify(
      request!.body,
      request!.headers as Record<string, string>,
    ) as Json;
    expect(event).toMatchObject({
      id: request!.headers['webhook-id'],
      type: 'order.status_changed',
      data: { orderId, companyId: company.id, from: 'PENDING', to: 'CONFIRMED' },
    });
    expect(() =>
      new Webhook(`whsec_${Buffer.from('another secret!!').toString('base64')}`).verify(
        request!.body,
        request!.headers as Record<string, string>,
      ),
    ).toThrow();
    const listed = await deliveriesOf(endpoint.id);
    expect(listed.body.items).toMatchObject([{ status: 'delivered', lastStatusCode: 200, attempts: 1 }]);
    // Nothing more to send: the event went out once.
    expect(await drive()).toBe(0);
  });

  it('reaches a receiver that was down once it is back (retried with backoff), and redelivers on request', async () => {
    receiver.answer(503);
    await movedOrder();
    const before = receiver.at('/orders').length;
    expect(await drive()).toBe(1);
    const [failed] = (await deliveriesOf(endpoint.id)).body.items;
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 503 });
    // The first retry waits about 5 s (±10 %): not sooner.
    expect(new Date(failed.nextAttemptAt).getTime() - Date.now()).toBeGreaterThan(3_000);
    expect(await drive()).toBe(0);

    receiver.answer(200);
    await makeDue(endpoint.id);
    expect(await drive()).toBe(1);
    const sent = receiver.at('/orders').slice(before);
    expect(sent.map((request) => request.headers['webhook-id'])).toEqual([failed.eventId, failed.eventId]);
    expect((await deliveriesOf(endpoint.id)).body.items[0]).toMatchObject({
      id: failed.id,
      status: 'delivered',
      attempts: 2,
      lastStatusCode: 200,
    });

    const again = await world.api.post(
      `/api/v2/fleet/webhooks/${endpoint.id}/deliveries/${failed.id}/redeliver`,
      {},
      company.owner.headers,
    );
    expect([again.status, again.body.status]).toEqual([202, 'pending']);
    expect(await drive()).toBe(1);
    const last = receiver.at('/orders').at(-1)!;
    expect(last.headers['webhook-id']).toBe(failed.eventId);
    new Webhook(endpoint.secret).verify(last.body, last.headers as Record<string, string>);
  });

  it('disables an endpoint that answers 410 and tells its admins', async () => {
    receiver.answer(410);
    await movedOrder();
    expect(await drive()).toBe(1);
    receiver.answer(200);
    const [listed] = (await world.api.get('/api/v2/fleet/webhooks', company.owner.headers)).body.items;
    expect(listed).toMatchObject({ id: endpoint.id, enabled: false, disabledReason: 'gone' });
    const notices = await world.api.get('/api/v2/notification', company.owner.headers);
    expect(JSON.stringify(notices.body)).toContain('Webhook endpoint disabled');
    // Nothing goes to a disabled endpoint, and it cannot be asked to redeliver.
    await movedOrder();
    expect(await drive()).toBe(0);
    const [delivery] = (await deliveriesOf(endpoint.id)).body.items;
    const refused = await world.api.post(
      `/api/v2/fleet/webhooks/${endpoint.id}/deliveries/${delivery.id}/redeliver`,
      {},
      company.owner.headers,
    );
    expect([refused.status, refused.body.code]).toEqual([409, 'WEBHOOK_ENDPOINT_DISABLED']);
  });

  it('rotates the secret (shown once); the previous one still verifies for a day', async () => {
    const enabled = await world.api.patch(
      `/api/v2/fleet/webhooks/${endpoint.id}`,
      { enabled: true },
      company.owner.headers,
    );
    expect(enabled.body).toMatchObject({ enabled: true, disabledReason: null });
    const rotated = await world.api.post(
      `/api/v2/fleet/webhooks/${endpoint.id}/rotate-secret`,
      {},
      company.owner.headers,
    );
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe(endpoint.secret);
    const tested = await world.api.post(
      `/api/v2/fleet/webhooks/${endpoint.id}/test`,
      { type: 'card.blocked' },
      company.owner.headers,
    );
    expect(tested.status).toBe(202);
    expect(await drive()).toBeGreaterThanOrEqual(1);
    const last = receiver
      .at('/orders')
      .find((request) => request.headers['webhook-id'] === tested.body.eventId)!;
    const headers = last.headers as Record<string, string>;
    expect(new Webhook(rotated.body.secret).verify(last.body, headers)).toMatchObject({
      type: 'card.blocked',
      data: { test: true },
    });
    new Webhook(endpoint.secret).verify(last.body, headers);
    expect(
      JSON.stringify((await world.api.get('/api/v2/fleet/webhooks', company.owner.headers)).body),
    ).not.toContain('whsec_');
  });

  it('forgets settled events past their retention, never one still owed to an endpoint', async () => {
    receiver.answer(503);
    await movedOrder();
    expect(await drive()).toBe(1);
    receiver.answer(200);
    const events = () =>
      server.database.db
        .select({ eventId: webhookDeliveries.eventId, status: webhookDeliveries.status })
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, endpoint.id));
    const before = await events();
    const owed = before.filter((row) => row.status === 'pending').map((row) => row.eventId);
    const settled = before.filter((row) => row.status !== 'pending').map((row) => row.eventId);
    expect([owed.length, settled.length > 0]).toEqual([1, true]);
    // Every event but one settled one is 31 days old; that one is 29 days old.
    await server.database.db.execute(sql`update webhook_events set created_at = now() - interval '31 days'`);
    await server.database.db.execute(
      sql`update webhook_events set created_at = now() - interval '29 days' where id = ${settled[0]}`,
    );

    await pruneWebhookEvents(server.database.db, 30);
    expect((await events()).map((row) => row.eventId).sort()).toEqual([settled[0], owed[0]].sort());
    // Idempotent: a second run (another instance's) finds nothing more.
    expect(await pruneWebhookEvents(server.database.db, 30)).toBe(0);
  });
});

describe('bad input and other companies', () => {
  const countEndpoints = async () => (await server.database.db.select().from(webhookEndpoints)).length;

  it('refuses a URL that is not https, an internal address and an unknown event, writing nothing', async () => {
    const before = await countEndpoints();
    const strictApi = (await import('../../test/http')).http(strict.url);
    const cases: [Json, number, string, string][] = [
      [
        { url: 'http://erp.example.com/hook', events: ['card.blocked'] },
        400,
        'WEBHOOK_URL_REFUSED',
        'url:scheme',
      ],
      [{ url: 'https://10.1.2.3/hook', events: ['card.blocked'] }, 400, 'WEBHOOK_URL_REFUSED', 'url:address'],
      [
        { url: 'https://169.254.169.254/latest', events: ['card.blocked'] },
        400,
        'WEBHOOK_URL_REFUSED',
        'url:address',
      ],
      [{ url: 'https://[::1]/hook', events: ['card.blocked'] }, 400, 'WEBHOOK_URL_REFUSED', 'url:address'],
      [
        { url: 'https://localhost/hook', events: ['card.blocked'] },
        400,
        'WEBHOOK_URL_REFUSED',
        'url:address',
      ],
      [
        { url: 'https://erp.example.com/hook', events: ['card.stolen'] },
        400,
        'VALIDATION_FAILED',
        'events.0:invalid_value',
      ],
      [{ url: 'https://erp.example.com/hook', events: [] }, 400, 'VALIDATION_FAILED', 'events:too_small'],
      [
        { url: 'ftp://erp.example.com/hook', events: ['card.blocked'] },
        400,
        'VALIDATION_FAILED',
        'url:custom',
      ],
    ];
    for (const [body, status, code, field] of cases) {
      const answer = await register(company.owner.headers, body, strictApi);
      expect([
        answer.status,
        answer.body.code,
        `${answer.body.fields?.[0]?.path}:${answer.body.fields?.[0]?.rule}`,
      ]).toEqual([status, code, field]);
    }
    expect(await countEndpoints()).toBe(before);
    const ok = await register(
      company.owner.headers,
      { url: 'https://erp.example.com/hook', events: ['card.blocked'] },
      strictApi,
    );
    expect(ok.status).toBe(201);
    const moved = await world.api.patch(
      `/api/v2/fleet/webhooks/${ok.body.id}`,
      { url: 'https://192.168.1.10/x' },
      company.owner.headers,
    );
    expect(moved.status).toBe(200); // allowed on the lenient instance…
    const refused = await strictApi.patch(
      `/api/v2/fleet/webhooks/${ok.body.id}`,
      { url: 'https://192.168.1.11/x' },
      company.owner.headers,
    );
    expect([refused.status, refused.body.code]).toEqual([400, 'WEBHOOK_URL_REFUSED']); // …never in production
  });

  it('keeps a company’s endpoints from other companies and from members without the page', async () => {
    const other = await world.company('405998877');
    const mine = await register(company.owner.headers, {
      url: receiver.url('/mine'),
      events: ['card.blocked'],
    });
    const theirs = (await world.api.get('/api/v2/fleet/webhooks', other.owner.headers)).body;
    expect(theirs.items).toEqual([]);
    for (const [method, path, body] of [
      ['patch', `/api/v2/fleet/webhooks/${mine.body.id}`, { enabled: false }],
      ['delete', `/api/v2/fleet/webhooks/${mine.body.id}`, undefined],
      ['post', `/api/v2/fleet/webhooks/${mine.body.id}/rotate-secret`, {}],
      ['get', `/api/v2/fleet/webhooks/${mine.body.id}/deliveries`, undefined],
      ['post', `/api/v2/fleet/webhooks/${mine.body.id}/test`, {}],
    ] as const) {
      const answer = await (world.api as Json)[method](
        path,
        ...(body === undefined ? [] : [body]),
        other.owner.headers,
      );
      expect([method, path, answer.status]).toEqual([method, path, 404]);
    }
    const viewer = await company.member({ integrations: 'VIEW' });
    expect((await world.api.get('/api/v2/fleet/webhooks', viewer.headers)).status).toBe(200);
    expect(
      (await register(viewer.headers, { url: receiver.url('/x'), events: ['card.blocked'] })).body.code,
    ).toBe('NOT_AUTHORIZED');
    const stranger = await company.member({ vehicles: 'EDIT' });
    expect((await world.api.get('/api/v2/fleet/webhooks', stranger.headers)).body.code).toBe(
      'NOT_AUTHORIZED',
    );
    const [row] = await server.database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, mine.body.id));
    expect([row!.enabled, row!.secret]).toEqual([true, mine.body.secret]);
    expect(
      (await world.api.delete(`/api/v2/fleet/webhooks/${mine.body.id}`, company.owner.headers)).status,
    ).toBe(204);
  });

  it('gives the retailer’s project-wide endpoints every company’s events', async () => {
    const base = `/api/v2/project/${world.projectId}/webhooks`;
    const created = await world.api.post(
      base,
      { url: receiver.url('/project'), events: ['order.status_changed'] },
      world.admin,
    );
    expect(created.status).toBe(201);
    expect((await world.api.get(base, company.owner.headers)).status).toBe(403);
    expect(
      (await world.api.get('/api/v2/fleet/webhooks', company.owner.headers)).body.items.map(
        (item: Json) => item.id,
      ),
    ).not.toContain(created.body.id);
    const orderId = await movedOrder();
    await drive();
    const [request] = receiver.at('/project');
    expect(
      new Webhook(created.body.secret).verify(request!.body, request!.headers as Record<string, string>),
    ).toMatchObject({ data: { orderId } });
    const deliveries = await world.api.get(`${base}/${created.body.id}/deliveries`, world.admin);
    expect(deliveries.body.items).toMatchObject([{ status: 'delivered', lastStatusCode: 200 }]);
    expect((await world.api.delete(`${base}/${created.body.id}`, world.admin)).status).toBe(204);
  });

  it('disables a project-wide endpoint that answers 410 and e-mails the project’s admins', async () => {
    const base = `/api/v2/project/${world.projectId}/webhooks`;
    const created = await world.api.post(
      base,
      { url: receiver.url('/project-gone'), events: ['card.blocked'] },
      world.admin,
    );
    receiver.answer(410);
    expect((await world.api.post(`${base}/${created.body.id}/test`, {}, world.admin)).status).toBe(202);
    await world.services.webhooks.worker.runOnce();
    receiver.answer(200);
    expect(receiver.at('/project-gone')).toHaveLength(1);
    const listed = (await world.api.get(base, world.admin)).body.items.find(
      (item: Json) => item.id === created.body.id,
    );
    expect(listed).toMatchObject({ enabled: false, disabledReason: 'gone' });

    const notices = () =>
      server.database.db
        .select()
        .from(notificationDeliveries)
        .where(sql`${notificationDeliveries.content}->'data'->>'endpointId' = ${created.body.id}`);
    const [notice, ...more] = await notices();
    expect(more).toEqual([]);
    expect(notice).toMatchObject({ channel: 'EMAIL', userId: null, address: fixture.admin.email });
    expect(notice!.content.subject).toContain('Webhook endpoint disabled');
    expect(notice!.content.text).toContain(`${receiver.url('/project-gone')} answered 410 Gone`);
    while ((await outbox().runOnce()) > 0) {}
    expect((await notices()).map((row) => row.status)).toEqual(['sent']);
  });
});

describe('the other events', () => {
  it('come from purchases, cards and points, each in its change’s transaction', async () => {
    const tools = await purchaseTools(server, await createProjectFixture(server));
    const owned = await tools.company({ pointsBalance: 100_000 });
    const admin = await tools.member(owned.id);
    const card = await tools.card(owned.id, {
      limits: [{ period: 'daily', unit: 'tetri', amount: 1_000_000 }],
    });
    const created = await register(admin.headers, {
      url: receiver.url('/all'),
      events: [
        'transaction.approved',
        'transaction.declined',
        'card.blocked',
        'card.limits_changed',
        'points.transferred',
      ],
    });
    expect(created.status).toBe(201);
    const approved = await tools.authorize(tools.purchase(card.number));
    const declined = await tools.authorize(tools.purchase(card.number, { liters: 5000 }));
    expect([approved.body.decision, declined.body.decision]).toEqual(['approved', 'declined']);
    // Before the settings: the transfer tops up the card's GEL limit, which the settings then replace.
    const transfer = await tools.api.post(
      '/api/v2/fleet/points/transfers',
      {
        idempotencyKey: 'webhook-test-1',
        amount: { amount: 500, currency: 'GEL' },
        to: { type: 'card', cardNumber: card.number },
      },
      admin.headers,
    );
    expect(transfer.status).toBeLessThan(300);
    const settings = await tools.api.send(
      'PUT',
      `/api/v2/fleet/cards/${card.id}/settings`,
      { limits: [{ period: 'daily', unit: 'liters', amount: 100 }], products: ['EURO_DIESEL'] },
      admin.headers,
    );
    expect(settings.status).toBe(200);
    expect((await tools.api.post(`/api/v2/fleet/cards/${card.id}/block`, {}, admin.headers)).status).toBe(
      200,
    );
    // The decisions' events are written by the aggregate writer after their commit.
    await tools.caughtUp();
    await drive();
    const events = receiver
      .at('/all')
      .map(
        (request) =>
          new Webhook(created.body.secret).verify(
            request.body,
            request.headers as Record<string, string>,
          ) as Json,
      );
    expect(Object.fromEntries(events.map((event) => [event.type, event.data]))).toMatchObject({
      'transaction.approved': {
        transactionId: approved.body.id,
        cardId: card.id,
        volumeMl: 10_000,
        amount: { currency: 'GEL' },
      },
      'transaction.declined': { transactionId: declined.body.id, reason: 'LIMIT_EXCEEDED' },
      'card.limits_changed': { cardId: card.id, limits: [{ period: 'daily', unit: 'liters', amount: 100 }] },
      'points.transferred': { companyId: owned.id, amount: { amount: 500, currency: 'GEL' } },
      'card.blocked': { cardId: card.id, number: card.number },
    });
    expect(events).toHaveLength(5);
  });
});

describe('two server instances on one database', () => {
  it('send each event once, both workers running', async () => {
    const config = { outboxPollMs: 20, webhooksAllowPrivate: true };
    const first = await startTestServer({ database: server.database, config });
    const second = await startTestServer({ database: server.database, config });
    try {
      const created = await register(company.owner.headers, {
        url: receiver.url('/twice'),
        events: ['order.status_changed'],
      });
      const moves = 12;
      for (let index = 0; index < moves; index += 1) await movedOrder();
      await eventually(async () => {
        const rows = await server.database.db
          .select()
          .from(webhookDeliveries)
          .where(eq(webhookDeliveries.endpointId, created.body.id));
        return rows.length === moves && rows.every((row) => row.status === 'delivered') ? rows : undefined;
      }, 30_000);
      const ids = receiver.at('/twice').map((request) => request.headers['webhook-id']);
      expect(ids).toHaveLength(moves);
      expect(new Set(ids).size).toBe(moves);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
