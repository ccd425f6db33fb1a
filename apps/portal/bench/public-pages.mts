// The public pages as the production build serves them (`npm start`: server, portal, demo data), under
// load: every public route in both languages, 16 connections each. Goal: ≥ 1,000 requests/s with p99
// < 50 ms, answered from the cache (static or ISR), never `no-store`.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';

const CONNECTIONS = 16;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const GOAL = { requestsPerSecond: 1_000, p99: 50 };
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
  console.info(`\nPublic pages, production build, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each\n`);
  console.info(
    '| Route | Requests/s | p50 (ms) | p99 (ms) | Non-2xx | Cache-Control | Page cache | Bare: requests/s | Bare: p99 (ms) | Load average |',
  );
  console.info('|---|---:|---:|---:|---:|---|---|---:|---:|---:|');
  const bare = await startBareStatic();
  const hammer = (url: string) =>
    autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS, workers: 1 });
  for (const route of routes.flatMap((path) => [path, path === '/' ? '/ka' : `/ka${path}`])) {
    const url = `${portalUrl}${route}`;
    // The first request renders a page that is not cached yet; the measure is of the cached answer.
    await fetch(url);
    const answer = await fetch(url);
    const cacheControl = answer.headers.get('cache-control') ?? '';
    // server/page-cache.mjs: `hit` once it holds the page.
    const pageCache = answer.headers.get('x-page-cache') ?? 'none';
    await bare.store(route, answer);
    const result = await hammer(url);
    const reference = await hammer(`${bare.url}${route}`);
    const load = loadavg()[0]!.toFixed(2);
    console.info(
      `| ${route} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx} | ${cacheControl} | ${pageCache} | ${reference.requests.average.toFixed(0)} | ${reference.latency.p99} | ${load} |`,
    );
    if (result.requests.average < GOAL.requestsPerSecond || result.latency.p99 >= GOAL.p99) {
      failures.push(
        `${route}: ${result.requests.average.toFixed(0)} requests/s, p99 ${result.latency.p99} ms`,
      );
    }
    if (/no-store|private/.test(cacheControl) || result.non2xx > 0) {
      failures.push(`${route}: Cache-Control "${cacheControl}", ${result.non2xx} non-2xx answers`);
    }
  }
  await bare.close();
  console.info(
    failures.length
      ? `\nUnder the goal (≥ ${GOAL.requestsPerSecond} requests/s, p99 < ${GOAL.p99} ms, from the cache):\n  ${failures.join('\n  ')}`
      : '\nEvery public route met the goal.',
  );
  return failures;
}
