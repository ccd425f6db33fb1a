import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { dashboardPages } from '../src/features/dashboard/routes';
import { launchBrowser, watchConsole } from './support/browser';
import {
  catalogues,
  expectNoMissingMessages,
  fleetAvailable,
  type Lang,
  localized,
  signedInContext,
} from './support/portal';

// Every route of spec section 2, in English and Georgian: the page renders its heading, the beta
// banner, no console error and no missing translation.

const langs: Lang[] = ['en', 'ka'];
const fleet = await fleetAvailable(inject('serverUrl'));

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

type PublicKey = keyof (typeof catalogues)['en']['Pages'];
const publicRoutes: { path: string; title: (lang: Lang) => string }[] = [
  { path: '/', title: (lang) => catalogues[lang].HomePage.hero.title },
  ...(
    [
      ['/blog', 'blog'],
      ['/contact', 'contact'],
      ['/news', 'news'],
      ['/tenders', 'tenders'],
      ['/sign-up', 'signUp'],
      ['/sign-in', 'signIn'],
      ['/reset-password', 'resetPassword'],
      ['/stations-map', 'stationsMap'],
    ] as [string, PublicKey][]
  ).map(([path, key]) => ({ path, title: (lang: Lang) => catalogues[lang].Pages[key].title })),
];

describe('public routes', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await browser.newContext({ baseURL: inject('portalUrl') });
  });
  afterAll(() => context?.close());

  for (const lang of langs) {
    it.each(publicRoutes)(`renders $path in ${lang}`, async ({ path, title }) => {
      const page = await context.newPage();
      const problems = watchConsole(page);
      const response = await page.goto(localized(lang, path));
      expect(response?.status()).toBe(200);
      expect(await page.getAttribute('html', 'lang')).toBe(lang);
      const heading = page.getByRole('heading', { level: 1 });
      await expect.poll(() => heading.count()).toBe(1);
      // The public-site pages may style their heading; its text is the route's title.
      if (path !== '/') expect((await heading.textContent())?.trim()).toBe(title(lang));
      const banner = page.getByRole('complementary', { name: catalogues[lang].BetaBanner.label });
      expect(await banner.isVisible()).toBe(true);
      await expectNoMissingMessages(page, problems);
      expect(problems).toEqual([]);
      await page.close();
    });
  }
});

describe.skipIf(!fleet)('dashboard routes (signed in)', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await signedInContext(browser, inject('portalUrl'));
  });
  afterAll(() => context?.close());

  for (const lang of langs) {
    it.each(dashboardPages)(`renders $href in ${lang} inside the dashboard frame`, async ({ href, key }) => {
      const page = await context.newPage();
      const problems = watchConsole(page);
      const response = await page.goto(localized(lang, href));
      expect(response?.status()).toBe(200);
      expect(page.url()).toContain(localized(lang, href));
      const t = catalogues[lang];
      const heading = page.getByRole('heading', { level: 1 });
      // The edit routes without a record (`?id=`) add one, and say so.
      const headingKey = key === 'editVehicle' ? 'addVehicle' : key === 'editUser' ? 'addUser' : key;
      expect((await heading.textContent())?.trim()).toBe(t.Pages[headingKey].title);
      expect(await page.getByRole('navigation', { name: t.Dashboard.sidebarLabel }).isVisible()).toBe(true);
      expect(await page.getByRole('complementary', { name: t.BetaBanner.label }).isVisible()).toBe(true);
      // The notifications icon, with the unseen count from the platform.
      const bell = page.getByRole('link', {
        name: new RegExp(t.Dashboard.unseen.replace('{count}', '\\d+')),
      });
      await expect.poll(() => bell.count()).toBe(1);
      await expectNoMissingMessages(page, problems);
      expect(problems).toEqual([]);
      await page.close();
    });
  }
});
