// `npm run lighthouse`: Lighthouse (from the npm registry) in Debian's Chromium, nothing downloaded,
// against the production build as `npm start` serves it: every public route in both languages, then
// the dashboard signed in as the demo manager (every page in English; home, reports and vehicles in
// Georgian too), mobile with Lighthouse's default throttling. The first row is a bare Next.js page
// (scripts/lighthouse-baseline, same Next.js, one static page, nothing of ours) audited in the same run
// and browser, and the goals are ratios against it (issue 26): a public route's performance at most 5
// points under the bare page's, a dashboard page's at most 10 under and its JavaScript at most 1.5×
// the bare page's; accessibility, best practices and SEO 100 and CLS ≤ 0.02 everywhere. Prints the
// table (with the load average: Lighthouse simulates a phone from the CPU time it measures, so scores
// follow the machine's load; only the same run's ratios compare) and exits 1 under a goal.
// LIGHTHOUSE_URL=http://host:port measures a portal already running instead of starting one;
// LIGHTHOUSE_ROUTES=/,/ka/news narrows the public routes (none: only the dashboard);
// LIGHTHOUSE_DASHBOARD=/dashboard,/ka/dashboard/reports narrows the dashboard pages (0: none);
// LIGHTHOUSE_JSON=<folder> keeps each run's full report (long tasks, script boot-up times, requests);
// LIGHTHOUSE_BASELINE=0 leaves the bare page out (and with it the ratio goals); CHROME_PATH picks the
// browser (/usr/bin/chromium). `npm run js-weight` gives the JavaScript per page without a browser.
import type { Cookie } from 'playwright-core';
import { launchBrowser } from '../apps/portal/e2e/support/browser';
import {
  type Audit,
  audit,
  bothLanguages,
  launchChrome,
  PUBLIC_PATHS,
  shortfalls,
  TABLE_HEADER,
  tableRow,
} from '../apps/portal/e2e/support/lighthouse.mjs';
import { type Product, startProduct } from '../apps/portal/e2e/support/product';
import { type Lang, localized, signInDemoManager } from '../apps/portal/e2e/support/sign-in';
import { dashboardPages } from '../apps/portal/src/features/dashboard/routes';
import { startBaseline } from './lib/lighthouse-baseline';

/** Every dashboard page once in English; the home, reports and vehicles in Georgian too. */
const DASHBOARD_ROUTES = [
  ...dashboardPages.map((page) => page.href),
  ...['/dashboard', '/dashboard/reports', '/dashboard/vehicles'].map((href) => localized('ka', href)),
];

const routes =
  process.env.LIGHTHOUSE_ROUTES === 'none'
    ? []
    : process.env.LIGHTHOUSE_ROUTES
      ? process.env.LIGHTHOUSE_ROUTES.split(',')
      : bothLanguages(PUBLIC_PATHS);
const dashboard =
  process.env.LIGHTHOUSE_DASHBOARD === '0'
    ? []
    : process.env.LIGHTHOUSE_DASHBOARD
      ? process.env.LIGHTHOUSE_DASHBOARD.split(',')
      : DASHBOARD_ROUTES;

const product: Product | undefined = process.env.LIGHTHOUSE_URL ? undefined : await startProduct();
const base = process.env.LIGHTHOUSE_URL ?? product!.portalUrl;
const chrome = await launchChrome();
const failures: string[] = [];
let bare: Audit | undefined;
function report(result: Audit, kind: 'public' | 'dashboard') {
  console.info(tableRow(result));
  const missed = shortfalls(result, bare, kind);
  if (missed.length) failures.push(`${result.route}: ${missed.join(', ')}`);
}
try {
  console.info(`\n${TABLE_HEADER}`);
  if (process.env.LIGHTHOUSE_BASELINE !== '0') {
    const baseline = await startBaseline();
    try {
      bare = { ...(await audit(chrome, baseline.url, '/')), route: 'bare Next.js page (baseline)' };
      console.info(tableRow(bare));
    } finally {
      await baseline.stop();
    }
  }
  for (const route of routes) report(await audit(chrome, base, route), 'public');
  if (dashboard.length) {
    // Signed in through the form in a separate browser, once per language; Lighthouse's browser gets
    // that session's cookies for each page.
    const browser = await launchBrowser();
    try {
      const sessions = new Map<Lang, Cookie[]>();
      for (const route of dashboard) {
        const lang: Lang = route === '/ka' || route.startsWith('/ka/') ? 'ka' : 'en';
        let cookies = sessions.get(lang);
        if (!cookies) {
          const { context } = await signInDemoManager(browser, base, lang);
          cookies = await context.cookies(base);
          await context.close();
          sessions.set(lang, cookies);
        }
        const result = await audit(chrome, base, route, { cookies });
        report({ ...result, route: `${result.route} (signed in)` }, 'dashboard');
      }
    } finally {
      await browser.close();
    }
  }
} finally {
  chrome.kill();
  await product?.stop();
}
if (failures.length) {
  console.error(
    `\nUnder the goal (against the bare page: performance within 5 points on public routes, within 10 and JavaScript ≤ 1.5× on the dashboard; accessibility, best practices, SEO 100; CLS ≤ 0.02):\n  ${failures.join('\n  ')}`,
  );
  process.exitCode = 1;
} else {
  console.info('\nEvery route met the goal.');
}
