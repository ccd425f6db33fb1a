import { randomInt, randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import type { FleetClient, FleetOrder } from '@fuel/sdk/fleet';
import { orderTotal, priceLine } from '@fuel/sdk/fleet-rules';
import { formatGel } from '@fuel/sdk/format';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { severeViolations } from './support/axe';
import { hydrated, launchBrowser, watchConsole } from './support/browser';
import { issueCard, pdf, staffKit } from './support/fleet';
import {
  catalogues,
  expectNoMissingMessages,
  fleetAvailable,
  type Lang,
  localized,
  managerFleet,
  signedInContext,
} from './support/portal';

// Money before commitment and cards as their own list, in both languages: the fuel request's live total
// is the placed order's total; the order history's unpaid figure is the sum of its unpaid rows and a
// payment order is uploaded from a row; the cards list shows a limit's use (a real purchase through the
// terminal), the active and blocked counts, and its row menu blocks, unblocks and asks before deleting.
// Every page at 1280 and 375 px without a serious or critical axe finding, nothing wider than a phone.

const serverUrl = inject('serverUrl');
const portalUrl = inject('portalUrl');
const fleet = await fleetAvailable(serverUrl);
/** Where the pages' screenshots go, to be looked at (not compared). */
const SHOTS = process.env.E2E_SCREENSHOTS ?? '/tmp/e2e-screenshots';

let browser: Browser;
let company: BrowserContext;
let kit: FleetClient;
beforeAll(async () => {
  browser = await launchBrowser();
  if (!fleet) return;
  company = await signedInContext(browser, portalUrl);
  kit = await managerFleet(serverUrl);
  await mkdir(SHOTS, { recursive: true });
});
afterAll(async () => {
  await company?.close();
  await browser?.close();
});

/** Every unpaid fuel order of the company, page by page, as the history's rows show them. */
async function unpaidRows(): Promise<FleetOrder[]> {
  const rows: FleetOrder[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await kit.orders.list({ statusIn: ['PENDING', 'CONFIRMED'], limit: 200, page });
    rows.push(...answer.items.filter((order) => !order.payment.paid && !order.payment.companyConfirmedAt));
    if (page * answer.limit >= answer.total) return rows;
  }
}

/** Waits until the page's tables have loaded (no "Loading" status line left). */
async function settled(page: Page, lang: Lang) {
  await page
    .getByRole('status')
    .filter({ hasText: catalogues[lang].DataTable.loading })
    .waitFor({ state: 'detached' });
}

for (const lang of ['en', 'ka'] as const) {
  describe.skipIf(!fleet)(`money and cards (${lang})`, () => {
    const t = catalogues[lang];
    let placedLabel = '';

    it('shows each line’s price and the order total while typing, and the placed order costs that total', async () => {
      const page = await company.newPage();
      const problems = watchConsole(page);
      await page.goto(localized(lang, '/dashboard/fuel-request'));
      const form = page.getByRole('form', { name: t.Orders.form.title });
      await form
        .getByRole('button', { name: t.Orders.form.submit, exact: true })
        .and(page.locator(':enabled'))
        .waitFor();
      const total = form.getByTestId('order-total');
      expect(await total.textContent()).toBe('—');

      await form.getByLabel(t.Orders.form.product, { exact: true }).selectOption('EURO_DIESEL');
      await form.getByLabel(t.Orders.form.quantity.fuel, { exact: true }).fill('120');
      await form.getByRole('button', { name: t.Orders.form.addLine, exact: true }).click();
      await form.getByLabel(t.Orders.form.product, { exact: true }).nth(1).selectOption('GAS');
      await form.getByLabel(t.Orders.form.unit, { exact: true }).nth(1).selectOption('GEL');
      await form.getByLabel(t.Orders.form.quantity.fuel, { exact: true }).nth(1).fill('50');

      const prices = new Map(
        (await kit.orders.prices()).items.map((item) => [item.product, item.unitPrice.amount]),
      );
      const expected = orderTotal([
        priceLine('fuel', { unit: 'liters', quantity: 120 }, prices.get('EURO_DIESEL')!),
        priceLine('fuel', { unit: 'GEL', quantity: 50 }, prices.get('GAS')!),
      ]);
      await expect.poll(() => total.textContent()).toBe(formatGel(expected, lang));
      const firstLine = form.getByTestId('line-price').first();
      expect(await firstLine.textContent()).toContain(formatGel(prices.get('EURO_DIESEL')!, lang));
      expect(await firstLine.textContent()).toContain(formatGel(120 * prices.get('EURO_DIESEL')!, lang));
      await page.screenshot({ path: `${SHOTS}/fuel-request-${lang}-1280.png`, fullPage: true });

      const shown = await total.textContent();
      await form.getByRole('button', { name: t.Orders.form.submit, exact: true }).click();
      const open = page.getByRole('link', {
        name: new RegExp(t.Orders.form.openOrder.replace('{number}', '#\\d{6}')),
      });
      await open.waitFor();
      placedLabel = /#\d{6}/.exec((await open.textContent()) ?? '')![0];
      const id = new URL((await open.getAttribute('href'))!, portalUrl).searchParams.get('opened')!;
      const placed = await kit.orders.get(id);
      expect(formatGel(placed.total.amount, lang)).toBe(shown);
      expect(placed.total.amount).toBe(expected);
      await expectNoMissingMessages(page, problems);
      await page.close();
    });

    it('sums the unpaid rows in the history’s summary and uploads a payment order from a row', async () => {
      const page = await company.newPage();
      const problems = watchConsole(page);
      await page.goto(localized(lang, '/dashboard/fuel-request/order-history'));
      await page.getByRole('table', { name: t.Orders.history.caption }).waitFor();
      await settled(page, lang);
      const rows = await unpaidRows();
      const summary = await kit.orders.summary();
      expect(summary.unpaid.count).toBe(rows.length);
      expect(summary.unpaid.total.amount).toBe(rows.reduce((sum, order) => sum + order.total.amount, 0));
      const unpaid = page.getByTestId('summary-unpaid');
      await expect
        .poll(() => unpaid.locator('strong').textContent())
        .toBe(formatGel(summary.unpaid.total.amount, lang));

      // The order just placed is due: its row offers the payment order's upload.
      const upload = page.getByLabel(t.Orders.history.rowPayment.uploadFor.replace('{number}', placedLabel), {
        exact: true,
      });
      // The rows come with the page: a file chosen before it has hydrated would be lost.
      await hydrated(upload);
      await upload.setInputFiles(pdf(`row-${lang}.pdf`));
      await page
        .getByText(
          t.Orders.history.rowPayment.uploaded
            .replace('{name}', `row-${lang}.pdf`)
            .replace('{number}', placedLabel),
        )
        .waitFor();
      const order = (await kit.orders.list({ search: placedLabel.slice(1) })).items[0]!;
      expect(order.documentCount).toBe(1);

      // The legend names every status beside its badge.
      await page.getByText(t.Orders.legend.title, { exact: true }).click();
      await page.getByText(t.Orders.legend.expired, { exact: true }).waitFor();
      await page.screenshot({ path: `${SHOTS}/order-history-${lang}-1280.png`, fullPage: true });
      await expectNoMissingMessages(page, problems);
      await page.close();
    });

    it('lists the cards with each limit’s use and the counts; the row menu blocks, unblocks and asks before deleting', async () => {
      const number = `U${lang.toUpperCase()}${String(randomInt(1000)).padStart(3, '0')}`;
      const card = await issueCard(serverUrl, number, {
        limits: [{ period: 'daily', unit: 'liters', amount: 100 }],
        products: ['EURO_DIESEL'],
      });
      const purchase = await (await staffKit(serverUrl)).terminal.authorize({
        cardNumber: number,
        stationId: 'ST-E2E',
        terminalId: 'T-E2E',
        terminalTransactionId: randomUUID(),
        product: 'EURO_DIESEL',
        liters: 30,
      });
      expect(purchase.decision).toBe('approved');

      const page = await company.newPage();
      const problems = watchConsole(page);
      await page.goto(localized(lang, '/dashboard/order-card'));
      // A clear way to order more: the menu's entry and the page's own button.
      const orderMore = page.getByRole('link', { name: t.Cards.orderMore, exact: true });
      await orderMore.last().waitFor();
      expect(await orderMore.count()).toBe(2);
      // The cards come with the page: typing before it has hydrated would be lost.
      await hydrated(page.getByLabel(t.Cards.table.search, { exact: true }));
      await page.getByLabel(t.Cards.table.search, { exact: true }).fill(number);
      const row = page.getByRole('row').filter({ hasText: number });
      const limits = t.Cards.limits;
      const used = t.Cards.usage.used
        .replace('{period}', limits.periods.daily)
        .replace('{used}', '30')
        .replace('{amount}', '100')
        .replace('{unit}', limits.units.liters);
      await row.getByText(used, { exact: true }).waitFor();
      await row
        .getByText(t.Cards.usage.left.replace('{remaining}', '70').replace('{unit}', limits.units.liters), {
          exact: true,
        })
        .waitFor();
      await row.getByText(t.Cards.schedule.always, { exact: true }).waitFor();

      const counts = async () => (await kit.cards.list({ limit: 1 })).counts;
      const count = (status: 'active' | 'blocked') => page.getByTestId(`card-count-${status}`).locator('dd');
      const before = await counts();
      await expect.poll(() => count('active').textContent()).toBe(String(before.active));
      await page.screenshot({ path: `${SHOTS}/cards-${lang}-1280.png`, fullPage: true });

      const menu = row.getByRole('button', {
        name: t.Cards.table.menu.replace('{number}', number),
        exact: true,
      });
      await menu.click();
      await page.getByRole('menuitem', { name: t.Cards.actions.short.block, exact: true }).click();
      await row.getByTestId('card-status').filter({ hasText: t.Cards.statuses.blocked }).waitFor();
      await expect.poll(() => count('blocked').textContent()).toBe(String(before.blocked + 1));
      await menu.click();
      await page.getByRole('menuitem', { name: t.Cards.actions.short.unblock, exact: true }).click();
      await row.getByTestId('card-status').filter({ hasText: t.Cards.statuses.active }).waitFor();

      // Delete is set apart and asked again: cancelling keeps the card.
      await menu.click();
      await page.getByRole('menuitem', { name: t.Cards.actions.short.delete, exact: true }).click();
      const dialog = page.getByRole('alertdialog', {
        name: t.Cards.actions.deleteTitle.replace('{number}', number),
      });
      await dialog.getByRole('button', { name: t.Cards.actions.cancel, exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      expect((await kit.cards.get(card.id)).status).toBe('active');
      await menu.click();
      await page.getByRole('menuitem', { name: t.Cards.actions.short.delete, exact: true }).click();
      await dialog.getByRole('button', { name: t.Cards.actions.deleteConfirm, exact: true }).click();
      await row.getByTestId('card-status').filter({ hasText: t.Cards.statuses.closed }).waitFor();
      expect((await kit.cards.get(card.id)).status).toBe('closed');
      await expectNoMissingMessages(page, problems);
      await page.close();
    });

    it('has no serious accessibility finding and nothing wider than the screen, at 1280 and 375 px', async () => {
      const page = await company.newPage();
      const pages = {
        'fuel-request': page.getByRole('form', { name: t.Orders.form.title }),
        'fuel-request/order-history': page.getByRole('table', { name: t.Orders.history.caption }),
        'order-card': page.getByRole('table', { name: t.Cards.table.title }),
        'order-card/new': page.getByRole('form', { name: t.Cards.form.title }),
      };
      const found: unknown[] = [];
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 });
        for (const [path, ready] of Object.entries(pages)) {
          await page.goto(localized(lang, `/dashboard/${path}`));
          await ready.waitFor();
          await settled(page, lang);
          for (const violation of await severeViolations(page)) found.push({ path, width, ...violation });
          if (width === 375) {
            expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(
              375,
            );
            await page.screenshot({
              path: `${SHOTS}/${path.replace('/', '-')}-${lang}-375.png`,
              fullPage: true,
            });
          }
        }
      }
      expect(found).toEqual([]);
      await page.close();
    });
  });
}
