import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { Unauthenticated } from '../errors';
import { QUIET } from '../request-log';
import type { Metrics } from './metrics';

export type MetricsSources = {
  outboxBacklog(): Promise<{ pending: number; oldestAgeSeconds: number }>;
  /** The database's connections; PGlite is one in-process connection and reports only its total. */
  pool(): { total: number; idle?: number; waiting?: number };
  chatConnections(): number;
};

/** Observes every HTTP answer: register before the routes (a hook reaches the plugins registered after it). */
export function recordHttpMetrics(app: FastifyInstance, metrics: Metrics) {
  app.addHook('onResponse', (request, reply, done) => {
    metrics.httpRequests.observe(
      {
        method: request.method,
        // The pattern (`/api/v2/fleet/orders/:id`), never the raw URL: one series per route.
        route: request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
}

/**
 * Adds the gauges read at scrape time and exposes `GET /metrics` in
 * Prometheus text: on a listener of its own when `metricsPort` is set (reachable only where that port
 * is), else on the main port to a bearer of `metricsToken`; with neither, nowhere (404), since the
 * figures tell business volumes (authorizations, declines) to whoever can read them.
 */
export async function registerMetrics(
  app: FastifyInstance,
  {
    config,
    metrics,
    sources,
  }: {
    config: Pick<Config, 'host' | 'metricsPort' | 'metricsToken'>;
    metrics: Metrics;
    sources: MetricsSources;
  },
) {
  addGauges(metrics, sources);

  if (config.metricsPort !== undefined) {
    const server = metricsListener(metrics);
    app.addHook('onListen', () => listen(server, config.host, config.metricsPort!));
    app.addHook('onClose', () => new Promise<void>((resolve) => server.close(() => resolve())));
    app.decorate('metricsServer', server);
  } else if (config.metricsToken) {
    const expected = Buffer.from(`Bearer ${config.metricsToken}`);
    app.get('/metrics', { ...QUIET, schema: { hide: true } }, async (request, reply) => {
      const given = Buffer.from(request.headers.authorization ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new Unauthenticated('GET /metrics needs Authorization: Bearer <METRICS_TOKEN>');
      }
      return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
    });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set with METRICS_PORT: the listener serving /metrics (tests read its port). */
    metricsServer?: Server;
  }
}

function addGauges(metrics: Metrics, sources: MetricsSources) {
  // Both outbox gauges come from one query a scrape.
  let backlog: { at: number; value: ReturnType<MetricsSources['outboxBacklog']> } | undefined;
  const outboxBacklog = () => {
    if (!backlog || Date.now() - backlog.at > 1000)
      backlog = { at: Date.now(), value: sources.outboxBacklog() };
    return backlog.value;
  };
  metrics.gaugeAtScrape(
    'outbox_pending_messages',
    'Outbox messages waiting to be delivered',
    [],
    async (set) => set((await outboxBacklog()).pending),
  );
  metrics.gaugeAtScrape(
    'outbox_oldest_pending_age_seconds',
    'Age of the oldest outbox message still waiting (0 when none)',
    [],
    async (set) => set((await outboxBacklog()).oldestAgeSeconds),
  );
  metrics.gaugeAtScrape(
    'db_pool_connections',
    'Database connections by state (total, idle)',
    ['state'],
    (set) => {
      const pool = sources.pool();
      set(pool.total, { state: 'total' });
      if (pool.idle !== undefined) set(pool.idle, { state: 'idle' });
    },
  );
  metrics.gaugeAtScrape(
    'db_pool_waiting_requests',
    'Queries waiting for a free database connection',
    [],
    (set) => {
      const { waiting } = sources.pool();
      if (waiting !== undefined) set(waiting);
    },
  );
  metrics.gaugeAtScrape('chat_socket_connections', 'Chat sockets connected to this instance', [], (set) =>
    set(sources.chatConnections()),
  );
}

/** The separate listener: /metrics and nothing else. */
function metricsListener(metrics: Metrics): Server {
  return createServer((request, response) => {
    if (request.method !== 'GET' || (request.url ?? '').split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics failed\n'),
    );
  });
}

function listen(server: Server, host: string, port: number) {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}
