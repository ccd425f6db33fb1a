// The public pages as the production build serves them (`npm start`: server, portal, demo data), under
// load: every public route in both languages, 16 connections each. Goal: ≥ 1,000 requests/s with p99
// < 50 ms, answered from the cache (static or ISR), never `no-store`.
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

/** Prints the table and returns what missed the goal. */
export async function benchPublicPages(portalUrl: string): Promise<string[]> {
  const failures: string[] = [];
  // An article of each list too, as the news list links it.
  const newsList = await (await fetch(`${portalUrl}/news`)).text();
  const article = /href="(\/news\/[a-z0-9-]+)"/.exec(newsList)?.[1];
  const routes = [...ROUTES, ...(article ? [article] : [])];
  console.info(`\nPublic pages, production build, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each\n`);
  console.info('| Route | Requests/s | p50 (ms) | p99 (ms) | Non-2xx | Cache-Control | Load average |');
  console.info('|---|---:|---:|---:|---:|---|---:|');
  for (const route of routes.flatMap((path) => [path, path === '/' ? '/ka' : `/ka${path}`])) {
    const url = `${portalUrl}${route}`;
    // The first request renders a page that is not cached yet; the measure is of the cached answer.
    await fetch(url);
    const answer = await fetch(url);
    const cacheControl = answer.headers.get('cache-control') ?? '';
    const result = await autocannon({
      url,
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
      workers: 1,
    });
    const load = loadavg()[0]!.toFixed(2);
    console.info(
      `| ${route} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx} | ${cacheControl} | ${load} |`,
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
  console.info(
    failures.length
      ? `\nUnder the goal (≥ ${GOAL.requestsPerSecond} requests/s, p99 < ${GOAL.p99} ms, from the cache):\n  ${failures.join('\n  ')}`
      : '\nEvery public route met the goal.',
  );
  return failures;
}
