import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  audit,
  type Browser,
  LOAD_INDEPENDENT,
  launchChrome,
  METRIC_GOAL,
  PUBLIC_PATHS,
  tableRow,
} from './support/lighthouse.mjs';

// Lighthouse in the browser suite, on the parts of its verdict that do not follow the machine's load:
// accessibility, best practices and SEO at 100, layout shift within the goal, nothing that blocks the
// first paint. The performance score is simulated from the CPU time Lighthouse observes, so on a busy
// machine it says more about the neighbours than about the page: `npm run lighthouse` measures it on a
// quiet one (docs/PORTAL.md). The first-load JavaScript per route is budget.e2e.ts.
// Every public page once, the languages alternating (a page's markup is the same in both): about 15 s
// a page on this 2-core machine under load. The dashboard signed in is left to `npm run lighthouse`: run
// here alone, Lighthouse was once served its RSC payload instead of the page (not yet understood).
const ROUTES = PUBLIC_PATHS.map((path, index) => (index % 2 === 0 ? path : `/ka${path}`));

let chrome: Browser;
beforeAll(async () => {
  chrome = await launchChrome();
});
afterAll(() => chrome?.kill());

describe('Lighthouse, the load-independent parts', () => {
  it.each(ROUTES)(
    '%s: accessibility, best practices, SEO 100; CLS ≤ 0.02; nothing render-blocking',
    { timeout: 120_000 },
    async (route) => {
      const result = await audit(chrome, inject('portalUrl'), route, {
        categories: LOAD_INDEPENDENT.categories,
        audits: LOAD_INDEPENDENT.audits,
      });
      console.info(tableRow(result));
      expect({
        scores: result.scores,
        consoleErrors: result.consoleErrors,
        renderBlocking: result.renderBlocking,
      }).toEqual({
        scores: { accessibility: 100, 'best-practices': 100, seo: 100 },
        consoleErrors: [],
        renderBlocking: [],
      });
      expect(result.cls, `layout shifts: ${result.shifts.join('; ')}`).toBeLessThanOrEqual(METRIC_GOAL.cls);
    },
  );
});
