import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { severeViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { seededNewestFirst } from './support/platform';
import { type Lang, localized } from './support/portal';

// axe-core with the WCAG 2.0, 2.1 and 2.2 A/AA rules on every public route, in both languages: no
// serious or critical violation.

const routes = [
  '/',
  '/blog',
  `/blog/${seededNewestFirst('blog-post')[0]?.slug}`,
  '/news',
  `/news/${seededNewestFirst('news')[0]?.slug}`,
  '/tenders',
  `/tenders/${seededNewestFirst('tender')[0]?.slug}`,
  '/contact',
  '/about',
  '/sign-in',
  '/sign-up',
  '/reset-password',
  '/stations-map',
];

let browser: Browser;
// One context per language, so the language cookie of one never redirects the other.
const contexts = {} as Record<Lang, BrowserContext>;
beforeAll(async () => {
  browser = await launchBrowser();
  for (const lang of ['en', 'ka'] as Lang[])
    contexts[lang] = await browser.newContext({ baseURL: inject('portalUrl') });
});
afterAll(async () => {
  for (const context of Object.values(contexts)) await context.close();
  await browser?.close();
});

describe.each(['en', 'ka'] as Lang[])('accessibility in %s', (lang) => {
  it.each(routes)('%s has no serious or critical WCAG 2.2 AA violation', async (route) => {
    const page = await contexts[lang].newPage();
    const response = await page.goto(localized(lang, route));
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1 }).waitFor();
    if (route === '/stations-map') await page.locator('.station-marker').first().waitFor();
    const severe = await severeViolations(page);
    expect(severe).toEqual([]);
    await page.close();
  });
});
