// `npm run lighthouse`: Lighthouse (from the npm registry) in Debian's Chromium, nothing downloaded,
// against the production build as `npm start` serves it: every public route in both languages, mobile
// with Lighthouse's default throttling. Prints the table and exits 1 under the goal: performance ≥ 95,
// accessibility, best practices and SEO 100.
// LIGHTHOUSE_URL=http://host:port measures a portal already running instead of starting one;
// LIGHTHOUSE_ROUTES=/,/ka/news narrows the routes; CHROME_PATH picks the browser (/usr/bin/chromium).
import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { type Product, startProduct } from '../apps/portal/e2e/support/product';

const GOAL = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
const CATEGORIES = Object.keys(GOAL) as (keyof typeof GOAL)[];
const PATHS = [
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
];
const routes = process.env.LIGHTHOUSE_ROUTES
  ? process.env.LIGHTHOUSE_ROUTES.split(',')
  : PATHS.flatMap((path) => [path, path === '/' ? '/ka' : `/ka${path}`]);

const product: Product | undefined = process.env.LIGHTHOUSE_URL ? undefined : await startProduct();
const base = process.env.LIGHTHOUSE_URL ?? product!.portalUrl;
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const failures: string[] = [];
try {
  console.info(
    '\n| Route | Performance | Accessibility | Best practices | SEO | LCP (s) | TBT (ms) | CLS | FCP (s) | JS (kB) | Load average |',
  );
  console.info('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const route of routes) {
    const url = `${base}${route}`;
    // A page not yet in the cache renders on this first request; Lighthouse measures the cached one.
    await fetch(url);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    const score = (category: keyof typeof GOAL) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
    const metric = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
    const scripts = (
      (
        lhr.audits['network-requests']?.details as {
          items?: { resourceType?: string; transferSize?: number }[];
        }
      )?.items ?? []
    )
      .filter((item) => item.resourceType === 'Script')
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
    console.info(
      `| ${route} | ${CATEGORIES.map(score).join(' | ')} | ${(metric('largest-contentful-paint') / 1000).toFixed(2)} | ${metric('total-blocking-time').toFixed(0)} | ${metric('cumulative-layout-shift').toFixed(3)} | ${(metric('first-contentful-paint') / 1000).toFixed(2)} | ${(scripts / 1024).toFixed(1)} | ${loadavg()[0]!.toFixed(2)} |`,
    );
    const under = CATEGORIES.filter((category) => score(category) < GOAL[category]);
    if (under.length)
      failures.push(`${route}: ${under.map((category) => `${category} ${score(category)}`).join(', ')}`);
  }
} finally {
  chrome.kill();
  await product?.stop();
}
if (failures.length) {
  console.error(
    `\nUnder the goal (performance ≥ 95; accessibility, best practices, SEO 100):\n  ${failures.join('\n  ')}`,
  );
  process.exitCode = 1;
} else {
  console.info('\nEvery route met the goal.');
}
