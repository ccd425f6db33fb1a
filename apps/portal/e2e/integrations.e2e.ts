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

// The integrations page's webhooks as the demo company's main admin uses them, in both languages at
// 375 px: a refused URL and a missing event in the form, an endpoint added (its secret shown once), a
// test event and its delivery with Redeliver, disable and enable, rotate and delete (each confirmed);
// axe finds nothing serious and nothing scrolls sideways.

const fleet = await fleetAvailable(inject('serverUrl'));

let browser: Browser;
let context: BrowserContext;
beforeAll(async () => {
  browser = await launchBrowser();
  if (fleet) context = await signedInContext(browser, inject('portalUrl'));
});
afterAll(() => browser?.close());

describe.skipIf(!fleet)('the integrations page', () => {
  it.each(['en', 'ka'] as const)('manages a webhook endpoint (%s)', async (lang) => {
    const t = catalogues[lang].Integrations;
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(localized(lang, '/dashboard/integrations'));

    // The form opens from the keyboard.
    const summary = page.getByText(t.addTitle, { exact: true });
    await summary.focus();
    await page.keyboard.press('Enter');
    const submit = page.getByRole('button', { name: t.add, exact: true });
    await expect.poll(() => submit.isEnabled(), { timeout: 20_000 }).toBe(true);
    await page.getByLabel(t.url, { exact: true }).fill('http://erp.example.com/hook');
    await submit.click();
    await page.getByText(t.validation.events).waitFor();
    await page.getByLabel(t.eventNames.order_status_changed, { exact: true }).check();
    await submit.click();
    await page.getByRole('alert').filter({ hasText: t.errors.scheme }).first().waitFor();

    const url = `https://erp-${lang}-${Date.now()}.example.com/hook`;
    await page.getByLabel(t.url, { exact: true }).fill(url);
    await submit.click();
    const secret = page.getByRole('region', { name: t.secretTitle });
    await secret.getByText(/^whsec_/).waitFor();
    await secret.getByRole('button', { name: t.secretDone }).click();
    expect(await page.getByText(/^whsec_/).count()).toBe(0);

    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: url }) });
    await card.getByRole('button', { name: t.sendTest }).click();
    await card.getByRole('status').filter({ hasText: t.testSent }).waitFor();
    await card.getByRole('button', { name: t.showDeliveries }).click();
    const table = card.getByRole('table', { name: t.deliveriesCaption });
    await table.getByRole('row').nth(1).waitFor();
    expect(await severeViolations(page)).toEqual([]);
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
    expect(await severeViolations(page)).toEqual([]);

    await card.getByRole('button', { name: t.delete, exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: t.delete, exact: true }).click();
    await expect.poll(() => page.getByRole('heading', { name: url }).count()).toBe(0);
    await expectNoMissingMessages(page, problems);
    await page.close();
  });
});
