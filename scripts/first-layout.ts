// `npm run first-layout`: what Chromium's main thread does before a page's first paint, for the bare
// Next.js page and the portal's routes, from a devtools trace of first visits on Lighthouse's phone
// (412 × 823 px, device pixel ratio 1.75; visits alternate with the bare page). Per route: the fonts the
// first layout looked up (`FontCache::GetFontPlatformData`) and how many of those waited on the browser
// process (`GetWebFontRenderStyleForStrike`, a round trip per size and weight on Linux): counts that are
// the same in every visit; then the medians of the style, layout and raster time before the paint and
// of the observed first paint, which follow the machine's load (printed beside). docs/PORTAL.md, speed.
// FIRST_LAYOUT_URL=http://host:port measures a portal already running (else `npm start` is run on free
// ports); FIRST_LAYOUT_ROUTES=/,/ka (default: every public route in both languages); FIRST_LAYOUT_RUNS (3).
import { type Browser, chromium } from 'playwright-core';
import { bothLanguages, launchChrome, PUBLIC_PATHS } from '../apps/portal/e2e/support/lighthouse.mjs';
import { type Product, startProduct } from '../apps/portal/e2e/support/product';
import { alternateWithBare, loadRange, median } from './lib/figures';
import { startBaseline } from './lib/lighthouse-baseline';

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string } };
};
type Visit = {
  lookups: number;
  roundTrips: number;
  style: number;
  layout: number;
  raster: number;
  paint: number;
};

// navigationStart is a blink.user_timing event.
const CATEGORIES =
  'devtools.timeline,disabled-by-default-devtools.timeline,loading,blink.user_timing,cc,fonts,blink';
const runs = Number(process.env.FIRST_LAYOUT_RUNS ?? 3);
const routes = process.env.FIRST_LAYOUT_ROUTES
  ? process.env.FIRST_LAYOUT_ROUTES.split(',')
  : bothLanguages(PUBLIC_PATHS);

/** One traced first visit (a fresh context: nothing cached). */
async function visit(browser: Browser, url: string): Promise<Visit> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    await cdp.send('Tracing.end');
    await complete;
    return summarize(events);
  } finally {
    await context.close();
  }
}

/** The main thread's work from the navigation to the first contentful paint, and the raster beside it. */
function summarize(events: TraceEvent[]): Visit {
  const navigation = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isLoadingMainFrame &&
      event.args.data.documentLoaderURL?.startsWith('http'),
  );
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!navigation || !paint) throw new Error('The trace has no navigation or first contentful paint');
  const before = (event: TraceEvent) => event.ts >= navigation.ts && event.ts < paint.ts && event.ph === 'X';
  const main = events.filter(
    (event) => before(event) && event.pid === navigation.pid && event.tid === navigation.tid,
  );
  const count = (name: string) => main.filter((event) => event.name === name).length;
  const ms = (list: TraceEvent[], name: string) =>
    list.filter((event) => event.name === name).reduce((sum, event) => sum + (event.dur ?? 0), 0) / 1000;
  return {
    lookups: count('FontCache::GetFontPlatformData'),
    roundTrips: count('WebSandboxSupportLinux::GetWebFontRenderStyleForStrike'),
    style: ms(main, 'UpdateLayoutTree'),
    layout: ms(main, 'Layout'),
    raster: ms(events.filter(before), 'RasterTask'),
    paint: (paint.ts - navigation.ts) / 1000,
  };
}

function row(label: string, visits: Visit[], loads: number[]): string {
  const counts = (pick: (visit: Visit) => number) => [...new Set(visits.map(pick))].join('/');
  const ms = (pick: (visit: Visit) => number) => median(visits.map(pick)).toFixed(0);
  return `| ${label} | ${counts((v) => v.lookups)} | ${counts((v) => v.roundTrips)} | ${ms((v) => v.style)} | ${ms((v) => v.layout)} | ${ms((v) => v.raster)} | ${ms((v) => v.paint)} | ${loadRange(loads)} |`;
}

const product: Product | undefined = process.env.FIRST_LAYOUT_URL ? undefined : await startProduct();
const base = process.env.FIRST_LAYOUT_URL ?? product!.portalUrl;
const baseline = await startBaseline();
// Lighthouse's own browser (chrome-launcher's flags), as `npm run paint` uses.
const chrome = await launchChrome();
const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
try {
  // Warm both servers (a page not yet cached renders on its first request).
  for (const route of routes) await fetch(`${base}${route}`);
  await fetch(baseline.url);
  console.info(
    '\n| route | font lookups | browser round trips | style ms | layout ms | raster ms | first paint ms | load |',
  );
  console.info('|---|---:|---:|---:|---:|---:|---:|---|');
  await alternateWithBare(
    routes,
    runs,
    { bare: () => visit(browser, `${baseline.url}/`), route: (route) => visit(browser, `${base}${route}`) },
    row,
  );
} finally {
  await browser.close();
  chrome.kill();
  await baseline.stop();
  await product?.stop();
}
