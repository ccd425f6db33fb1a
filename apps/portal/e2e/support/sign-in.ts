import type { Browser, BrowserContext, Page } from 'playwright-core';
import demo from '../../../server/src/seed/demo-accounts.json';
import en from '../../src/messages/en.json';
import ka from '../../src/messages/ka.json';

// Free of vitest, so the measuring scripts (bench, lighthouse) sign in the way the browser tests do.

export const catalogues = { en, ka } as const;
export type Lang = keyof typeof catalogues;

/** A path in a language: `/` and `/ka/...`. */
export function localized(lang: Lang, pathname: string): string {
  if (lang === 'en') return pathname;
  return pathname === '/' ? '/ka' : `/ka${pathname}`;
}

/** Signs in through the sign-in page's form (the labels, not CSS) and waits for the callback page. */
export async function signInWithForm(page: Page, email: string, password: string, lang: Lang = 'en') {
  const t = catalogues[lang].SignIn;
  const submit = page.getByRole('button', { name: t.submit, exact: true });
  // The button is enabled once React has hydrated the form: typing earlier can be lost to hydration.
  await submit.waitFor();
  await page.waitForFunction(
    (name) =>
      [...document.querySelectorAll('button')].some(
        (button) => button.textContent?.trim() === name && !button.disabled,
      ),
    t.submit,
  );
  await page.getByLabel(t.email, { exact: true }).fill(email);
  await page.getByLabel(t.password, { exact: true }).fill(password);
  await submit.click();
}

/**
 * A context signed in as the demo manager through the sign-in form in `lang`, on the dashboard home,
 * and its cookies as a `Cookie` header (for timed requests and Lighthouse runs).
 */
export async function signInDemoManager(
  browser: Browser,
  portalUrl: string,
  lang: Lang = 'en',
): Promise<{ context: BrowserContext; page: Page; cookie: string }> {
  const context = await browser.newContext({ baseURL: portalUrl });
  const page = await context.newPage();
  await page.goto(localized(lang, '/sign-in'));
  await signInWithForm(page, demo.portalUser.email, demo.portalUser.password, lang);
  await page.waitForURL((url) => url.pathname === localized(lang, '/dashboard'));
  const cookie = (await context.cookies(portalUrl)).map(({ name, value }) => `${name}=${value}`).join('; ');
  return { context, page, cookie };
}
