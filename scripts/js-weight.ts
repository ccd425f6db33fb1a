// `npm run js-weight`: the JavaScript each portal page loads on a first visit (gzipped, read from the
// last `npm run build -w @fuel/portal`'s manifests, so the same build always gives the same figures)
// beside the bare Next.js page of scripts/lighthouse-baseline (built when stale). Exits 1 when a
// dashboard page carries more than DASHBOARD_JS_RATIO times the bare page's (issue 26, goal 1).
// JS_WEIGHT_ROUTES=/[locale]/dashboard narrows the table to routes starting so.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DASHBOARD_JS_RATIO } from '../apps/portal/e2e/support/lighthouse.mts';
import { BASELINE_APP, buildBaseline } from './lib/lighthouse-baseline';
import { routeJavaScript } from './lib/route-js.mjs';

const portal = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/portal');
await buildBaseline();
const bare = routeJavaScript(BASELINE_APP).find((page) => page.route === '/');
if (!bare) throw new Error('the baseline build has no page at /');
const prefix = process.env.JS_WEIGHT_ROUTES ?? '';
const kB = (bytes: number) => (bytes / 1024).toFixed(1);

console.info('| Route | JS (kB, gzipped) | × bare page |\n|---|---:|---:|');
console.info(`| bare Next.js page (baseline) | ${kB(bare.bytes)} | 1.00 |`);
const over: string[] = [];
for (const page of routeJavaScript(portal)) {
  if (!page.route.startsWith(prefix)) continue;
  const ratio = page.bytes / bare.bytes;
  console.info(`| ${page.route} | ${kB(page.bytes)} | ${ratio.toFixed(2)} |`);
  if (page.route.startsWith('/[locale]/dashboard') && ratio > DASHBOARD_JS_RATIO) over.push(page.route);
}
if (over.length) {
  console.error(`\nOver ${DASHBOARD_JS_RATIO}× the bare page's JavaScript:\n  ${over.join('\n  ')}`);
  process.exitCode = 1;
}
