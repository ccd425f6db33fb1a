// The public pages as the production build serves them (`npm start`: server, portal, demo data), under
// load: every public route in both languages, 16 connections each, against a bare node:http server
// answering the same bytes from memory in the same run. Goal (issue 26): ≥ 0.9× the bare server's
// requests/s, answered from the cache (static or ISR), never `no-store`.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';

const CONNECTIONS = 16;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const WARM_UP_SECONDS = 1;
const GOAL = { ratio: 0.9 };
const ROUTES = [
  '/',
  '/news',
  '/news?page=2',
  '/blog',
  '/tenders',
  '/stations-map',
  '/contact',
  '/about',
  '/sign-in',
  '/sign-up',
  '/reset-password',
  '/auth-error',
];

/** Headers of the portal's answer that describe its transfer, not the page (fetch has undone the gzip). */
const HOP_BY_HOP = new Set([
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
]);

type Stored = { status: number; headers: Record<string, string>; body: Buffer };

/**
 * The bare baseline: node:http answering each route with the bytes and headers the portal answered, from
 * memory. What this machine and autocannon can do at all, next to what Next.js does with its cache.
 */
async function startBareStatic() {
  const pages = new Map<string, Stored>();
  const server = createServer((request, response) => {
    const page = pages.get(request.url ?? '');
    if (!page) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(page.status, page.headers).end(page.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async store(route: string, answer: Response) {
      const headers: Record<string, string> = {};
      answer.headers.forEach((value, name) => {
        if (!HOP_BY_HOP.has(name)) headers[name] = value;
      });
      pages.set(route, { status: answer.status, headers, body: Buffer.from(await answer.arrayBuffer()) });
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Prints the table and returns what missed the goal. */
export async function benchPublicPages(portalUrl: string): Promise<string[]> {
  const failures: string[] = [];
  // An article of each list too, as the news list links it.
  const newsList = await (await fetch(`${portalUrl}/news`)).text();
  const article = /href="(\/news\/[a-z0-9-]+)"/.exec(newsList)?.[1];
  const routes = [...ROUTES, ...(article ? [article] : [])];
  console.info(
    `\nPublic pages, production build, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION_SECONDS} s alternating with the bare server (after a ${WARM_UP_SECONDS} s warm-up of each; requests/s summed over the rounds, p99 of the worst round)\n`,
  );
  console.info(
    '| Route | Requests/s | p99 (ms) | Non-2xx | Cache-Control | Page cache | Bare: requests/s | Bare: p99 (ms) | Ratio | Load average |',
  );
  console.info('|---|---:|---:|---:|---|---|---:|---:|---:|---:|');
  const bare = await startBareStatic();
  const hammer = (url: string, duration = DURATION_SECONDS) =>
    autocannon({ url, connections: CONNECTIONS, duration, workers: 1 });
  for (const route of routes.flatMap((path) => [path, path === '/' ? '/ka' : `/ka${path}`])) {
    const url = `${portalUrl}${route}`;
    // The first request renders a page that is not cached yet; the measure is of the cached answer.
    await fetch(url);
    const answer = await fetch(url);
    const cacheControl = answer.headers.get('cache-control') ?? '';
    // server/page-cache.mjs: `hit` once it holds the page.
    const pageCache = answer.headers.get('x-page-cache') ?? 'none';
    await bare.store(route, answer);
    // Both sides warm their code paths first, so that the route measured first is not the one the JIT
    // has not compiled yet.
    await hammer(url, WARM_UP_SECONDS);
    await hammer(`${bare.url}${route}`, WARM_UP_SECONDS);
    const portal = { requests: 0, seconds: 0, p99: 0, non2xx: 0 };
    const reference = { requests: 0, seconds: 0, p99: 0 };
    for (let round = 0; round < ROUNDS; round += 1) {
      const result = await hammer(url);
      Object.assign(portal, {
        requests: portal.requests + result.requests.total,
        seconds: portal.seconds + result.duration,
        p99: Math.max(portal.p99, result.latency.p99),
        non2xx: portal.non2xx + result.non2xx,
      });
      const baseline = await hammer(`${bare.url}${route}`);
      Object.assign(reference, {
        requests: reference.requests + baseline.requests.total,
        seconds: reference.seconds + baseline.duration,
        p99: Math.max(reference.p99, baseline.latency.p99),
      });
    }
    const perSecond = portal.requests / portal.seconds;
    const barePerSecond = reference.requests / reference.seconds;
    const ratio = perSecond / barePerSecond;
    const load = loadavg()[0]!.toFixed(2);
    console.info(
      `| ${route} | ${perSecond.toFixed(0)} | ${portal.p99} | ${portal.non2xx} | ${cacheControl} | ${pageCache} | ${barePerSecond.toFixed(0)} | ${reference.p99} | ${ratio.toFixed(2)} | ${load} |`,
    );
    if (ratio < GOAL.ratio) {
      failures.push(
        `${route}: ${ratio.toFixed(2)}× the bare server's requests/s (${perSecond.toFixed(0)} / ${barePerSecond.toFixed(0)})`,
      );
    }
    if (/no-store|private/.test(cacheControl) || portal.non2xx > 0) {
      failures.push(`${route}: Cache-Control "${cacheControl}", ${portal.non2xx} non-2xx answers`);
    }
  }
  await bare.close();
  console.info(
    failures.length
      ? `\nUnder the goal (≥ ${GOAL.ratio}× the bare server, from the cache):\n  ${failures.join('\n  ')}`
      : `\nEvery public route met the goal (≥ ${GOAL.ratio}× the bare server, from the cache).`,
  );
  return failures;
}
