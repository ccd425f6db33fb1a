import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// axe-core with the WCAG 2.0, 2.1 and 2.2 A/AA rules: the serious and critical violations of a page.

const axeSource: string = createRequire(import.meta.url)('axe-core').source;
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type Violation = {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
};

export async function severeViolations(page: Page) {
  await page.addScriptTag({ content: axeSource });
  const violations = (await page.evaluate(async (tags) => {
    const axe = (
      window as unknown as { axe: { run: (...args: unknown[]) => Promise<{ violations: unknown[] }> } }
    ).axe;
    // Checked at the top of the page, then scrolled back: the sticky header covers whatever is
    // scrolled under it, and axe's target-size rule counts a button there as obscured (a position of
    // the scroll, not of the layout; at the top the header covers nothing).
    const scrolled = window.scrollY;
    window.scrollTo({ top: 0, behavior: 'instant' });
    try {
      const result = await axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return result.violations;
    } finally {
      window.scrollTo({ top: scrolled, behavior: 'instant' });
    }
  }, TAGS)) as Violation[];
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes
        .slice(0, 3)
        .map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    }));
}
