import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { signedInContext } from './support/portal';

// components/hydrate-apart.tsx: what hydrates apart (an Activity boundary, `<!--&-->` in the HTML) is
// in the page's HTML where it always was, never streamed after the page (a pending Suspense boundary,
// `<!--$?-->` and a template), on the static public pages and on the dashboard's, rendered per request.

const portalUrl = inject('portalUrl');

/** The markers of the boundaries still open at `index`, innermost last. */
function boundariesAround(page: string, index: number): string[] {
  const open: string[] = [];
  for (const match of page.slice(0, index).matchAll(/<!--(\/?[$&][?!]?)-->/g)) {
    if (match[1]!.startsWith('/')) open.pop();
    else open.push(match[1]!);
  }
  return open;
}

describe('forms that hydrate apart', () => {
  it.each(['/sign-up', '/ka/sign-up', '/reset-password', '/ka/reset-password', '/contact', '/ka/contact'])(
    '%s: the form is in the page, in its own Activity boundary, nothing streamed',
    async (path) => {
      const response = await fetch(`${portalUrl}${path}`);
      expect(response.status).toBe(200);
      const page = await response.text();
      const form = page.indexOf('<form');
      expect(form).toBeGreaterThan(0);
      expect(boundariesAround(page, form).at(-1)).toBe('&');
      expect(page).not.toContain('<!--$?-->');
      // The header, above the form, is in no boundary: it hydrates with the page.
      const header = page.indexOf('<header');
      expect(header).toBeGreaterThan(0);
      expect(boundariesAround(page, header)).toEqual([]);
    },
  );
});

describe('the dashboard frame and page bodies that hydrate apart', () => {
  let browser: Browser;
  let context: BrowserContext;
  beforeAll(async () => {
    browser = await launchBrowser();
    context = await signedInContext(browser, portalUrl);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it.each(['/dashboard/vehicles', '/ka/dashboard/users'])(
    '%s: hydrates apart (Activity markers) with nothing streamed after the page',
    async (path) => {
      const response = await context.request.get(`${portalUrl}${path}`);
      expect(response.status()).toBe(200);
      const page = await response.text();
      expect(page).toContain('<!--&-->');
      expect(page).not.toContain('<!--$?-->');
      expect(page).not.toContain('<template id="B:');
    },
  );
});
