import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { dashboardPages } from '../src/features/dashboard/routes';
import { launchBrowser } from './support/browser';
import { fleetAvailable, signedInContext } from './support/portal';

// The portal's security headers in a real browser: every public route and every dashboard page is
// served with the Content-Security-Policy (no eval, no framing) and runs under it without a single
// violation, reported by the browser's securitypolicyviolation event or its console.

const fleet = await fleetAvailable(inject('serverUrl'));
const publicPaths = [
  '/',
  '/blog',
  '/news',
  '/tenders',
  '/contact',
  '/sign-up',
  '/sign-in',
  '/reset-password',
  '/stations-map',
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Opens the path and returns its CSP header and every violation the page reported while loading. */
async function visit(context: BrowserContext, path: string) {
  const page: Page = await context.newPage();
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const response = await page.goto(path, { waitUntil: 'load' });
  // What loads after first paint (next-auth's client, dialogs, the chat panel, the map) loads too.
  await page.waitForTimeout(1500);
  const headers = response?.headers() ?? {};
  await page.close();
  return { status: response?.status(), headers, violations };
}

function expectSecureHeaders(headers: Record<string, string>) {
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).not.toContain('unsafe-eval');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['permissions-policy']).toContain('camera=()');
}

describe('security headers of the portal', () => {
  it.each(publicPaths)('serves %s under the CSP without a violation', async (path) => {
    const context = await browser.newContext({ baseURL: inject('portalUrl') });
    const { status, headers, violations } = await visit(context, path);
    await context.close();
    expect(status).toBe(200);
    expectSecureHeaders(headers);
    expect(violations).toEqual([]);
  });
});

describe('headers of the build’s own files', () => {
  it('serve scripts with nosniff and without the policies that act on documents only', async () => {
    const html = await (await fetch(`${inject('portalUrl')}/sign-in`)).text();
    const script = /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const response = await fetch(`${inject('portalUrl')}${script}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    for (const documentOnly of ['x-frame-options', 'permissions-policy', 'referrer-policy']) {
      expect(response.headers.get(documentOnly)).toBeNull();
    }
  });
});

describe.skipIf(!fleet)('security headers of the dashboard (signed in)', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await signedInContext(browser, inject('portalUrl'));
  });
  afterAll(() => context?.close());

  it.each(dashboardPages)('serves $href under the CSP without a violation', async ({ href }) => {
    const { status, headers, violations } = await visit(context, href);
    expect(status).toBe(200);
    expectSecureHeaders(headers);
    expect(violations).toEqual([]);
  });
});
