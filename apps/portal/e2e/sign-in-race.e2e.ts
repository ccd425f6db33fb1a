import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { demoAccounts, fleetAvailable, signInWithForm } from './support/portal';

// Sign-in under load. next-auth checks the credentials callback's CSRF token against a cookie that
// any /api/auth request minted when the browser had none. On a first visit the session runtime's
// /api/auth/session and the sign-in's /api/auth/csrf ran at once and each minted its own cookie; when
// the session's answer landed between the CSRF answer and the callback (a busy machine slows the
// page's main thread, not the network), the callback was refused and next-auth's client ended on
// /sign-in?callbackUrl=… . The page now comes with the cookie (server/csrf-cookie.mjs),
// so no /api/auth answer may mint one again: the first test checks exactly that, which rules the race
// out whatever the timing; the second signs in eight fresh browsers at once.

const fleet = await fleetAvailable(inject('serverUrl'));
const { email, password } = demoAccounts.portalUser;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Signs in from a fresh context (no cookies) and returns where the browser ended. */
async function signInFresh(
  prepare?: (context: BrowserContext, page: Page) => Promise<void>,
): Promise<string> {
  const context = await browser.newContext({ baseURL: inject('portalUrl') });
  try {
    const page = await context.newPage();
    await prepare?.(context, page);
    await page.goto('/sign-in');
    await signInWithForm(page, email, password);
    await page.waitForURL(
      (url) => url.pathname.endsWith('/dashboard') || url.search.includes('callbackUrl'),
      {
        timeout: 45_000,
      },
    );
    const url = new URL(page.url());
    return `${url.pathname}${url.search}`;
  } finally {
    await context.close();
  }
}

describe.skipIf(!fleet)('sign-in under load', () => {
  it('comes with the CSRF cookie, so that no /api/auth answer of a first-visit sign-in mints another', async () => {
    const minted: string[] = [];
    let withPage = '';
    const ended = await signInFresh(async (_context, page) => {
      page.on('response', async (response) => {
        // An answer may still arrive while the context closes: its headers are then gone, and unneeded.
        const headers = await response.allHeaders().catch(() => ({}) as Record<string, string>);
        const setCookie = headers['set-cookie'] ?? '';
        if (!setCookie.includes('next-auth.csrf-token')) return;
        if (response.request().resourceType() === 'document') withPage ||= setCookie;
        else minted.push(new URL(response.url()).pathname);
      });
    });
    expect(withPage).toMatch(
      /next-auth\.csrf-token=[0-9a-f]{64}(%7C|\|)[0-9a-f]{64}; Path=\/; HttpOnly; SameSite=lax/i,
    );
    expect(ended).toBe('/dashboard');
    expect(minted).toEqual([]);
  });

  it('signs in eight fresh browsers at once, every one to the dashboard', async () => {
    const ended = await Promise.all(Array.from({ length: 8 }, () => signInFresh()));
    expect(ended).toEqual(Array(8).fill('/dashboard'));
  }, 120_000);
});
