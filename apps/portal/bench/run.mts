// `npm run bench -w @fuel/portal`: the portal's production build as `npm start` serves it (builds what
// is stale first), measured section by section: public pages from the cache (public-pages.mts), then the
// dashboard signed in (dashboard.mts). BENCH_SECTIONS=dashboard (or public) runs one. Exits 1 when a
// section misses its goal. Every row carries the machine's load average.
import { startProduct } from '../e2e/support/product';
import { benchDashboard } from './dashboard.mjs';
import { benchPublicPages } from './public-pages.mjs';

const SECTIONS = { public: benchPublicPages, dashboard: benchDashboard } as const;
const chosen = (process.env.BENCH_SECTIONS?.split(',') ?? Object.keys(SECTIONS)) as (keyof typeof SECTIONS)[];

const product = await startProduct();
const failures: string[] = [];
try {
  for (const section of chosen) failures.push(...(await SECTIONS[section](product.portalUrl)));
} finally {
  await product.stop();
}
if (failures.length) process.exitCode = 1;
