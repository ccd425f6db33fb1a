import { timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { isPageRequest } from './page-cache.mjs';

/**
 * What the portal's own server answers before Next.js: `/health/live`, `/health/ready` (ready once Next.js
 * is prepared and until the drain starts) and, with METRICS_TOKEN, `/metrics` to a bearer of the token
 * (with METRICS_PORT it is served by `metricsListener` on that port instead; with neither, nowhere). It
 * also times every answer by kind and status, and reads the page cache's figures when scraped.
 *
 * @param {{ metricsToken?: string }} options
 */
export function createOperations({ metricsToken }) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const requests = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Requests to the portal by kind (page, page_cache, api, asset, operations, other) and status, with their latency',
    labelNames: ['kind', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  /** @type {{ stats: { hit: number, stale: number, miss: number, bytes: number }, size: number } | undefined} */
  let pageCache;
  new Counter({
    name: 'portal_page_cache_requests_total',
    help: 'Cacheable page requests by result: hit (fresh), stale (answered, refreshed behind), miss (Next.js answered)',
    labelNames: ['result'],
    registers,
    collect() {
      this.reset();
      for (const result of /** @type {const} */ (['hit', 'stale', 'miss'])) {
        this.inc({ result }, pageCache?.stats[result] ?? 0);
      }
    },
  });
  new Gauge({
    name: 'portal_page_cache_entries',
    help: 'Pages held by the page cache',
    registers,
    collect() {
      this.set(pageCache?.size ?? 0);
    },
  });
  new Gauge({
    name: 'portal_page_cache_bytes',
    help: 'Bytes of the pages held by the page cache',
    registers,
    collect() {
      this.set(pageCache?.stats.bytes ?? 0);
    },
  });

  let prepared = false;
  let draining = false;
  /** Answers the page cache sent (it writes its headers at once, so they cannot be read back). */
  const fromCache = new WeakSet();
  const expected = metricsToken ? Buffer.from(`Bearer ${metricsToken}`) : undefined;

  return {
    registry,
    /** @param {typeof pageCache} cache */
    attachPageCache(cache) {
      pageCache = cache;
    },
    prepared() {
      prepared = true;
    },
    /** @param {import('node:http').ServerResponse} response */
    answeredFromCache(response) {
      fromCache.add(response);
    },
    /** From the shutdown signal on: not ready, and every answer closes its connection. */
    drain() {
      draining = true;
    },
    get draining() {
      return draining;
    },
    /**
     * Answers the operations routes and returns true; otherwise times the answer and returns false.
     * @param {import('node:http').IncomingMessage} request
     * @param {import('node:http').ServerResponse} response
     * @param {string} pathname
     */
    serve(request, response, pathname) {
      const startedAt = process.hrtime.bigint();
      if (draining) response.setHeader('connection', 'close');
      response.once('finish', () => {
        const kind = fromCache.has(response) ? 'page_cache' : kindOf(pathname);
        const seconds = Number(process.hrtime.bigint() - startedAt) / 1e9;
        requests.observe({ kind, status_code: String(response.statusCode) }, seconds);
      });
      if (pathname === '/health/live') {
        json(response, 200, { status: 'live' });
        return true;
      }
      if (pathname === '/health/ready') {
        const checks = {
          next: prepared ? { status: 'pass' } : { status: 'fail', error: 'Next.js is not prepared yet' },
          draining: draining ? { status: 'fail', error: 'shutting down' } : { status: 'pass' },
        };
        const ready = prepared && !draining;
        json(response, ready ? 200 : 503, { status: ready ? 'ready' : 'not_ready', checks });
        return true;
      }
      if (pathname === '/metrics' && expected) {
        const given = Buffer.from(request.headers.authorization ?? '');
        if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
          json(response, 401, {
            statusCode: 401,
            code: 'UNAUTHENTICATED',
            message: 'Bearer METRICS_TOKEN needed',
          });
        } else {
          void sendMetrics(registry, response);
        }
        return true;
      }
      return false;
    },
  };
}

/** METRICS_PORT's listener: /metrics and nothing else. */
export function metricsListener(registry) {
  return createServer((request, response) => {
    if (request.method === 'GET' && (request.url ?? '').split('?')[0] === '/metrics') {
      void sendMetrics(registry, response);
    } else {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
    }
  });
}

function kindOf(pathname) {
  if (pathname.startsWith('/health/') || pathname === '/metrics') return 'operations';
  if (pathname.startsWith('/_next/')) return 'asset';
  if (pathname.startsWith('/api/')) return 'api';
  return isPageRequest(pathname) ? 'page' : 'other';
}

async function sendMetrics(registry, response) {
  try {
    const text = await registry.metrics();
    response.writeHead(200, { 'content-type': registry.contentType }).end(text);
  } catch {
    response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics failed\n');
  }
}

function json(response, status, body) {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}
