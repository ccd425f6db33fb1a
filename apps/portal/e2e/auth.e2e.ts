import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, watchConsole } from './support/browser';
import {
  catalogues,
  demoAccounts,
  fleetAvailable,
  localized,
  signedInContext,
  signInWithForm,
} from './support/portal';

// Sessions: the SessionRequired redirect and the way back, sign-in errors from the URL, sign-out in
// one tab reaching the others, and the spec's browser storage keys.

const fleet = await fleetAvailable(inject('serverUrl'));
const { email, password } = demoAccounts.portalUser;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const storage = (page: Page) =>
  page.evaluate(() => ({
    accessToken: localStorage.getItem('accessToken'),
    accessTokenExpiresIn: localStorage.getItem('accessTokenExpiresIn'),
    user: localStorage.getItem('user'),
  }));

/** A new browser context signed in through the sign-in form, on the dashboard. */
async function signInWithTheForm() {
  const context = await browser.newContext({ baseURL: inject('portalUrl') });
  const page = await context.newPage();
  await page.goto('/sign-in');
  await signInWithForm(page, email, password);
  await page.waitForURL('**/dashboard');
  return { context, page };
}

/** Every session read of the page answers 1 s late (so one is under way when the test acts). */
function answerSessionReadsLate(page: Page) {
  return page.route('**/api/auth/session', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
}

describe('without a session', () => {
  it.each([
    { lang: 'en' as const, path: '/dashboard/users' },
    { lang: 'ka' as const, path: '/dashboard/vehicles/groups' },
  ])('sends $path ($lang) to sign-in with SessionRequired and its callbackUrl', async ({ lang, path }) => {
    const context = await browser.newContext({ baseURL: inject('portalUrl') });
    const page = await context.newPage();
    await page.goto(localized(lang, path));
    const url = new URL(page.url());
    expect(url.pathname).toBe(localized(lang, '/sign-in'));
    expect(url.searchParams.get('error')).toBe('SessionRequired');
    expect(new URL(url.searchParams.get('callbackUrl') ?? '').pathname).toBe(localized(lang, path));
    expect((await page.getByRole('main').getByRole('alert').textContent())?.trim()).toBe(
      catalogues[lang].SignIn.errors.SessionRequired,
    );
    if (fleet) {
      await signInWithForm(page, email, password, lang);
      await page.waitForURL(`**${localized(lang, path)}`);
      expect((await page.getByRole('heading', { level: 1 }).textContent())?.trim()).not.toBe('');
    }
    await context.close();
  });

  it('starts with an expired stored token: clears it and goes home', async () => {
    const context = await browser.newContext({ baseURL: inject('portalUrl') });
    // Left by an earlier visit: a token whose expiry has passed, in storage before the app starts.
    await context.addInitScript(() => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', 'yes');
      localStorage.setItem('accessToken', 'expired-session');
      localStorage.setItem('accessTokenExpiresIn', String(Date.now() - 60_000));
    });
    const page = await context.newPage();
    await page.goto('/news');
    await page.waitForURL((url) => url.pathname === '/');
    expect(await storage(page)).toMatchObject({ accessToken: null, accessTokenExpiresIn: null });
    await context.close();
  });
});

describe.skipIf(!fleet)('signing in and out', () => {
  it.each(['en', 'ka'] as const)('shows the catalogue message for wrong credentials (%s)', async (lang) => {
    const context = await browser.newContext({ baseURL: inject('portalUrl') });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(localized(lang, '/sign-in'));
    await signInWithForm(page, email, 'Wrong!pass1', lang);
    await page.waitForURL((url) => url.searchParams.get('error') === 'CredentialsSignin');
    expect((await page.getByRole('main').getByRole('alert').textContent())?.trim()).toBe(
      catalogues[lang].SignIn.errors.CredentialsSignin,
    );
    // next-auth's 401 for refused credentials is the only expected console noise.
    expect(problems.filter((problem) => !/401/.test(problem))).toEqual([]);
    await context.close();
  });

  it('stores the token, its expiry and the user after sign-in, and clears them on sign-out', async () => {
    const { context, page } = await signInWithTheForm();
    await expect.poll(async () => (await storage(page)).accessToken).toBeTruthy();
    const stored = await storage(page);
    expect(Number(stored.accessTokenExpiresIn)).toBeGreaterThan(Date.now());
    expect(JSON.parse(stored.user ?? '{}')).toMatchObject({ email });
    // Reading the session only reads it: the answer writes no session cookie.
    const read = await page.request.get('/api/auth/session');
    expect(await read.json()).toMatchObject({ user: { email } });
    expect(
      read
        .headersArray()
        .filter(({ name, value }) => /set-cookie/i.test(name) && /session-token/.test(value)),
    ).toEqual([]);

    await page.getByRole('button', { name: catalogues.en.SiteHeader.signOut }).click();
    // Where the user ends up, not how: leaving the dashboard may abort a navigation on the way
    // (waitForURL then throws ERR_ABORTED although the page does land on the home page).
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/');
    await expect
      .poll(() => page.getByRole('link', { name: catalogues.en.SiteHeader.signIn }).count())
      .toBeGreaterThan(0);
    // The stored state is cleared by the page once it has signed out, not with the first paint of home.
    await expect
      .poll(() => storage(page))
      .toEqual({ accessToken: null, accessTokenExpiresIn: null, user: null });
    await context.close();
  });

  it('stays signed out when sign-out is clicked while the page is still reading its session', async () => {
    const { context, page } = await signInWithTheForm();
    // Every session read answers 1 s late, so the dashboard's first read is under way at the click.
    const answered: number[] = [];
    let signOutSent = 0;
    await answerSessionReadsLate(page);
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/auth/session') answered.push(Date.now());
    });
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/auth/signout') signOutSent = Date.now();
    });
    await page.reload();
    await page.getByRole('button', { name: catalogues.en.SiteHeader.signOut }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/');
    // next-auth re-issues the session cookie with each read: the sign-out waited for the read.
    // (Without that wait the sign-out goes first and the read never answers: leaving aborts it.)
    expect(signOutSent).toBeGreaterThan(0);
    expect(answered[0] ?? Number.POSITIVE_INFINITY).toBeLessThan(signOutSent);
    await page.unroute('**/api/auth/session');
    const session = await page.evaluate(() => fetch('/api/auth/session').then((answer) => answer.json()));
    expect(session).toEqual({});
    await expect
      .poll(() => storage(page))
      .toEqual({ accessToken: null, accessTokenExpiresIn: null, user: null });
    await context.close();
  });

  it('signs the other tabs out when one tab signs out', async () => {
    const { context, page: first } = await signInWithTheForm();
    const second = await context.newPage();
    // The second tab's session reads answer 1 s late, so its first read is still under way when the
    // first tab signs out (such a read once wrote the session cookie back after the sign-out).
    await answerSessionReadsLate(second);
    await second.goto('/dashboard/reports');
    // A dashboard page offers to sign out from its server HTML on.
    await second.getByRole('button', { name: catalogues.en.SiteHeader.signOut }).waitFor();
    expect((await second.getByRole('heading', { level: 1 }).textContent())?.trim()).toBe(
      catalogues.en.Pages.reports.title,
    );

    await first.getByRole('button', { name: catalogues.en.SiteHeader.signOut }).click();
    await second.waitForURL((url) => url.pathname === '/sign-in', { timeout: 15_000 });
    const url = new URL(second.url());
    expect(url.searchParams.get('error')).toBe('SessionRequired');
    expect(url.searchParams.get('callbackUrl')).toContain('/dashboard/reports');
    const session = await second.evaluate(() => fetch('/api/auth/session').then((answer) => answer.json()));
    expect(session).toEqual({});
    await context.close();
  });

  it('reuses the stored sign-in state of the demo manager', async () => {
    const context = await signedInContext(browser, inject('portalUrl'));
    const page = await context.newPage();
    await page.goto('/ka/dashboard');
    expect((await page.getByRole('heading', { level: 1 }).textContent())?.trim()).toBe(
      catalogues.ka.Pages.dashboard.title,
    );
    await context.close();
  });
});
