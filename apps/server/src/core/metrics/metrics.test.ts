import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerOrderExpiry } from '../../modules/fleet/orders/expiry';
import { purchaseTools, randomCardNumber } from '../../modules/fleet/purchases-test-support';
import { eventually } from '../../modules/fleet/test-support';
import { createServices } from '../../services';
import { createProjectFixture } from '../../test/fixtures';
import { http } from '../../test/http';
import { startTestServer, type TestServer } from '../../test/server';
import { createMetrics } from './metrics';

const TOKEN = 'metrics-token-of-the-test';
const AUTHORIZE = '/api/v2/fleet/terminal/authorizations';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { metricsToken: TOKEN, outboxPollMs: 50 } });
});
afterAll(() => server?.close());

/** The value of one sample, e.g. `sample(text, 'fleet_authorizations_total', { decision: 'approved' })`. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((pair) => [pair[1], pair[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

const scrape = async () => {
  const response = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  return response.text();
};

describe('GET /metrics', () => {
  it('needs the bearer token', async () => {
    const anonymous = await http(server.url).get('/metrics');
    expect([anonymous.status, anonymous.body.code]).toEqual([401, 'UNAUTHENTICATED']);
    const wrong = await http(server.url).get('/metrics', {
      authorization: `Bearer ${TOKEN.replace('m', 'x')}`,
    });
    expect(wrong.status).toBe(401);
  });

  it('counts requests by route pattern and status, and authorizations by decision and reason', async () => {
    const fixture = await createProjectFixture(server);
    const tools = await purchaseTools(server, fixture);
    const card = await tools.card((await tools.company()).id, {
      limits: [{ period: 'daily', unit: 'ml', amount: 50_000 }],
    });
    const approved = tools.purchase(card.number, { liters: 30 });
    expect((await tools.authorize(approved)).body.decision).toBe('approved');
    // A retry of the same terminal transaction answers the first decision: not a new one.
    expect((await tools.authorize(approved)).body.decision).toBe('approved');
    expect((await tools.authorize(tools.purchase(card.number, { liters: 30 }))).body.reason).toBe(
      'LIMIT_EXCEEDED',
    );
    expect((await tools.authorize(tools.purchase(randomCardNumber()))).body.reason).toBe('CARD_UNKNOWN');
    const api = http(server.url);
    expect((await api.get('/health/live')).status).toBe(200);
    expect((await api.get('/health/live')).status).toBe(200);
    expect((await api.get('/no/such/page')).status).toBe(404);
    expect((await api.get(`/api/v1/project/${fixture.project.id}`)).status).toBe(401);

    const text = await scrape();
    const requests = (method: string, route: string, status: number) =>
      sample(text, 'http_request_duration_seconds_count', { method, route, status_code: String(status) });
    expect(requests('GET', '/health/live', 200)).toBe(2);
    expect(requests('GET', 'unmatched', 404)).toBe(1);
    expect(requests('POST', AUTHORIZE, 200)).toBe(4);
    expect(requests('GET', '/api/v1/project/:id', 401)).toBe(1);
    expect(requests('GET', '/metrics', 401)).toBe(2);
    // The histogram: every one of the 4 authorizations took less than 10 s.
    expect(
      sample(text, 'http_request_duration_seconds_bucket', {
        method: 'POST',
        route: AUTHORIZE,
        status_code: '200',
        le: '10',
      }),
    ).toBe(4);

    expect(sample(text, 'fleet_authorizations_total', { decision: 'approved', reason: 'none' })).toBe(1);
    expect(
      sample(text, 'fleet_authorizations_total', { decision: 'declined', reason: 'LIMIT_EXCEEDED' }),
    ).toBe(1);
    expect(sample(text, 'fleet_authorizations_total', { decision: 'declined', reason: 'CARD_UNKNOWN' })).toBe(
      1,
    );

    expect(sample(text, 'db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'chat_socket_connections')).toBe(0);
    expect(sample(text, 'outbox_pending_messages')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('counts the outbox worker’s batches and delivered messages, and sees its backlog drain', async () => {
    // The limit decline above queued the company admins' alert; the worker delivers it.
    const text = await eventually(async () => {
      const current = await scrape();
      return (sample(current, 'outbox_messages_processed_total', { outcome: 'delivered' }) ?? 0) >= 1 &&
        sample(current, 'outbox_pending_messages') === 0
        ? current
        : undefined;
    });
    expect(
      sample(text, 'outbox_messages_processed_total', { topic: 'fleet.decline-alert', outcome: 'delivered' }),
    ).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'scheduled_job_runs_total', { job: 'outbox', outcome: 'ok' })).toBeGreaterThanOrEqual(
      1,
    );
    expect(sample(text, 'outbox_oldest_pending_age_seconds')).toBe(0);
  });

  it('is served on a listener of its own with METRICS_PORT, and then not on the main port', async () => {
    const second = await startTestServer({ database: server.database, config: { metricsPort: 0 } });
    try {
      expect((await http(second.url).get('/metrics')).status).toBe(404);
      const address = second.app.metricsServer?.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const response = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(response.status).toBe(200);
      const text = await response.text();
      // Its own registry: the first instance's authorizations are not here.
      expect(sample(text, 'fleet_authorizations_total', { decision: 'approved' })).toBeUndefined();
      expect(sample(text, 'http_request_duration_seconds_count', { route: 'unmatched' })).toBe(1);
      expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
    } finally {
      await second.close();
    }
  });
});

describe('the order expiry job', () => {
  it('counts its runs and the orders it moved', async () => {
    const metrics = createMetrics();
    const app = Fastify();
    const { fleetOrders } = createServices(server.database, server.config);
    registerOrderExpiry(app, fleetOrders.expiry, { enabled: true, intervalMs: 20, metrics });
    await app.ready();
    try {
      await eventually(async () =>
        ((await metrics.jobRuns.get()).values.find((value) => value.labels.job === 'order_expiry')?.value ??
          0) >= 2
          ? true
          : undefined,
      );
    } finally {
      await app.close();
    }
    const text = await metrics.registry.metrics();
    expect(
      sample(text, 'scheduled_job_runs_total', { job: 'order_expiry', outcome: 'failed' }),
    ).toBeUndefined();
    expect(sample(text, 'fleet_orders_expired_total', { to: 'expired' })).toBe(0);
    expect(sample(text, 'fleet_orders_expired_total', { to: 'overdue' })).toBe(0);
  });
});
