import { randomInt } from 'node:crypto';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, watchConsole } from './support/browser';
import { issueCard } from './support/fleet';
import {
  catalogues,
  demoAccounts,
  expectNoMissingMessages,
  fleetAvailable,
  localized,
} from './support/portal';

// A fleet manager who works without a mouse, in Georgian: signs in, places a fuel order, blocks a card
// and unblocks it. Only the keyboard moves and acts (Tab, Shift+Tab, Enter, Space, the arrows and
// typing); the test reads the page to know where the focus is, and never clicks.

const serverUrl = inject('serverUrl');
const portalUrl = inject('portalUrl');
const fleet = await fleetAvailable(serverUrl);
const t = catalogues.ka;

let browser: Browser;
let context: BrowserContext;
beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ baseURL: portalUrl });
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus; fails when it is not reached within `limit`
 * presses (the control is not in the tab order).
 */
async function tabTo(page: Page, target: Locator, { backwards = false, limit = 150 } = {}) {
  await target.waitFor();
  for (let presses = 0; presses < limit; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  expect(await isFocused(target), `${target} reached by the keyboard`).toBe(true);
}

/** Moves a focused native select with the arrow keys until it holds `value`. */
async function arrowToOption(page: Page, select: Locator, value: string) {
  for (let presses = 0; presses < 20 && (await select.inputValue()) !== value; presses += 1) {
    await page.keyboard.press('ArrowDown');
  }
  expect(await select.inputValue()).toBe(value);
}

describe.skipIf(!fleet)('keyboard only, in Georgian', () => {
  it('signs in, places a fuel order, blocks and unblocks a card', async () => {
    const number = `KB${String(randomInt(10_000)).padStart(4, '0')}`;
    await issueCard(serverUrl, number, {
      limits: [{ period: 'daily', unit: 'liters', amount: 100 }],
      products: ['EURO_DIESEL'],
    });

    const page = await context.newPage();
    const problems = watchConsole(page);

    // Sign in.
    await page.goto(localized('ka', '/sign-in'));
    const submit = page.getByRole('button', { name: t.SignIn.submit, exact: true });
    await submit.and(page.locator(':enabled')).waitFor();
    await tabTo(page, page.getByLabel(t.SignIn.email, { exact: true }));
    await page.keyboard.type(demoAccounts.portalUser.email);
    await tabTo(page, page.getByLabel(t.SignIn.password, { exact: true }));
    await page.keyboard.type(demoAccounts.portalUser.password);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === localized('ka', '/dashboard'));

    // To the fuel request through the sidebar.
    const sidebar = page.getByRole('navigation', { name: t.Dashboard.sidebarLabel });
    await tabTo(page, sidebar.getByRole('link', { name: t.Pages.fuelRequest.nav, exact: true }));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === localized('ka', '/dashboard/fuel-request'));

    // The order: a product chosen with the arrows, the liters typed, placed with Enter.
    const form = page.getByRole('form', { name: t.Orders.form.title });
    await form
      .getByRole('button', { name: t.Orders.form.submit, exact: true })
      .and(page.locator(':enabled'))
      .waitFor();
    const product = form.getByLabel(t.Orders.form.product, { exact: true });
    await tabTo(page, product);
    await arrowToOption(page, product, 'EURO_DIESEL');
    await tabTo(page, form.getByLabel(t.Orders.form.quantity.fuel, { exact: true }));
    await page.keyboard.type('120');
    await tabTo(page, form.getByRole('button', { name: t.Orders.form.submit, exact: true }));
    await page.keyboard.press('Enter');
    await page
      .getByRole('link', { name: new RegExp(t.Orders.form.openOrder.replace('{number}', '#\\d{6}')) })
      .waitFor();

    // The card: found by typing, blocked with Enter, unblocked with Space.
    await tabTo(page, sidebar.getByRole('link', { name: t.Pages.orderCard.nav, exact: true }), {
      backwards: true,
    });
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === localized('ka', '/dashboard/order-card'));
    await tabTo(page, page.getByLabel(t.Cards.table.search, { exact: true }));
    await page.keyboard.type(number);
    const row = page.getByRole('row').filter({ hasText: number });
    await row.getByTestId('card-status').filter({ hasText: t.Cards.statuses.active }).waitFor();
    // The row's actions are behind its menu button: Enter opens it on its first item (block), Enter picks it.
    const menu = row.getByRole('button', {
      name: t.Cards.table.menu.replace('{number}', number),
      exact: true,
    });
    await tabTo(page, menu);
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: t.Cards.actions.short.block, exact: true }).waitFor();
    await page.keyboard.press('Enter');
    await row.getByTestId('card-status').filter({ hasText: t.Cards.statuses.blocked }).waitFor();
    await page.getByText(t.Cards.actions.blocked.replace('{number}', number)).waitFor();

    // The menu gives the focus back to its button; Space opens it again, now on "unblock".
    if (!(await isFocused(menu))) await tabTo(page, menu, { backwards: true });
    await page.keyboard.press('Space');
    const unblock = page.getByRole('menuitem', { name: t.Cards.actions.short.unblock, exact: true });
    await unblock.waitFor();
    expect(await isFocused(unblock)).toBe(true);
    await page.keyboard.press('Space');
    await row.getByTestId('card-status').filter({ hasText: t.Cards.statuses.active }).waitFor();
    await page.getByText(t.Cards.actions.unblocked.replace('{number}', number)).waitFor();

    await expectNoMissingMessages(page, problems);
    expect(problems).toEqual([]);
    await page.close();
    // A whole working session by keyboard on a loaded machine: more than the suite's default minute.
  }, 240_000);
});
