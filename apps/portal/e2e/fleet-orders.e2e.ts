import { randomInt } from 'node:crypto';
import { UserClient } from '@fuel/sdk';
import { FleetClient } from '@fuel/sdk/fleet';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { severeViolations } from './support/axe';
import { hydrated, launchBrowser, watchConsole } from './support/browser';
import { pdf, staffSignIn, unseenCount } from './support/fleet';
import {
  catalogues,
  demoAccounts,
  expectNoMissingMessages,
  fleetAvailable,
  type Lang,
  localized,
  managerSession,
  signedInContext,
} from './support/portal';

// Orders in both languages, as the company and the retailer's staff would do them: coupons refused for a
// bad quantity; a fuel order paid with a document and taken through the back office to ISSUED while the
// company's tab sees the status and the notification arrive; a card order issued and then blocked; an
// 11th payment document refused.

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
  // The notices these tests caused are seen: the next suites count the manager's unseen from a low base.
  if (fleet) await (await managerUser()).notifications.markAllSeen();
  await company?.close();
  await staff?.close();
  await browser?.close();
});

/** A session of the demo manager (the account the company's tab is signed in with). */
const managerKit = async () =>
  new FleetClient({
    url: serverUrl,
    projectKey: demoAccounts.portalProject.apiKey,
    sessionId: await managerSession(serverUrl),
  });
const managerUser = async () =>
  new UserClient({
    url: serverUrl,
    projectKey: demoAccounts.portalProject.apiKey,
    sessionId: await managerSession(serverUrl),
  });

/** The staff's tab, signed in to the back office with the demo platform administrator. */
async function staffPage(lang: Lang): Promise<Page> {
  const page = await staff.newPage();
  // The staff session is the tab's (sessionStorage): a new tab signs in again.
  await staffSignIn(page, lang);
  await page.getByRole('table', { name: catalogues[lang].BackOffice.queue.caption }).waitFor();
  return page;
}

/**
 * A form once React has hydrated it (its submit button is enabled then): what is typed earlier can be
 * lost or doubled when hydration takes the fields over.
 */
async function hydratedForm(page: Page, name: string, submit: string) {
  const form = page.getByRole('form', { name });
  await form.getByRole('button', { name: submit, exact: true }).and(page.locator(':enabled')).waitFor();
  return form;
}

/** Opens an order in the staff's queue by its number. */
async function openInQueue(page: Page, lang: Lang, label: string) {
  const t = catalogues[lang].BackOffice.queue;
  await page.getByLabel(t.status, { exact: true }).selectOption('');
  await page.getByLabel(t.search, { exact: true }).fill(label.replace('#', ''));
  await page.getByRole('button', { name: label, exact: true }).click();
  await page.getByTestId('office-order').waitFor();
}

for (const lang of ['en', 'ka'] as const) {
  describe.skipIf(!fleet)(`orders (${lang})`, () => {
    const t = catalogues[lang];

    it('refuses coupons whose number is not a multiple of 5', async () => {
      const page = await company.newPage();
      const problems = watchConsole(page);
      await page.goto(localized(lang, '/dashboard/fuel-request'));
      const form = await hydratedForm(page, t.Orders.form.title, t.Orders.form.submit);
      await form.getByLabel(t.Orders.form.kinds.coupons, { exact: true }).check();
      await form.getByLabel(t.Orders.form.product, { exact: true }).selectOption('EURO_REGULAR');
      await form.getByLabel(t.Orders.form.quantity.coupons, { exact: true }).fill('7');
      await form.getByRole('button', { name: t.Orders.form.submit, exact: true }).click();
      await form.getByText(t.OrderValidation.couponRatings).waitFor();
      // Nothing left the form: the order history has no new order of 7 coupons.
      await form.getByLabel(t.Orders.form.quantity.coupons, { exact: true }).fill('');
      await form.getByRole('button', { name: t.Orders.form.submit, exact: true }).click();
      await form.getByText(t.OrderValidation.emptyValue).waitFor();
      await expectNoMissingMessages(page, problems);
      await page.close();
    });

    it('takes a fuel order with a payment document through the back office to ISSUED, live in the company’s tab', async () => {
      const page = await company.newPage();
      const problems = watchConsole(page);
      await page.goto(localized(lang, '/dashboard/fuel-request'));
      const form = await hydratedForm(page, t.Orders.form.title, t.Orders.form.submit);
      await form.getByLabel(t.Orders.form.product, { exact: true }).selectOption('EURO_DIESEL');
      await form.getByLabel(t.Orders.form.quantity.fuel, { exact: true }).fill('120');
      await form.getByRole('button', { name: t.Orders.form.submit, exact: true }).click();
      const open = page.getByRole('link', {
        name: new RegExp(t.Orders.form.openOrder.replace('{number}', '#\\d{6}')),
      });
      await open.waitFor();
      const label = /#\d{6}/.exec((await open.textContent()) ?? '')![0];
      await open.click();
      const detail = page.getByTestId('order-detail');
      await detail.waitFor();
      await detail
        .getByLabel(t.Orders.payment.upload, { exact: true })
        .setInputFiles(pdf(`payment-${lang}.pdf`));
      await detail.getByRole('link', { name: `payment-${lang}.pdf` }).waitFor();
      await detail.getByRole('button', { name: t.Orders.payment.confirm, exact: true }).click();
      await detail.getByText(t.Orders.payment.awaitingRetailer).waitFor();
      const unseenBefore = await unseenCount(page);

      const office = await staffPage(lang);
      await openInQueue(office, lang, label);
      const order = office.getByTestId('office-order');
      await order.getByRole('link', { name: `payment-${lang}.pdf` }).waitFor();
      await order.getByRole('button', { name: t.BackOffice.order.accept, exact: true }).click();
      for (const step of ['READY', 'ISSUED'] as const) {
        await order.getByRole('button', { name: t.BackOffice.order.moveTo[step], exact: true }).click();
        await order.getByTestId('order-status').filter({ hasText: t.Orders.statuses[step] }).waitFor();
      }

      // The company's tab was not reloaded: the status and the notices arrive by themselves.
      await detail
        .getByTestId('order-status')
        .filter({ hasText: t.Orders.statuses.ISSUED })
        .waitFor({ timeout: 20_000 });
      await expect
        .poll(() => unseenCount(page), { timeout: 20_000 })
        .toBeGreaterThanOrEqual(unseenBefore + 3);
      expect(await detail.getByText(t.Orders.payment.locked).isVisible()).toBe(true);
      await page.goto(localized(lang, '/dashboard/notifications'));
      await page.getByTestId('notification').filter({ hasText: label }).first().waitFor();

      // The dashboard home lists it among the latest orders with its status; at 375 px too.
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(localized(lang, '/dashboard'));
      const latest = page.getByRole('region', { name: t.Overview.latestOrders });
      const entry = latest.getByRole('listitem').filter({ hasText: label });
      await entry.getByTestId('order-status').filter({ hasText: t.Orders.statuses.ISSUED }).waitFor();
      expect(await latest.getByRole('listitem').count()).toBeLessThanOrEqual(5);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      expect(await latest.getByRole('link', { name: t.Overview.orderHistory, exact: true }).count()).toBe(1);
      await entry
        .getByRole('link', { name: t.Overview.order.replace('{number}', label), exact: true })
        .click();
      await page.waitForURL(/order-history\?opened=/);
      await page.getByTestId('order-detail').getByTestId('order-status').waitFor();
      await expectNoMissingMessages(page, problems);
      await office.close();
      await page.close();
    });

    it('issues a card order through the back office; the company blocks the card', async () => {
      const number = `E${lang.toUpperCase()}${String(randomInt(1000)).padStart(3, '0')}`;
      const page = await company.newPage();
      const problems = watchConsole(page);
      await page.goto(localized(lang, '/dashboard/order-card/new'));
      const form = await hydratedForm(page, t.Cards.form.title, t.Cards.form.submit);
      await form.getByLabel(t.Cards.form.quantity, { exact: true }).fill('1');
      await form.getByLabel(t.Cards.form.limitAmount, { exact: true }).fill('75');
      await form.getByLabel(t.FuelProducts.EURO_DIESEL, { exact: true }).check();
      await form.getByRole('button', { name: t.Cards.form.submit, exact: true }).click();
      const open = page.getByRole('link', {
        name: new RegExp(t.Cards.form.openOrder.replace('{number}', '#\\d{6}')),
      });
      await open.waitFor();
      const label = /#\d{6}/.exec((await open.textContent()) ?? '')![0];

      const office = await staffPage(lang);
      await openInQueue(office, lang, label);
      const order = office.getByTestId('office-order');
      for (const step of ['CONFIRMED', 'READY'] as const) {
        await order.getByRole('button', { name: t.BackOffice.order.moveTo[step], exact: true }).click();
        await order.getByTestId('order-status').filter({ hasText: t.Orders.statuses[step] }).waitFor();
      }
      await order.getByLabel(t.BackOffice.order.cardNumbers.replace('{count}', '1')).fill(number);
      await order.getByRole('button', { name: t.BackOffice.order.moveTo.ISSUED, exact: true }).click();
      await order.getByTestId('order-status').filter({ hasText: t.Orders.statuses.ISSUED }).waitFor();

      // The cards are their own list, a click away from the order form.
      await page.getByRole('link', { name: t.Cards.backToCards, exact: true }).click();
      await page.getByLabel(t.Cards.table.search, { exact: true }).fill(number);
      const row = page.getByRole('row').filter({ hasText: number });
      await row.getByTestId('card-status').filter({ hasText: t.Cards.statuses.active }).waitFor();
      const menu = row.getByRole('button', {
        name: t.Cards.table.menu.replace('{number}', number),
        exact: true,
      });
      await menu.click();
      await page.getByRole('menuitem', { name: t.Cards.actions.short.block, exact: true }).click();
      await row.getByTestId('card-status').filter({ hasText: t.Cards.statuses.blocked }).waitFor();
      await page.getByText(t.Cards.actions.blocked.replace('{number}', number)).waitFor();
      // And changes its limit.
      await menu.click();
      await page.getByRole('menuitem', { name: t.Cards.actions.short.edit, exact: true }).click();
      const settings = page.getByRole('form', { name: t.Cards.settings.title.replace('{number}', number) });
      await settings.getByLabel(t.Cards.form.limitAmount, { exact: true }).fill('90');
      await settings.getByRole('button', { name: t.Cards.settings.save, exact: true }).click();
      await page.getByText(t.Cards.settings.saved.replace('{number}', number)).waitFor();
      const limits = t.Cards.limits;
      await row
        .getByText(
          t.Cards.usage.used
            .replace('{period}', limits.periods.daily)
            .replace('{used}', '0')
            .replace('{amount}', '90')
            .replace('{unit}', limits.units.liters),
        )
        .waitFor();
      await expectNoMissingMessages(page, problems);
      await office.close();
      await page.close();
    });

    it('orders an identified card for a vehicle chosen by its registration number', async () => {
      const kit = await managerKit();
      const letter = () => 'ABCEHKMNOPTXZ'[randomInt(13)];
      const plate = `${lang === 'en' ? 'CE' : 'CK'}-${String(randomInt(1000)).padStart(3, '0')}-${letter()}${letter()}`;
      const vehicle = await kit.vehicles.create({
        registrationType: 'georgia',
        registrationNumber: plate,
        fuelType: 'EURO_DIESEL',
        make: 'Volvo',
      });
      const page = await company.newPage();
      const problems = watchConsole(page);
      await page.goto(localized(lang, '/dashboard/order-card/new'));
      const form = await hydratedForm(page, t.Cards.form.title, t.Cards.form.submit);
      await form.getByLabel(t.Cards.types.IDENTIFIED, { exact: true }).check();
      await form.getByLabel(t.Cards.form.holderKinds.vehicle, { exact: true }).check();
      await form.getByLabel(t.Cards.form.limitAmount, { exact: true }).fill('40');
      await form.getByLabel(t.FuelProducts.EURO_DIESEL, { exact: true }).check();
      const field = form.getByRole('combobox', { name: t.Cards.form.vehicle.replace('{number}', '1') });
      // No vehicle chosen: the server's holder rule, on the field, before anything is sent.
      await form.getByRole('button', { name: t.Cards.form.submit, exact: true }).click();
      await form.getByText(t.OrderValidation.holder).waitFor();
      expect(await field.getAttribute('aria-invalid')).toBe('true');

      // Searched on the server as typed; chosen by keyboard.
      await field.fill(plate.toLowerCase());
      await page.getByRole('option', { name: new RegExp(plate) }).waitFor();
      expect(await field.getAttribute('aria-expanded')).toBe('true');
      await field.press('ArrowDown');
      expect(await field.getAttribute('aria-activedescendant')).toMatch(/option-0$/);
      await field.press('Enter');
      expect(await field.inputValue()).toBe(plate);
      expect(await field.getAttribute('aria-expanded')).toBe('false');
      await form.getByRole('button', { name: t.Cards.form.submit, exact: true }).click();
      const open = page.getByRole('link', {
        name: new RegExp(t.Cards.form.openOrder.replace('{number}', '#\\d{6}')),
      });
      await open.waitFor();
      const id = new URL((await open.getAttribute('href'))!, portalUrl).searchParams.get('opened')!;
      const order = await kit.cards.orders.get(id);
      expect(order.cardRequest?.holders).toEqual([{ vehicleId: vehicle.id, driverName: null }]);
      await expectNoMissingMessages(page, problems);
      await page.close();
    });

    it('has no serious accessibility problem on the order, card, notification and back-office pages', async () => {
      const page = await company.newPage();
      // Each page once its data is in (a table, a form), so that axe sees what users see.
      const loaded = {
        '/dashboard/fuel-request': page.getByRole('form', { name: t.Orders.form.title }),
        '/dashboard/fuel-request/order-history': page.getByRole('table', { name: t.Orders.history.caption }),
        '/dashboard/order-card': page.getByRole('table', { name: t.Cards.table.title }),
        '/dashboard/order-card/new': page.getByRole('form', { name: t.Cards.form.title }),
        '/dashboard/order-card/order-history': page.getByRole('table', {
          name: t.Orders.history.cardCaption,
        }),
        '/dashboard/notifications': page.getByRole('button', {
          name: t.NotificationsPage.markAll,
          exact: true,
        }),
        '/back-office': page.getByRole('form', { name: t.BackOffice.signIn.title }),
      };
      const found: unknown[] = [];
      for (const [path, ready] of Object.entries(loaded)) {
        await page.goto(localized(lang, path));
        await ready.waitFor();
        await page
          .getByRole('status')
          .filter({ hasText: catalogues[lang].DataTable.loading })
          .waitFor({ state: 'detached' });
        for (const violation of await severeViolations(page)) found.push({ path, ...violation });
      }
      expect(found).toEqual([]);
      await page.close();
    });

    it('keeps the sort when an order opens, and the opened order when the table is sorted', async () => {
      const page = await company.newPage();
      await page.goto(localized(lang, '/dashboard/fuel-request/order-history?sort=number&order=desc'));
      const first = page.locator('tbody tr').first().getByRole('button').first();
      await hydrated(first);
      await first.click();
      await page.waitForURL(/opened=/);
      await page.getByTestId('order-detail').waitFor();
      const opened = new URL(page.url()).searchParams;
      expect([opened.get('sort'), opened.get('order')]).toEqual(['number', 'desc']);
      await page.locator('th button', { hasText: t.Orders.history.columns.placed }).click();
      await page.waitForURL((url) => url.searchParams.get('sort') === 'created');
      expect(new URL(page.url()).searchParams.get('opened')).toBe(opened.get('opened'));
      await page.getByTestId('order-detail').waitFor();
      await page.close();
    });

    it('refuses an 11th payment document', async () => {
      const kit = await managerKit();
      const order = await kit.orders.place({
        kind: 'fuel',
        lines: [{ product: 'GAS', unit: 'liters', quantity: 10 }],
      });
      for (let index = 0; index < 10; index += 1) {
        await kit.orders.uploadDocument(order.id, new Blob([pdf(`d${index}.pdf`).buffer]), `d${index}.pdf`);
      }
      const page = await company.newPage();
      await page.goto(localized(lang, `/dashboard/fuel-request/order-history?opened=${order.id}`));
      const detail = page.getByTestId('order-detail');
      await detail
        .getByText(t.Orders.payment.documents.replace('{count}', '10').replace('{max}', '10'))
        .waitFor();
      // The detail comes with the page: its file input takes a file once React has hydrated it.
      const upload = detail.getByLabel(t.Orders.payment.upload, { exact: true });
      await hydrated(upload);
      await upload.setInputFiles(pdf('eleventh.pdf'));
      await detail.getByText(t.OrderErrors.DOCUMENT_LIMIT, { exact: true }).waitFor();
      expect(await detail.getByRole('link', { name: 'eleventh.pdf' }).count()).toBe(0);
      // Before both sides confirm, a document can still go (a confirmed removal).
      await detail
        .getByRole('button', { name: t.Orders.payment.remove.replace('{name}', 'd9.pdf'), exact: true })
        .click();
      await page
        .getByRole('alertdialog')
        .getByRole('button', { name: t.Orders.payment.removeConfirm, exact: true })
        .click();
      await detail
        .getByText(t.Orders.payment.documents.replace('{count}', '9').replace('{max}', '10'))
        .waitFor();
      await page.close();
    });
  });
}
