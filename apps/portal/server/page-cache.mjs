import { gzipSync } from 'node:zlib';

/*
 * The public pages' shared cache, as a CDN in front of the portal would keep it: Next.js answers a
 * statically generated or ISR page from its own cache, but still runs its whole request pipeline for
 * every answer (routing, proxy.ts, the render pipeline, an ETag hashed over the full HTML, gzip per
 * request): about 5 ms of CPU for a 110 kB page, 200-300 answers a second on two cores. This keeps
 * what Next.js marked shareable (`s-maxage`) and answers it without Next.js:
 *
 * - Only page requests (GET or HEAD, no router or action headers, not /api, /_next, files, the
 *   dashboard) are looked up. The key holds every request input the proxy's routing reads: host, URL,
 *   the NEXT_LOCALE cookie, Accept-Language and whether this is a document request.
 * - A miss is answered by Next.js as always. If that answer is a 200 HTML page with `s-maxage` and
 *   no `private`, `no-store` or `no-cache`, the cache fetches the page again with its own request
 *   carrying only the key's inputs, so nothing of one visitor (cookies, session) can reach another,
 *   and keeps that answer if it is shareable too.
 * - Fresh for `s-maxage` seconds; then served stale within `stale-while-revalidate` while one
 *   background request fetches it again. `POST /api/revalidate` empties it.
 * - Gzip is computed once per entry; `If-None-Match` gets a 304.
 */

const ROUTER_HEADERS = [
  'rsc',
  'next-router-prefetch',
  'next-router-state-tree',
  'next-router-segment-prefetch',
  'next-action',
  'next-url',
  'authorization',
];
const NOT_PAGES = /^\/(?:api|_next|_vercel)(?:\/|$)|\.[^/]*$/;
const DASHBOARD = /^(?:\/[a-z]{2})?\/dashboard(?:\/|$)/;
const NOT_STORED = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/** Whether a request is a page that proxy.ts would see (the same paths as its matcher). */
export function isPageRequest(pathname) {
  return !NOT_PAGES.test(pathname);
}

/**
 * @param {{
 *   fill: (path: string, headers: Record<string, string>) => Promise<{ status: number, headers: Record<string, string | string[]>, body: Buffer }>,
 *   maxBytes?: number,
 *   maxFillsInFlight?: number,
 *   now?: () => number,
 * }} options
 */
export function createPageCache({ fill, maxBytes = 64 * 1024 * 1024, maxFillsInFlight = 4, now = Date.now }) {
  const counts = { hit: 0, stale: 0, miss: 0 };
  /** @type {Map<string, Entry>} insertion order is recency: a hit moves its entry to the end */
  const entries = new Map();
  const filling = new Set();
  let bytes = 0;

  function keyOf(request, pathname) {
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
    if (!isPageRequest(pathname) || DASHBOARD.test(pathname)) return undefined;
    const headers = request.headers;
    if (ROUTER_HEADERS.some((name) => headers[name] !== undefined)) return undefined;
    const locale = /(?:^|;\s*)NEXT_LOCALE=([^;]*)/.exec(headers.cookie ?? '')?.[1] ?? '';
    const fillHeaders = { host: headers.host ?? '' };
    if (headers['accept-language']) fillHeaders['accept-language'] = headers['accept-language'];
    if (locale) fillHeaders.cookie = `NEXT_LOCALE=${locale}`;
    const dest = headers['sec-fetch-dest'];
    if (dest !== undefined) fillHeaders['sec-fetch-dest'] = dest === 'document' ? 'document' : 'empty';
    for (const name of ['x-forwarded-host', 'x-forwarded-proto']) {
      if (headers[name]) fillHeaders[name] = headers[name];
    }
    return { id: `${request.url}\n${JSON.stringify(fillHeaders)}`, path: request.url, fillHeaders };
  }

  function startFill(key) {
    if (filling.has(key.id) || filling.size >= maxFillsInFlight) return;
    filling.add(key.id);
    fill(key.path, key.fillHeaders)
      .then((answer) => store(key.id, answer))
      .catch(() => {})
      .finally(() => filling.delete(key.id));
  }

  function store(id, { status, headers, body }) {
    const lifetime = shareableLifetime(status, headers);
    if (!lifetime) return;
    remove(id);
    /** @type {Record<string, string | string[]>} */
    const kept = {};
    for (const [name, value] of Object.entries(headers)) {
      if (!NOT_STORED.has(name)) kept[name] = value;
    }
    const storedAt = now();
    const entry = {
      headers: kept,
      body,
      gzip: undefined,
      etag: typeof headers.etag === 'string' ? headers.etag : undefined,
      storedAt,
      freshUntil: storedAt + lifetime.fresh * 1000,
      staleUntil: storedAt + (lifetime.fresh + lifetime.stale) * 1000,
    };
    entries.set(id, entry);
    bytes += body.length;
    for (const [oldest] of entries) {
      if (bytes <= maxBytes) break;
      remove(oldest);
    }
  }

  function remove(id) {
    const entry = entries.get(id);
    if (!entry) return;
    bytes -= entry.body.length + (entry.gzip?.length ?? 0);
    entries.delete(id);
  }

  return {
    /**
     * Answers the request from the cache and returns true, or returns false for Next.js to answer.
     * @param {import('node:http').IncomingMessage} request
     * @param {import('node:http').ServerResponse} response
     * @param {string} pathname
     * @param {string[]} extraCookies Set-Cookie values this visitor needs besides the page's
     */
    serve(request, response, pathname, extraCookies) {
      const key = keyOf(request, pathname);
      if (!key) return false;
      const entry = entries.get(key.id);
      const at = now();
      if (!entry || at > entry.staleUntil) {
        counts.miss += 1;
        // Filled only when Next.js's answer to this visitor says it may be shared: a private page,
        // a redirect or a 404 costs no second request.
        response.once('finish', () => {
          const headers = {
            'content-type': response.getHeader('content-type'),
            'cache-control': response.getHeader('cache-control'),
          };
          if (shareableLifetime(response.statusCode, headers)) startFill(key);
        });
        return false;
      }
      counts[at > entry.freshUntil ? 'stale' : 'hit'] += 1;
      if (at > entry.freshUntil) startFill(key);
      entries.delete(key.id);
      entries.set(key.id, entry);
      send(request, response, entry, at, extraCookies);
      return true;
    },
    clear() {
      entries.clear();
      bytes = 0;
    },
    get size() {
      return entries.size;
    },
    /** For the metrics: answers from memory (fresh or stale), cacheable requests Next.js answered, bytes held. */
    get stats() {
      return { ...counts, bytes };
    },
  };

  function send(request, response, entry, at, extraCookies) {
    const headers = { ...entry.headers, age: String(Math.floor((at - entry.storedAt) / 1000)) };
    headers['x-page-cache'] = at > entry.freshUntil ? 'stale' : 'hit';
    if (extraCookies.length) {
      const own = headers['set-cookie'];
      headers['set-cookie'] = [...(own === undefined ? [] : [own].flat()), ...extraCookies];
    }
    if (entry.etag && request.headers['if-none-match']?.split(/\s*,\s*/).includes(entry.etag)) {
      delete headers['content-type'];
      response.writeHead(304, headers).end();
      return;
    }
    let body = entry.body;
    if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
      if (!entry.gzip) {
        entry.gzip = gzipSync(entry.body);
        bytes += entry.gzip.length;
      }
      body = entry.gzip;
      headers['content-encoding'] = 'gzip';
    }
    headers['content-length'] = String(body.length);
    if (request.method === 'HEAD') response.writeHead(200, headers).end();
    else response.writeHead(200, headers).end(body);
  }
}

/**
 * @typedef {{ headers: Record<string, string | string[]>, body: Buffer, gzip: Buffer | undefined,
 *   etag: string | undefined, storedAt: number, freshUntil: number, staleUntil: number }} Entry
 */

/** Seconds a shared cache may keep this answer fresh, and serve it stale, or undefined. */
export function shareableLifetime(status, headers) {
  if (status !== 200 || headers['content-encoding'] || headers['set-cookie']?.length > 1) return undefined;
  // Next.js answered from an entry past its revalidation and renders it again behind: kept, it would
  // hold the old page for another s-maxage. The next request fetches it again instead.
  if (headers['x-nextjs-cache'] === 'STALE') return undefined;
  if (!String(headers['content-type'] ?? '').startsWith('text/html')) return undefined;
  const cacheControl = String(headers['cache-control'] ?? '');
  if (/\b(?:private|no-store|no-cache)\b/.test(cacheControl)) return undefined;
  const fresh = Number(/\bs-maxage=(\d+)/.exec(cacheControl)?.[1]);
  if (!(fresh > 0)) return undefined;
  const stale = Number(/\bstale-while-revalidate=(\d+)/.exec(cacheControl)?.[1] ?? 0);
  return { fresh, stale };
}
