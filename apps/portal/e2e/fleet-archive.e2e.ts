import { randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FleetOrder } from '@fuel/sdk/fleet';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hydrated, launchBrowser, watchConsole } from './support/browser';
import {
  catalogues,
  demoBackOffice,
  expectNoMissingMessages,
  fleetAvailable,
  type Lang,
  localized,
  managerFleet,
  signedInContext,
  signInWithForm,
} from './support/portal';

// The archive in both languages: a fuel order the test cancels, with its payment document, and a card
// the test has issued and closed. Search narrows each list to it, a period leaves it out, the document
// downloads through the kit; the sections are tabs the keyboard moves through, readable at 375 px; a
// user without the order pages reads why the archive is empty.

const serverUrl = inject('serverUrl');
const portalUrl = inject('portalUrl');
const fleet = await fleetAvailable(serverUrl);

let browser: Browser;
let company: BrowserContext;
beforeAll(async () => {
  browser = await launchBrowser();
  if (fleet) company = await signedInContext(browser, portalUrl);
});
afterAll(async () => {
  await company?.close();
  await browser?.close();
});

const label = (order: FleetOrder) => `#${String(order.number).padStart(6, '0')}`;
const pdfBytes = (name: string) =>
  Buffer.from(`%PDF-1.7\n% ${name}\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n`);
/** A Tbilisi calendar day, `days` after today. */
const tbilisiDay = (days = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tbilisi' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

/** A fuel order the company placed, paid a document for and cancelled; answers it and the document's name. */
async function cancelledOrder(lang: Lang) {
  const kit = await managerFleet(serverUrl);
  const order = await kit.orders.place({
    kind: 'fuel',
    lines: [{ product: 'GAS', unit: 'liters', quantity: 10 }],
  });
  const document = `archive-${lang}-${order.number}.pdf`;
  await kit.orders.uploadDocument(order.id, new Blob([pdfBytes(document)]), document);
  await kit.orders.cancel(order.id);
  return { order, document };
}

/** A card ordered, issued by the back office under `number`, then deleted (closed) by the company. */
async function closedCard(number: string) {
  const kit = await managerFleet(serverUrl);
  const office = await demoBackOffice(serverUrl);
  const order = await kit.cards.orders.place({ cardType: 'UNIVERSAL', quantity: 1, products: ['GAS'] });
  for (const status of ['CONFIRMED', 'READY'] as const) await office.orders.move(order.id, { status });
  await office.orders.move(order.id, { status: 'ISSUED', cardNumbers: [number] });
  const [card] = (await kit.cards.list({ search: number })).items;
  await kit.cards.close(card!.id);
}

/** The rows of a table's body (its header row left out). */
const bodyRows = (page: Page, caption: string) =>
  page.getByRole('table', { name: caption }).locator('tbody').getByRole('row');

for (const lang of ['en', 'ka'] as const) {
  describe.skipIf(!fleet)(`the archive (${lang})`, () => {
    const t = catalogues[lang];
    const number = `Q${lang === 'en' ? 'E' : 'K'}${String(randomInt(10_000)).padStart(4, '0')}`;
    let archived: Awaited<ReturnType<typeof cancelledOrder>>;
    beforeAll(async () => {
      archived = await cancelledOrder(lang);
      await closedCard(number);
    });

    it('lists the cancelled order with its document: search narrows, the period leaves it out, the document downloads', async () => {
      const page = await company.newPage();
      const problems = watchConsole(page);
      await page.goto(localized(lang, '/dashboard/archive'));
      const caption = t.Archive.orders.caption;
      await bodyRows(page, caption).first().waitFor();
      // The rows come with the page: typing before it has hydrated would be lost.
      await hydrated(page.getByLabel(t.Orders.history.search, { exact: true }));
      // As the list shows it: a bare number also matches delivery details that contain its digits.
      await page.getByLabel(t.Orders.history.search, { exact: true }).fill(label(archived.order));
      const row = bodyRows(page, caption).filter({ hasText: label(archived.order) });
      await row.getByTestId('order-status').filter({ hasText: t.Orders.statuses.CANCELLED }).waitFor();
      await expect.poll(() => bodyRows(page, caption).count(), { timeout: 20_000 }).toBe(1);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        row
          .getByRole('button', {
            name: t.Orders.documents.download.replace('{name}', archived.document),
            exact: true,
          })
          .click(),
      ]);
      expect(download.suggestedFilename()).toBe(archived.document);
      expect((await readFile((await download.path())!)).toString()).toBe(
        pdfBytes(archived.document).toString(),
      );

      // Its number opens the order's detail, read only.
      await row.getByRole('button', { name: label(archived.order), exact: true }).click();
      const detail = page.getByTestId('order-detail');
      await detail.getByTestId('order-status').filter({ hasText: t.Orders.statuses.CANCELLED }).waitFor();
      expect(await detail.getByRole('button', { name: t.Orders.detail.cancel, exact: true }).count()).toBe(0);

      // Placed today (Tbilisi): a period that ends yesterday leaves it out; today brings it back.
      const to = page.getByLabel(t.Orders.history.to, { exact: true });
      await to.fill(tbilisiDay(-1));
      await page.getByText(t.Archive.orders.empty, { exact: true }).waitFor();
      expect(await row.count()).toBe(0);
      await to.fill(tbilisiDay());
      await row.waitFor();
      await expectNoMissingMessages(page, problems);
      await page.close();
    });

    it('lists the closed card, reached by keyboard: search narrows, the closing period leaves it out', async () => {
      const page = await company.newPage();
      const problems = watchConsole(page);
      await page.goto(localized(lang, '/dashboard/archive'));
      await bodyRows(page, t.Archive.orders.caption).first().waitFor();
      // The tabs are one stop of the Tab key; the arrows, Home and End move between them (once hydrated).
      await hydrated(page.getByRole('tab', { name: t.Archive.tabs.orders, exact: true }));
      await page.getByRole('tab', { name: t.Archive.tabs.orders, exact: true }).focus();
      await page.keyboard.press('End');
      await expect
        .poll(
          () =>
            page.getByRole('tab', { name: t.Archive.tabs.cards, exact: true }).getAttribute('aria-selected'),
          { timeout: 20_000 },
        )
        .toBe('true');
      const caption = t.Archive.cards.caption;
      await page.getByRole('table', { name: caption }).waitFor();
      await page.getByLabel(t.Archive.cards.search, { exact: true }).fill(number.toLowerCase());
      const row = bodyRows(page, caption).filter({ hasText: number });
      await row.waitFor();
      await expect.poll(() => bodyRows(page, caption).count(), { timeout: 20_000 }).toBe(1);

      const from = page.getByLabel(t.Archive.cards.closedFrom, { exact: true });
      await from.fill(tbilisiDay(1));
      await page.getByText(t.Archive.cards.empty, { exact: true }).waitFor();
      expect(await row.count()).toBe(0);
      await from.fill(tbilisiDay());
      await row.waitFor();
      await expectNoMissingMessages(page, problems);
      await page.close();
    });

    it('reads at 375 px without scrolling sideways', async () => {
      const context = await signedInContext(browser, portalUrl);
      const page = await context.newPage();
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(localized(lang, `/dashboard/archive?q=${encodeURIComponent(label(archived.order))}`));
      await page.getByRole('button', { name: label(archived.order), exact: true }).waitFor();
      const wide = await page.evaluate(() =>
        [...document.querySelectorAll('body *')]
          .filter((element) => element.getBoundingClientRect().right > 375.5 && !element.closest('thead'))
          .slice(0, 6)
          .map((element) => `${element.tagName}.${element.className}`),
      );
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        wide.join(', '),
      ).toBeLessThanOrEqual(375);
      await context.close();
    });
  });
}

describe.skipIf(!fleet)('without the order pages', () => {
  it('says in both languages why the archive shows nothing', async () => {
    // The demo accountant (README's credentials; seed/fleet-users.ts): no fuel request, no order card page.
    const accountant = { email: 'accountant@demo.ge', password: 'Accountant!2026demo' };
    const context = await browser.newContext({ baseURL: portalUrl });
    const page = await context.newPage();
    await page.goto('/sign-in');
    await signInWithForm(page, accountant.email, accountant.password);
    await page.waitForURL('**/dashboard');
    for (const lang of ['en', 'ka'] as const) {
      const t = catalogues[lang];
      await page.goto(localized(lang, '/dashboard/archive'));
      const alert = page.getByRole('alert').filter({ hasText: t.FleetErrors.NOT_AUTHORIZED });
      await alert.getByText(t.Archive.needsPages).waitFor();
      expect(await page.getByRole('tab').count()).toBe(0);
      expect(await page.getByRole('table').count()).toBe(0);
    }
    await context.close();
  });
});
