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
// LIGHTHOUSE_RUNS=3 audits every route (the bare page too) three times, run after run, and judges each
// route by its run of median performance, as Lighthouse advises against its variance (docs/BENCHMARKS.md);
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

const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1) || 1);

/** The run whose performance score is the median of the route's runs (Lighthouse's advice for variance). */
function medianRun(audits: Audit[]): Audit {
  const sorted = [...audits].sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));
  const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
  if (audits.length === 1) return median;
  const scores = audits.map((audit) => audit.scores.performance ?? '–').join(', ');
  return { ...median, route: `${median.route} [${scores}]` };
}

const product: Product | undefined = process.env.LIGHTHOUSE_URL ? undefined : await startProduct();
const base = process.env.LIGHTHOUSE_URL ?? product!.portalUrl;
const chrome = await launchChrome();
let baseline: Awaited<ReturnType<typeof startBaseline>> | undefined;
const BARE = 'bare Next.js page (baseline)';
/** Every audit by route, in the order audited: the bare page first, then the public routes, the dashboard. */
const audits = new Map<string, { kind: 'bare' | 'public' | 'dashboard'; runs: Audit[] }>();
function keep(result: Audit, kind: 'bare' | 'public' | 'dashboard') {
  const entry = audits.get(result.route) ?? { kind, runs: [] };
  entry.runs.push(result);
  audits.set(result.route, entry);
  console.info(
    tableRow(runs > 1 ? { ...result, route: `${result.route} (run ${entry.runs.length})` } : result),
  );
}
try {
  if (process.env.LIGHTHOUSE_BASELINE !== '0') baseline = await startBaseline();
  console.info(`\n${TABLE_HEADER}`);
  // Signed in through the form in a separate browser, once per language; Lighthouse's browser gets
  // that session's cookies for each page.
  const browser = dashboard.length ? await launchBrowser() : undefined;
  const sessions = new Map<Lang, Cookie[]>();
  try {
    // Run after run over every route, so that each route's runs meet the machine at different moments.
    for (let run = 1; run <= runs; run += 1) {
      if (baseline) keep({ ...(await audit(chrome, baseline.url, '/')), route: BARE }, 'bare');
      for (const route of routes) keep(await audit(chrome, base, route), 'public');
      for (const route of dashboard) {
        const lang: Lang = route === '/ka' || route.startsWith('/ka/') ? 'ka' : 'en';
        let cookies = sessions.get(lang);
        if (!cookies) {
          const { context } = await signInDemoManager(browser!, base, lang);
          cookies = await context.cookies(base);
          await context.close();
          sessions.set(lang, cookies);
        }
        const result = await audit(chrome, base, route, { cookies });
        keep({ ...result, route: `${result.route} (signed in)` }, 'dashboard');
      }
    }
  } finally {
    await browser?.close();
  }
} finally {
  chrome.kill();
  await baseline?.stop();
  await product?.stop();
}
const failures: string[] = [];
const bareAudits = audits.get(BARE)?.runs;
const bare = bareAudits && medianRun(bareAudits);
if (runs > 1)
  console.info(
    `\nMedians of ${runs} runs (each route's run of median performance; every run's score in brackets)\n\n${TABLE_HEADER}`,
  );
for (const { kind, runs: results } of audits.values()) {
  const result = medianRun(results);
  if (runs > 1) console.info(tableRow(result));
  if (kind === 'bare') continue;
  const missed = shortfalls(result, bare, kind);
  if (missed.length) failures.push(`${result.route}: ${missed.join(', ')}`);
}
if (failures.length) {
  console.error(
    `\nUnder the goal (against the bare page: performance within 5 points on public routes, within 10 and JavaScript ≤ 1.5× on the dashboard; accessibility, best practices, SEO 100; CLS ≤ 0.02):\n  ${failures.join('\n  ')}`,
  );
  process.exitCode = 1;
} else {
  console.info('\nEvery route met the goal.');
}
