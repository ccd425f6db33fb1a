// `npm run paint`: the first contentful paint Chromium presents, unthrottled, for the bare Next.js page
// and the portal's routes in the same run, several first visits each (alternating with the bare page).
// The quicker signal behind Lighthouse's score on this machine: Lighthouse's simulation puts every
// request started before the observed first paint on the path to LCP, and a headless Chromium frame
// not painted within about 0.2 s shows only at about 1.2 or 2.2 s (docs/PORTAL.md, speed). Prints the
// median, the runs painted within PAINT_IN_TIME_MS and the load average beside each route.
// PAINT_URL=http://host:port measures a portal already running (else `npm start` is run on free ports);
// PAINT_ROUTES=/,/ka (default: every public route in both languages); PAINT_RUNS (default 8).
import { chromium } from 'playwright-core';
import { bothLanguages, launchChrome, PUBLIC_PATHS } from '../apps/portal/e2e/support/lighthouse.mjs';
import { type Product, startProduct } from '../apps/portal/e2e/support/product';
import { alternateWithBare, loadRange, median } from './lib/figures';
import { startBaseline } from './lib/lighthouse-baseline';

const PAINT_IN_TIME_MS = 300;
const runs = Number(process.env.PAINT_RUNS ?? 8);
const routes = process.env.PAINT_ROUTES ? process.env.PAINT_ROUTES.split(',') : bothLanguages(PUBLIC_PATHS);

const product: Product | undefined = process.env.PAINT_URL ? undefined : await startProduct();
const base = process.env.PAINT_URL ?? product!.portalUrl;
const baseline = await startBaseline();
// Lighthouse's own browser (chrome-launcher's flags): Playwright's launch flags present the first
// frame differently, without the 1.2 s / 2.2 s steps.
const chrome = await launchChrome();
const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);

/** One first visit (a fresh context: nothing cached): the observed first contentful paint in ms. */
async function firstPaint(url: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    return await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const [entry] = performance.getEntriesByName('first-contentful-paint');
          if (entry) return resolve(entry.startTime);
          new PerformanceObserver((list) => resolve(list.getEntries()[0]?.startTime ?? Number.NaN)).observe({
            type: 'paint',
          });
        }),
    );
  } finally {
    await context.close();
  }
}

function summary(label: string, times: number[], loads: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const middle = median(times);
  const inTime = times.filter((time) => time <= PAINT_IN_TIME_MS).length;
  const load = loadRange(loads);
  const runs =
    sorted.length <= 12
      ? sorted.map((t) => (t / 1000).toFixed(2)).join(' ')
      : `${(sorted[0]! / 1000).toFixed(2)}–${(sorted.at(-1)! / 1000).toFixed(2)}`;
  return `| ${label} | ${(middle / 1000).toFixed(2)} | ${inTime}/${times.length} | ${runs} | ${load} |`;
}

try {
  // Warm both servers (a page not yet cached renders on its first request).
  for (const route of routes) await fetch(`${base}${route}`);
  await fetch(baseline.url);
  console.info(`\n| route | median first paint (s) | painted ≤ ${PAINT_IN_TIME_MS} ms | runs (s) | load |`);
  console.info('|---|---:|---:|---|---|');
  await alternateWithBare(
    routes,
    runs,
    { bare: () => firstPaint(`${baseline.url}/`), route: (route) => firstPaint(`${base}${route}`) },
    summary,
  );
} finally {
  await browser.close();
  chrome.kill();
  await baseline.stop();
  await product?.stop();
}
