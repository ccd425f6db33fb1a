import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { severeViolations } from './support/axe';
import { launchBrowser, watchConsole } from './support/browser';
import { staffSignIn } from './support/fleet';
import {
  catalogues,
  demoAdmin,
  expectNoMissingMessages,
  fleetAvailable,
  managerFleet,
} from './support/portal';

// The back office's project-wide webhooks as the demo staff admin uses them, in both languages at 375 px:
// the section reached from the back office's navigation, an endpoint added from the keyboard (its secret
// shown once, and the endpoint the project's, not the company's), a test event and its delivery with
// Redeliver, disable and enable, rotate and delete (each confirmed); axe finds nothing serious and
// nothing scrolls sideways.

const serverUrl = inject('serverUrl');

/**
 * axe at the top of the page: at 375 px the compact header is sticky, and whatever the last action
 * scrolled under it would count as an obscured target.
 */
async function severeAtTop(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  return severeViolations(page);
}
const fleet = await fleetAvailable(serverUrl);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe.skipIf(!fleet)("the back office's webhooks", () => {
  it.each(['en', 'ka'] as const)('manages a project-wide endpoint (%s)', async (lang) => {
    const t = catalogues[lang].Integrations;
    const office = catalogues[lang].BackOffice;
    const context = await browser.newContext({ baseURL: inject('portalUrl') });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.setViewportSize({ width: 375, height: 800 });

    await staffSignIn(page, lang);
    await page.getByRole('link', { name: office.nav.webhooks, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: office.webhooks.title }).waitFor();
    expect(
      await page.getByRole('link', { name: office.nav.webhooks, exact: true }).getAttribute('aria-current'),
    ).toBe('page');

    // The form opens and fills from the keyboard.
    const summary = page.getByText(t.addTitle, { exact: true });
    await summary.focus();
    await page.keyboard.press('Enter');
    const submit = page.getByRole('button', { name: t.add, exact: true });
    await expect.poll(() => submit.isEnabled(), { timeout: 20_000 }).toBe(true);
    const url = `https://retailer-${lang}-${Date.now()}.example.com/hook`;
    await page.getByLabel(t.url, { exact: true }).fill(url);
    await page.getByLabel(t.eventNames.transaction_declined, { exact: true }).focus();
    await page.keyboard.press('Space');
    await submit.focus();
    await page.keyboard.press('Enter');

    const secret = page.getByRole('region', { name: t.secretTitle });
    await secret.getByText(/^whsec_/).waitFor();
    await secret.getByRole('button', { name: t.secretDone }).click();
    expect(await page.getByText(/^whsec_/).count()).toBe(0);

    // The project's endpoint, not the demo company's.
    const { admin, project } = await demoAdmin(serverUrl);
    const projectWide = await admin.project(project.id).webhooks.list({ limit: 100 });
    expect(projectWide.items.find((endpoint) => endpoint.url === url)?.events).toEqual([
      'transaction.declined',
    ]);
    const company = await (await managerFleet(serverUrl)).webhooks.list({ limit: 100 });
    expect(company.items.map((endpoint) => endpoint.url)).not.toContain(url);

    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: url }) });
    await card.getByText(t.states.enabled, { exact: true }).waitFor();
    await card.getByRole('button', { name: t.sendTest }).click();
    await card.getByRole('status').filter({ hasText: t.testSent }).waitFor();
    await card.getByRole('button', { name: t.showDeliveries }).click();
    const table = card.getByRole('table', { name: t.deliveriesCaption });
    await table.getByRole('row').nth(1).waitFor();
    expect(await table.getByRole('row').nth(1).textContent()).toContain(t.eventNames.transaction_declined);
    expect(await severeAtTop(page)).toEqual([]);
    await table.getByRole('button', { name: t.redeliver }).first().click();
    await card.getByRole('status').filter({ hasText: t.redelivered }).waitFor();

    await card.getByRole('button', { name: t.disable, exact: true }).click();
    await card.getByText(t.states.disabled, { exact: true }).waitFor();
    await card.getByRole('button', { name: t.enable, exact: true }).click();
    await card.getByText(t.states.enabled, { exact: true }).waitFor();

    await card.getByRole('button', { name: t.rotate, exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: t.rotate, exact: true }).click();
    await page
      .getByRole('region', { name: t.secretTitle })
      .getByText(/^whsec_/)
      .waitFor();

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await severeAtTop(page)).toEqual([]);

    await card.getByRole('button', { name: t.delete, exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: t.delete, exact: true }).click();
    await expect.poll(() => page.getByRole('heading', { name: url }).count()).toBe(0);
    await expectNoMissingMessages(page, problems);
    await context.close();
  });
});
