import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { csrfCookieFor, mintCsrfCookie } from './csrf-cookie.mjs';
import { createFront } from './front.mjs';

const SECRET = 'a-secret-of-sixteen+';
const SHARED = 's-maxage=60, stale-while-revalidate=3600';

/** Stands where Next.js stands: answers pages as its cache would, and records what reached it. */
function pages() {
  const seen = [];
  let renders = 0;
  const handle = (request, response) => {
    seen.push({ method: request.method, url: request.url, headers: { ...request.headers } });
    renders += 1;
    const path = request.url.split('?')[0];
    if (path === '/api/revalidate') return response.writeHead(200).end('{"revalidated":true}');
    const locale = /NEXT_LOCALE=(\w+)/.exec(request.headers.cookie ?? '')?.[1] ?? 'en';
    const headers = {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': path === '/account' ? 'private, no-cache, no-store' : SHARED,
      etag: `"v${renders}"`,
      vary: 'rsc, Accept-Encoding',
    };
    if (!request.headers.cookie) headers['set-cookie'] = 'NEXT_LOCALE=en; Path=/';
    if (path === '/prices' && renders < 4) headers['x-nextjs-cache'] = 'STALE';
    response
      .writeHead(200, headers)
      .end(`<html lang="${locale}">render ${renders} ${'x'.repeat(2000)}</html>`);
  };
  return { handle, seen };
}

const started = [];
async function front({ now } = {}) {
  const next = pages();
  const csrfCookie = csrfCookieFor({ secret: SECRET, secure: false });
  const { server, pageCache } = createFront({ handle: next.handle, csrfCookie, caching: true, now });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  started.push(server);
  const origin = `http://127.0.0.1:${server.address().port}`;
  const get = (path, headers = {}, method = 'GET') => fetch(`${origin}${path}`, { method, headers });
  /** Waits for the cache's own request to Next.js to be stored. */
  const filled = async (size) => {
    for (let tries = 0; pageCache.size < size; tries += 1) {
      if (tries > 200) throw new Error('the cache never filled');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  return { next, pageCache, get, filled };
}

afterEach(async () => {
  await Promise.all(started.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('the public pages’ shared cache', () => {
  it('answers a shareable page from memory once it has fetched it itself', async () => {
    const { next, get, filled } = await front();
    const first = await get('/news');
    expect(first.headers.get('x-page-cache')).toBeNull();
    await filled(1);
    const second = await get('/news');
    const third = await get('/news');
    expect(second.headers.get('x-page-cache')).toBe('hit');
    expect(await third.text()).toBe(await second.text());
    // The visitor's request and the cache's own: nothing more reached Next.js.
    expect(next.seen.map((request) => request.url)).toEqual(['/news', '/news']);
  });

  it('never lets one visitor’s cookies into the page others get', async () => {
    const { next, get, filled } = await front();
    await get('/about', { cookie: 'next-auth.session-token=alice; NEXT_LOCALE=ka' });
    await filled(1);
    const fill = next.seen[1];
    expect(fill.headers.cookie).toBe('NEXT_LOCALE=ka');
    const hit = await get('/about', { cookie: 'NEXT_LOCALE=ka' });
    expect(hit.headers.get('x-page-cache')).toBe('hit');
    expect(await hit.text()).toContain('lang="ka"');
    // Another language is another entry.
    expect((await get('/about', { cookie: 'NEXT_LOCALE=en' })).headers.get('x-page-cache')).toBeNull();
  });

  it('gives every visitor without one its own CSRF cookie, on hits and misses alike', async () => {
    const { get, filled } = await front();
    const csrf = (response) =>
      response.headers.getSetCookie().find((cookie) => cookie.startsWith('next-auth.csrf-token='));
    const miss = await get('/contact');
    await filled(1);
    const [hitA, hitB] = [await get('/contact'), await get('/contact')];
    const cookies = [csrf(miss), csrf(hitA), csrf(hitB)];
    expect(new Set(cookies).size).toBe(3);
    for (const cookie of cookies) {
      const [token, hash] = decodeURIComponent(cookie.split(';')[0].split('=')[1]).split('|');
      expect(hash).toBe(createHash('sha256').update(`${token}${SECRET}`).digest('hex'));
    }
    // The page's own cookie goes along; a visitor who has the CSRF cookie gets no new one.
    expect(hitA.headers.getSetCookie()).toContain('NEXT_LOCALE=en; Path=/');
    const returning = await get('/contact', { cookie: `next-auth.csrf-token=${mintCsrfCookie(SECRET)}` });
    expect(csrf(returning)).toBeUndefined();
  });

  it('leaves private pages, router requests and the API to Next.js every time', async () => {
    const { next, get, pageCache } = await front();
    for (let i = 0; i < 3; i += 1) await get('/account');
    await get('/news', { rsc: '1' });
    await get('/api/platform-config');
    await get('/dashboard/cards');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pageCache.size).toBe(0);
    // Nothing but the visitors' own requests reached Next.js.
    expect(next.seen.map((request) => request.url)).toEqual([
      '/account',
      '/account',
      '/account',
      '/news',
      '/api/platform-config',
      '/dashboard/cards',
    ]);
  });

  it('serves a page past its s-maxage while it fetches it again, once', async () => {
    let clock = 1_000_000;
    const { next, get, filled } = await front({ now: () => clock });
    await get('/tenders');
    await filled(1);
    clock += 61_000;
    const stale = await get('/tenders');
    expect(stale.headers.get('x-page-cache')).toBe('stale');
    expect(stale.headers.get('age')).toBe('61');
    await get('/tenders');
    for (let tries = 0; next.seen.length < 3 && tries < 200; tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 10));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const fresh = await get('/tenders');
    expect(fresh.headers.get('x-page-cache')).toBe('hit');
    expect(await fresh.text()).toContain('render 3');
    expect(next.seen).toHaveLength(3);
  });

  it('does not keep a page Next.js itself answered as stale, and keeps the one it renders again', async () => {
    const { next, get, filled, pageCache } = await front();
    await get('/prices');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pageCache.size).toBe(0);
    expect(next.seen).toHaveLength(2);
    await get('/prices');
    await filled(1);
    const hit = await get('/prices');
    expect(hit.headers.get('x-page-cache')).toBe('hit');
    expect(await hit.text()).toContain('render 4');
  });

  it('answers gzip, HEAD and If-None-Match as a CDN would', async () => {
    const { get, filled } = await front();
    await get('/blog');
    await filled(1);
    const plain = await get('/blog');
    const etag = plain.headers.get('etag');
    const body = await plain.text();
    const zipped = await get('/blog', { 'accept-encoding': 'gzip' });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    const raw = Buffer.from(await zipped.arrayBuffer());
    // fetch undoes the gzip itself; either way the page is the one stored.
    expect(raw.length < body.length ? gunzipSync(raw).toString() : raw.toString()).toBe(body);
    const unchanged = await get('/blog', { 'if-none-match': etag });
    expect(unchanged.status).toBe(304);
    const head = await get('/blog', { 'accept-encoding': 'identity' }, 'HEAD');
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(body)));
    expect(await head.text()).toBe('');
  });

  it('forgets every page when the pages are revalidated', async () => {
    const { get, filled, pageCache } = await front();
    await get('/news');
    await filled(1);
    expect(
      (await fetch(`${(await get('/news')).url.replace('/news', '')}/api/revalidate`, { method: 'POST' })).ok,
    ).toBe(true);
    expect(pageCache.size).toBe(0);
    expect((await get('/news')).headers.get('x-page-cache')).toBeNull();
  });
});
