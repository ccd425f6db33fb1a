// An ES module (.mts): the portal package is CommonJS to tsx, which would rewrite Lighthouse into
// CommonJS too, and the functions Lighthouse runs in the page would then call a helper missing there.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { type Cookie, chromium } from 'playwright-core';

// One Lighthouse run as `npm run lighthouse` and the browser suite's check make it: mobile, default
// (simulated) throttling, Debian's Chromium; nothing is downloaded.

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];
/** What holds whatever the machine's load: these categories at 100 and the layout's shift. */
export const SCORE_GOAL = { accessibility: 100, 'best-practices': 100, seo: 100 } as const;
export const METRIC_GOAL = { cls: 0.02 } as const;
/**
 * Issue 26: goals as ratios against the bare Next.js page audited in the same run. The performance
 * score may be at most this many points under the bare page's; a dashboard page's JavaScript at
 * most DASHBOARD_JS_RATIO times the bare page's.
 */
export const PERFORMANCE_MARGIN = { public: 5, dashboard: 10 } as const;
export const DASHBOARD_JS_RATIO = 1.5;

export const PUBLIC_PATHS = [
  '/',
  '/news',
  '/blog',
  '/tenders',
  '/stations-map',
  '/contact',
  '/about',
  '/sign-in',
  '/sign-up',
  '/reset-password',
] as const;

/** Every public path in English and Georgian: `/`, `/ka`, `/news`, `/ka/news`… */
export function bothLanguages(paths: readonly string[]): string[] {
  return paths.flatMap((path) => [path, path === '/' ? '/ka' : `/ka${path}`]);
}

export type Audit = {
  route: string;
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /**
   * The first contentful paint Chromium actually presented, unthrottled. Lighthouse's simulation puts
   * every request started before it on the path to FCP and LCP: when it comes late (a first frame
   * held up past about 0.2 s is presented 1.2 or 2.2 s after navigation in this headless Chromium),
   * the page's scripts join that path and LCP grows by seconds. See docs/PORTAL.md, speed.
   */
  observedFcpMs: number;
  /** Transferred JavaScript (compressed as served). */
  scriptBytes: number;
  /** Stylesheets and scripts that held up the first paint (Lighthouse's render-blocking-resources). */
  renderBlocking: string[];
  /** The page's own console errors (Lighthouse's errors-in-console). */
  consoleErrors: string[];
  /** What moved and by how much (Lighthouse's layout-shifts): the element's selector and its score. */
  shifts: string[];
  load: number;
};

export type Browser = { port: number; kill(): void };

export async function launchChrome(): Promise<Browser> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  return { port: chrome.port, kill: () => chrome.kill() };
}

type Items<T> = { items?: T[] } | undefined;

/** What the browser suite checks: the categories and audits whose verdict does not follow the machine's load. */
export const LOAD_INDEPENDENT = {
  categories: ['accessibility', 'best-practices', 'seo'] as Category[],
  audits: ['cumulative-layout-shift', 'layout-shifts', 'render-blocking-resources'],
};

/**
 * Runs with exactly `cookies` in the browser's cookie jar (none for a first visit), cleared again
 * after. Lighthouse clears no cookies between runs: the language cookie a `/ka` page sets sent every
 * English page measured after it to its Georgian twin (a redirect, and the wrong page measured). The
 * session goes in the jar rather than in a header (Lighthouse's extraHeaders): as a header it was
 * lost at the first cookie an answer set (the proxy mints next-auth's CSRF cookie), and the page's
 * session check went to sign-in in the middle of the run.
 */
async function withCookies<T>(chrome: Browser, cookies: Cookie[], run: () => Promise<T>): Promise<T> {
  const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const jar = cdp.contexts()[0];
  if (!jar) throw new Error('the Lighthouse browser has no default context');
  await jar.clearCookies();
  if (cookies.length) await jar.addCookies(cookies);
  try {
    return await run();
  } finally {
    await jar.clearCookies();
    await cdp.close();
  }
}

/**
 * Lighthouse on one URL, as a first visit. `cookies` sign the run in (as the dashboard needs); `categories` narrows what is scored and `audits` adds single audits (the performance
 * category's simulations make a run slower).
 */
export async function audit(
  chrome: Browser,
  base: string,
  route: string,
  {
    cookies,
    categories = CATEGORIES,
    audits = [],
  }: { cookies?: Cookie[]; categories?: readonly Category[]; audits?: readonly string[] } = {},
): Promise<Audit> {
  const url = `${base}${route}`;
  const cookie = cookies?.map(({ name, value }) => `${name}=${value}`).join('; ');
  // A page not yet in the cache renders on this first request; Lighthouse measures the cached one.
  await fetch(url, { headers: cookie ? { cookie } : {} });
  const run = () =>
    lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
      onlyAudits: audits.length ? [...audits] : undefined,
    });
  const result = await withCookies(chrome, cookies ?? [], run);
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  const folder = process.env.LIGHTHOUSE_JSON;
  if (folder) {
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, `${route.replace(/\W+/g, '_') || 'root'}.json`), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  // A page that left for another (sign-in) during the run would be measured in its place.
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
    throw new Error(`${url} ended on ${lhr.finalDisplayedUrl}`);
  }
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  function details<T>(id: string): T[] {
    return (lhr!.audits[id]?.details as Items<T>)?.items ?? [];
  }
  return {
    route,
    scores: Object.fromEntries(
      categories.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
    ) as Record<Category, number>,
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    fcpMs: metric('first-contentful-paint'),
    observedFcpMs:
      (lhr.audits.metrics?.details as Items<{ observedFirstContentfulPaint?: number }>)?.items?.[0]
        ?.observedFirstContentfulPaint ?? Number.NaN,
    scriptBytes: lhr.audits['network-requests']
      ? details<{ resourceType?: string; transferSize?: number }>('network-requests')
          .filter((item) => item.resourceType === 'Script')
          .reduce((sum, item) => sum + (item.transferSize ?? 0), 0)
      : Number.NaN,
    renderBlocking: details<{ url: string }>('render-blocking-resources').map((item) => item.url),
    consoleErrors: details<{ description?: string; url?: string }>('errors-in-console').map(
      (item) => `${item.url ?? ''}: ${item.description ?? ''}`,
    ),
    shifts: details<{ node?: { selector?: string; snippet?: string }; score?: number }>('layout-shifts').map(
      (item) => `${item.node?.selector ?? item.node?.snippet ?? '?'} ${(item.score ?? 0).toFixed(3)}`,
    ),
    load: loadavg()[0] ?? Number.NaN,
  };
}

/**
 * Why an audit misses the goal: a load-independent category under 100, layout shift over the goal, and
 * (given the bare page's audit of the same run) a performance score more than the margin under the
 * bare page's and, for a dashboard page, more JavaScript than DASHBOARD_JS_RATIO times the bare page's.
 */
export function shortfalls(audit: Audit, bare?: Audit, kind: 'public' | 'dashboard' = 'public'): string[] {
  const missed: string[] = [];
  for (const [category, goal] of Object.entries(SCORE_GOAL) as [keyof typeof SCORE_GOAL, number][]) {
    const score = audit.scores[category];
    if (score !== undefined && score < goal) missed.push(`${category} ${score}`);
  }
  if (audit.cls > METRIC_GOAL.cls) {
    missed.push(
      `CLS ${audit.cls.toFixed(3)}${audit.shifts.length ? ` (moved: ${audit.shifts.join('; ')})` : ''}`,
    );
  }
  const performance = audit.scores.performance;
  const barePerformance = bare?.scores.performance;
  if (performance !== undefined && barePerformance !== undefined) {
    const margin = PERFORMANCE_MARGIN[kind];
    if (performance < barePerformance - margin) {
      missed.push(`performance ${performance}, more than ${margin} under the bare page's ${barePerformance}`);
    }
  }
  if (kind === 'dashboard' && bare && audit.scriptBytes > DASHBOARD_JS_RATIO * bare.scriptBytes) {
    missed.push(`JavaScript ${(audit.scriptBytes / bare.scriptBytes).toFixed(2)}× the bare page's`);
  }
  return missed;
}

export const TABLE_HEADER = [
  '| Route | Performance | Accessibility | Best practices | SEO | LCP (s) | TBT (ms) | CLS | FCP (s) | Observed FCP (s) | JS (kB) | Load average |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
].join('\n');

export function tableRow(audit: Audit): string {
  const score = (category: Category) => audit.scores[category] ?? '–';
  const figure = (value: number, digits: number) => (Number.isNaN(value) ? '–' : value.toFixed(digits));
  return `| ${audit.route} | ${CATEGORIES.map(score).join(' | ')} | ${figure(audit.lcpMs / 1000, 2)} | ${figure(audit.tbtMs, 0)} | ${figure(audit.cls, 3)} | ${figure(audit.fcpMs / 1000, 2)} | ${figure(audit.observedFcpMs / 1000, 2)} | ${figure(audit.scriptBytes / 1024, 1)} | ${audit.load.toFixed(2)} |`;
}
