import { randomInt, randomUUID } from 'node:crypto';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { severeViolations } from './support/axe';
import { launchBrowser, watchConsole } from './support/browser';
import { issueCard, managerClients, staffSignIn, unseenCount } from './support/fleet';
import {
  catalogues,
  expectNoMissingMessages,
  fleetAvailable,
  localized,
  signedInContext,
} from './support/portal';

// Decline alerts, as a person would watch them in both languages: the manager's dashboard tab is open;
// the retailer's staff send an authorization over the card's daily limit from the back office's
// terminal simulator (another browser); the alert appears in the tab without a reload; its link opens
// the card with its limits; the raised limit lets the same purchase through.

const serverUrl = inject('serverUrl');
const portalUrl = inject('portalUrl');
const fleet = await fleetAvailable(serverUrl);

let browser: Browser;
let company: BrowserContext;
let staff: BrowserContext;
beforeAll(async () => {
  browser = await launchBrowser();
  if (!fleet) return;
  company = await signedInContext(browser, portalUrl);
  staff = await browser.newContext({ baseURL: portalUrl });
});
afterAll(async () => {
  // The alerts these tests caused are seen: the next suites count the manager's unseen from a low base.
  if (fleet) await (await managerClients(serverUrl)).user.notifications.markAllSeen();
  await company?.close();
  await staff?.close();
  await browser?.close();
});

/** 50 liters as each language writes it (the portal's own formatter, whatever the browser's locale data). */
const FIFTY_LITERS = { en: '50.00', ka: '50,00' };

for (const lang of ['en', 'ka'] as const) {
  describe.skipIf(!fleet)(`decline alerts (${lang})`, () => {
    const t = catalogues[lang];
    const alerts = t.DeclineAlerts;

    it('arrive live in the manager’s tab; the link opens the card, whose raised limit lets the purchase through', async () => {
      const number = `A${lang.toUpperCase()}${String(randomInt(1000)).padStart(3, '0')}`;
      const card = await issueCard(serverUrl, number, {
        limits: [{ period: 'daily', unit: 'liters', amount: 50 }],
        products: ['EURO_DIESEL'],
      });

      const tab = await company.newPage();
      const problems = watchConsole(tab);
      await tab.goto(localized(lang, '/dashboard'));
      const region = tab.getByRole('region', { name: alerts.region });
      // The tab's socket is connected: what is sent from now on is pushed to it.
      // (empty until an alert comes, so attached rather than visible).
      await region.and(tab.locator('[data-live="true"]')).waitFor({ state: 'attached', timeout: 20_000 });
      const unseenBefore = await unseenCount(tab);

      // The staff's terminal simulator, in another browser context: the card picked from the list.
      const office = await staff.newPage();
      const officeProblems = watchConsole(office);
      await staffSignIn(office, lang, '/back-office/terminal');
      const terminal = t.BackOffice.terminal;
      await office.getByLabel(terminal.cards.search, { exact: true }).fill(number);
      await office
        .getByRole('button', { name: terminal.cards.pick.replace('{number}', number), exact: true })
        .click();
      const form = office.getByRole('form', { name: terminal.title });
      expect(await form.getByLabel(terminal.cardNumber, { exact: true }).inputValue()).toBe(number);
      await form.getByLabel(terminal.product, { exact: true }).selectOption('EURO_DIESEL');
      await form.getByLabel(terminal.liters, { exact: true }).fill('80');
      await form.getByRole('button', { name: terminal.submit, exact: true }).click();
      const newest = office.getByTestId('decision').first();
      await newest.and(office.locator('[data-decision="declined"]')).waitFor();
      const limitText = alerts.limit
        .replace('{period}', alerts.periods.daily)
        .replace('{remaining}', alerts.liters.replace('{amount}', FIFTY_LITERS[lang]));
      expect(await newest.textContent()).toContain(`${alerts.reasons.LIMIT_EXCEEDED} ${limitText}`);

      // The manager's tab was not reloaded: the alert arrives by itself, with the reason and the limit.
      const toast = region.getByTestId('decline-alert').filter({ hasText: number });
      await toast.waitFor({ timeout: 20_000 });
      expect(await toast.textContent()).toContain(alerts.title.replace('{number}', number));
      expect(await toast.textContent()).toContain(`${alerts.reasons.LIMIT_EXCEEDED} ${limitText}`);
      await expect.poll(() => unseenCount(tab), { timeout: 20_000 }).toBeGreaterThan(unseenBefore);
      expect(await severeViolations(tab)).toEqual([]);

      // By keyboard: the link opens the card with its limits, focused.
      await toast
        .getByRole('link', { name: alerts.openCard.replace('{number}', number), exact: true })
        .focus();
      await tab.keyboard.press('Enter');
      await tab.waitForURL(`**/dashboard/order-card?card=${card.id}`);
      const focused = tab.getByTestId('card-focus');
      await focused.getByRole('heading', { name: t.Cards.focus.title.replace('{number}', number) }).waitFor();
      await expect.poll(() => tab.evaluate(() => document.activeElement?.id)).toBe('card-focus-title');
      const settings = focused.getByRole('form', {
        name: t.Cards.settings.title.replace('{number}', number),
      });
      await settings.getByLabel(t.Cards.form.limitAmount, { exact: true }).fill('100');
      await settings.getByRole('button', { name: t.Cards.settings.save, exact: true }).click();
      await focused.getByText(t.Cards.settings.saved.replace('{number}', number)).waitFor();
      const limits = t.Cards.limits;
      await focused
        .getByText(
          limits.limit
            .replace('{period}', limits.periods.daily)
            .replace('{amount}', '100')
            .replace('{unit}', limits.units.liters),
        )
        .waitFor();

      // The same purchase again (a new terminal transaction id) is approved now.
      await form.getByRole('button', { name: terminal.submit, exact: true }).click();
      await office.locator('[data-testid="decision"][data-decision="approved"]').waitFor();
      expect(await office.getByTestId('decision').count()).toBe(2);
      expect(await severeViolations(office)).toEqual([]);
      await expectNoMissingMessages(tab, problems);
      await expectNoMissingMessages(office, officeProblems);
      await office.close();
      await tab.close();
    });

    it('says so when the card of a link is not found', async () => {
      const tab = await company.newPage();
      for (const id of [randomUUID(), 'not-a-card']) {
        await tab.goto(localized(lang, `/dashboard/order-card?card=${id}`));
        await tab.getByRole('alert').filter({ hasText: t.Cards.focus.notFound }).waitFor();
      }
      await tab.close();
    });
  });
}
