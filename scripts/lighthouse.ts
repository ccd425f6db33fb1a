// `npm run lighthouse`: Lighthouse (from the npm registry) in Debian's Chromium, nothing downloaded,
// against the production build as `npm start` serves it: every public route in both languages and the
// dashboard home signed in as the demo manager (both languages), mobile with Lighthouse's default
// throttling. Prints the table and exits 1 under the goal: performance ≥ 95, accessibility, best
// practices and SEO 100, LCP ≤ 2.0 s, TBT ≤ 150 ms, CLS ≤ 0.02.
// The performance score follows the machine's load (Lighthouse simulates a phone from the CPU time it
// measures): take it on a quiet machine. LIGHTHOUSE_URL=http://host:port measures a portal already
// running instead of starting one; LIGHTHOUSE_ROUTES=/,/ka/news narrows the public routes
// (LIGHTHOUSE_ROUTES=none: only the dashboard); LIGHTHOUSE_DASHBOARD=0 leaves the dashboard out;
// CHROME_PATH picks the browser (/usr/bin/chromium). The first row is a baseline, not held to the goal:
// a bare Next.js page (scripts/lighthouse-baseline, same Next.js, one static page, nothing of ours) in
// the same run and browser, to tell what the framework costs on this machine from what the portal
// adds (LIGHTHOUSE_BASELINE=0 leaves it out).
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
import { startBaseline } from './lib/lighthouse-baseline';

const routes =
  process.env.LIGHTHOUSE_ROUTES === 'none'
    ? []
    : process.env.LIGHTHOUSE_ROUTES
      ? process.env.LIGHTHOUSE_ROUTES.split(',')
      : bothLanguages(PUBLIC_PATHS);
const dashboard = process.env.LIGHTHOUSE_DASHBOARD !== '0';

const product: Product | undefined = process.env.LIGHTHOUSE_URL ? undefined : await startProduct();
const base = process.env.LIGHTHOUSE_URL ?? product!.portalUrl;
const chrome = await launchChrome();
const failures: string[] = [];
function report(result: Audit) {
  console.info(tableRow(result));
  const missed = shortfalls(result);
  if (missed.length) failures.push(`${result.route}: ${missed.join(', ')}`);
}
try {
  console.info(`\n${TABLE_HEADER}`);
  if (process.env.LIGHTHOUSE_BASELINE !== '0') {
    const baseline = await startBaseline();
    try {
      console.info(
        tableRow({ ...(await audit(chrome, baseline.url, '/')), route: 'bare Next.js page (baseline)' }),
      );
    } finally {
      await baseline.stop();
    }
  }
  for (const route of routes) report(await audit(chrome, base, route));
  if (dashboard) {
    // Signed in through the form in a separate browser; Lighthouse's browser gets that session's cookies.
    const browser = await launchBrowser();
    try {
      for (const lang of ['en', 'ka'] as Lang[]) {
        const { context } = await signInDemoManager(browser, base, lang);
        const cookies = await context.cookies(base);
        await context.close();
        const result = await audit(chrome, base, localized(lang, '/dashboard'), { cookies });
        report({ ...result, route: `${result.route} (signed in)` });
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
    `\nUnder the goal (performance ≥ 95; accessibility, best practices, SEO 100; LCP ≤ 2.0 s, TBT ≤ 150 ms, CLS ≤ 0.02):\n  ${failures.join('\n  ')}`,
  );
  process.exitCode = 1;
} else {
  console.info('\nEvery route met the goal.');
}
