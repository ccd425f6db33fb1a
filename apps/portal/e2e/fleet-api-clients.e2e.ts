import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { severeViolations } from './support/axe';
import { launchBrowser, watchConsole } from './support/browser';
import {
  catalogues,
  expectNoMissingMessages,
  fleetAvailable,
  localized,
  signedInContext,
} from './support/portal';

// The company's API clients, in both languages, by keyboard: the form refuses what the server would,
// a new client's secret is shown once and works for a token, revoking (confirmed) stops it; the page is
// axe clean and readable at 375 px.

const serverUrl = inject('serverUrl');
const portalUrl = inject('portalUrl');
const fleet = await fleetAvailable(serverUrl);
const PATH = '/dashboard/integrations/api-clients';

let browser: Browser;
let manager: BrowserContext;
beforeAll(async () => {
  browser = await launchBrowser();
  if (fleet) manager = await signedInContext(browser, portalUrl);
});
afterAll(async () => {
  await manager?.close();
  await browser?.close();
});

const token = (clientId: string, secret: string) =>
  fetch(`${serverUrl}/api/v2/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: clientId,
      client_secret: secret,
    }),
  });

for (const lang of ['en', 'ka'] as const) {
  describe.skipIf(!fleet)(`API clients (${lang})`, () => {
    const t = catalogues[lang].ApiClients;
    const name = `ERP ${lang} ${Date.now()}`;

    it('creates a client by keyboard, shows its secret once, and revokes it after confirming', async () => {
      const page = await manager.newPage();
      const problems = watchConsole(page);
      // A Georgian page sets the language cookie; each page starts from the language it asks for.
      await manager.addCookies([{ name: 'NEXT_LOCALE', value: lang, url: portalUrl }]);
      await page.goto(localized(lang, PATH));
      const create = page.getByRole('button', { name: t.create, exact: true });
      await create.waitFor();
      // Enabled once React has hydrated the form: a key pressed earlier is lost.
      await expect.poll(() => create.isEnabled()).toBe(true);
      // Nothing filled in: the kit's schema answers in the page's language.
      await create.focus();
      await page.keyboard.press('Enter');
      await page.getByText(t.validation.nameRequired, { exact: true }).waitFor();
      await page.getByText(t.validation.scopesRequired, { exact: true }).waitFor();

      await page.getByLabel(t.name, { exact: true }).fill(name);
      await page.getByLabel(t.scope['transactions:read'], { exact: true }).focus();
      await page.keyboard.press('Space');
      await create.focus();
      await page.keyboard.press('Enter');
      const secretBox = page.getByRole('region', { name: t.secretTitle.replace('{name}', name) });
      await secretBox.waitFor();
      const [clientId, secret] = await secretBox.locator('code').allTextContents();
      expect(secret).toMatch(/^fcs_/);
      expect((await token(clientId!, secret!)).status).toBe(200);
      expect(await severeViolations(page)).toEqual([]);

      await secretBox.getByRole('button', { name: t.secretDone, exact: true }).click();
      expect(await page.locator('code').filter({ hasText: secret! }).count()).toBe(0);
      const row = page.getByRole('row').filter({ hasText: name });
      await row.getByText(t.statuses.active, { exact: true }).waitFor();

      await row.getByRole('button', { name: `${t.revoke}: ${name}`, exact: true }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByRole('button', { name: t.revoke, exact: true }).click();
      await row.getByText(t.statuses.revoked, { exact: true }).waitFor();
      expect((await token(clientId!, secret!)).status).toBe(401);
      await expectNoMissingMessages(page, problems);
      await page.close();
    });

    it('reads at 375 px without scrolling sideways', async () => {
      const page = await manager.newPage();
      await page.setViewportSize({ width: 375, height: 800 });
      // A Georgian page sets the language cookie; each page starts from the language it asks for.
      await manager.addCookies([{ name: 'NEXT_LOCALE', value: lang, url: portalUrl }]);
      await page.goto(localized(lang, PATH));
      await page.getByRole('button', { name: t.create, exact: true }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      expect(await severeViolations(page)).toEqual([]);
      await page.close();
    });
  });
}
