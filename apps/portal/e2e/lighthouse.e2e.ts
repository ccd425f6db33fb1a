import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type Audit,
  audit,
  type Browser,
  bothLanguages,
  launchChrome,
  PUBLIC_PATHS,
  tableRow,
} from './support/lighthouse.mjs';

// Lighthouse in the browser suite, on the parts of its verdict that do not depend on the machine's
// load: accessibility, best practices and SEO at 100, layout shift within the goal, nothing that
// blocks the first paint. The performance score is simulated from the CPU time Lighthouse measures,
// so on a busy CI machine it says more about the neighbours than the page: `npm run lighthouse`
// measures it on a quiet machine (docs/PORTAL.md). The first-load JavaScript per route, the other
// load-independent part, is budget.e2e.ts.

let chrome: Browser;
beforeAll(async () => {
  chrome = await launchChrome();
});
afterAll(() => chrome?.kill());

describe('Lighthouse, load-independent parts', () => {
  it.each(bothLanguages(PUBLIC_PATHS))(
    '%s: accessibility, best practices, SEO 100; CLS ≤ 0.02; nothing render-blocking',
    { timeout: 120_000 },
    async (route) => {
      const result: Audit = await audit(chrome, inject('portalUrl'), route);
      console.info(tableRow(result));
      expect({
        accessibility: result.scores.accessibility,
        'best-practices': result.scores['best-practices'],
        seo: result.scores.seo,
        consoleErrors: result.consoleErrors,
        renderBlocking: result.renderBlocking,
      }).toEqual({
        accessibility: 100,
        'best-practices': 100,
        seo: 100,
        consoleErrors: [],
        renderBlocking: [],
      });
      expect(result.cls).toBeLessThanOrEqual(0.02);
    },
  );
});
