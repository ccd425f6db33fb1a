import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { severeViolations } from './support/axe';
import { launchBrowser, watchConsole, watchRequests } from './support/browser';
import {
  catalogues,
  expectNoMissingMessages,
  fleetAvailable,
  localized,
  signedInContext,
} from './support/portal';

// Vehicles and groups, in both languages, as the demo company's main admin: a duplicate registration
// number is refused on its field (what was typed stays); a vehicle moves between groups only after the
// confirmation; a CSV file with one bad row is refused with the per-row report and imports nothing.

const fleet = await fleetAvailable(inject('serverUrl'));

let browser: Browser;
let manager: BrowserContext;
beforeAll(async () => {
  browser = await launchBrowser();
  if (fleet) manager = await signedInContext(browser, inject('portalUrl'));
});
afterAll(async () => {
  await manager?.close();
  await browser?.close();
});

for (const lang of ['en', 'ka'] as const) {
  describe.skipIf(!fleet)(`vehicles and groups (${lang})`, () => {
    const t = catalogues[lang];
    const v = t.Vehicles;
    const digits = `${Date.now()}`.slice(-3);
    // A Georgian plate of this run and language, typed the way people do (the server adds the dashes).
    const plate = `${lang === 'en' ? 'EN' : 'KA'}-${digits}-ZX`;
    const groups = [`North ${lang} ${digits}`, `South ${lang} ${digits}`];

    /** Waits for the status line of a save to say `message`. */
    const saysStatus = (page: Page, message: string) =>
      page.getByRole('status').filter({ hasText: message }).first().waitFor();

    it('adds a vehicle, then refuses its registration number again, keeping the form', async () => {
      const page = await manager.newPage();
      const problems = watchConsole(page);
      await page.goto(localized(lang, '/dashboard/vehicles'));
      await page.getByRole('link', { name: v.add, exact: true }).click();
      await page.waitForURL(`**${localized(lang, '/dashboard/vehicles/edit-vehicle')}`);
      const fill = async (number: string) => {
        const form = page.getByRole('form', { name: v.form.addTitle });
        await form.getByLabel(v.form.registrationNumber, { exact: true }).fill(number);
        await form.getByLabel(v.form.fuelType, { exact: true }).selectOption('EURO_DIESEL');
        await form.getByLabel(v.form.make, { exact: true }).fill('Volvo');
        await form.getByRole('button', { name: v.add, exact: true }).click();
      };
      // The format per type, from the server's schema, before anything is sent.
      await fill('E1-12-ZX');
      await page.getByText(v.validation.registrationFormat).waitFor();
      await fill(plate.replaceAll('-', ' ').toLowerCase());
      await page.waitForURL((url) => url.searchParams.has('id'));
      await saysStatus(page, v.created);
      expect(
        await page
          .getByRole('form', { name: v.form.editTitle })
          .getByLabel(v.form.registrationNumber, { exact: true })
          .inputValue(),
      ).toBe(plate);

      await page.goto(localized(lang, '/dashboard/vehicles/edit-vehicle'));
      await fill(plate);
      const form = page.getByRole('form', { name: v.form.addTitle });
      await form.getByRole('alert').filter({ hasText: v.errors.REGISTRATION_NUMBER_EXISTS }).waitFor();
      const field = form.getByLabel(v.form.registrationNumber, { exact: true });
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      expect(await field.inputValue()).toBe(plate);
      expect(await form.getByLabel(v.form.make, { exact: true }).inputValue()).toBe('Volvo');
      await expectNoMissingMessages(page, problems);
      await page.close();
    });

    it('moves the vehicle to another group only after the confirmation', async () => {
      const page = await manager.newPage();
      const problems = watchConsole(page);
      await page.goto(localized(lang, '/dashboard/vehicles/groups'));
      for (const name of groups) {
        await page.getByLabel(v.groups.name, { exact: true }).fill(name);
        await page.getByRole('button', { name: v.groups.create, exact: true }).click();
        await saysStatus(page, v.groups.created.replace('{name}', name));
      }

      const addTo = async (group: string) => {
        await page.getByRole('button', { name: `${v.groups.addVehicles}: ${group}`, exact: true }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByLabel(v.groups.addSearch, { exact: true }).fill(plate);
        await dialog.getByRole('checkbox', { name: new RegExp(plate) }).check();
        await dialog.getByRole('button', { name: v.groups.add, exact: true }).click();
      };
      await addTo(groups[0]!);
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      const groupRow = (name: string) => page.getByRole('row').filter({ hasText: name });
      await expect.poll(() => groupRow(groups[0]!).getByRole('link').textContent()).toBe('1');

      // Already in the first group: the server asks, and the page asks the user.
      await addTo(groups[1]!);
      const confirm = page.getByRole('alertdialog');
      await confirm.waitFor();
      expect(await confirm.textContent()).toContain(`${plate} (${groups[0]})`);
      await confirm.getByRole('button', { name: v.groups.move, exact: true }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await expect.poll(() => groupRow(groups[1]!).getByRole('link').textContent()).toBe('1');
      expect(await groupRow(groups[0]!).getByRole('link').textContent()).toBe('0');

      // The changes log has the move, by the main admin.
      await page.goto(localized(lang, '/dashboard/vehicles/changes'));
      const move = page.getByRole('row').filter({ hasText: `${groups[0]} → ${groups[1]}` });
      await move.waitFor();
      expect(await move.textContent()).toContain(plate);
      await expectNoMissingMessages(page, problems);
      await page.close();
    });

    it('refuses a CSV file with one bad row, shows the report and imports nothing', async () => {
      const page = await manager.newPage();
      const problems = watchConsole(page);
      await page.goto(localized(lang, '/dashboard/vehicles'));
      await page.getByRole('button', { name: v.csv.import, exact: true }).click();
      const dialog = page.getByRole('dialog');
      const good = `${lang === 'en' ? 'IE' : 'IK'}-${digits}-AA`;
      const csv = [
        'registrationNumber,fuelType,make,group',
        `${good},GAS,Ford,`,
        'NOT-A-PLATE,GAS,Ford,',
      ].join('\n');
      await dialog
        .getByLabel(v.csv.file, { exact: true })
        .setInputFiles({ name: 'vehicles.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await dialog.getByRole('button', { name: v.csv.submit, exact: true }).click();
      const report = dialog
        .getByRole('alert')
        .filter({ hasText: v.csv.reportTitle.split('}').pop()!.trim() });
      await report.waitFor();
      const rows = dialog.getByRole('row');
      // The header and one problem: line 3, its registration number.
      expect(await rows.count()).toBe(2);
      expect(await rows.nth(1).textContent()).toBe(`3registrationNumber${v.validation.registrationFormat}`);
      await dialog.getByRole('button', { name: v.csv.close }).click();

      await page.getByLabel(v.search, { exact: true }).fill(good);
      await page.getByRole('status').filter({ hasText: v.empty }).waitFor();
      await expectNoMissingMessages(page, problems);
      await page.close();
    });
  });
}

describe.skipIf(!fleet)('accessibility of the vehicles pages', () => {
  it.each([
    '/dashboard/vehicles',
    '/dashboard/vehicles/edit-vehicle',
    '/dashboard/vehicles/groups',
    '/dashboard/vehicles/changes',
  ])('%s has no serious or critical WCAG 2.2 AA violation', async (route) => {
    const page = await manager.newPage();
    await page.goto(route);
    await page.getByRole('heading', { level: 1 }).waitFor();
    if (route !== '/dashboard/vehicles/edit-vehicle') await page.getByRole('cell').first().waitFor();
    expect(await severeViolations(page)).toEqual([]);
    await page.close();
  });
});

describe.skipIf(!fleet)('at 375 px, by keyboard', () => {
  it.each(['en', 'ka'] as const)(
    'shows the vehicles as cards without scrolling sideways; the import dialog opens and closes by keyboard (%s)',
    async (lang) => {
      const t = catalogues[lang].Vehicles;
      // A context of its own: visiting /ka left the shared one preferring Georgian for unprefixed paths.
      const context = await signedInContext(browser, inject('portalUrl'));
      const page = await context.newPage();
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(localized(lang, '/dashboard/vehicles'));
      await page.getByRole('cell').first().waitFor();
      // What sticks out is named in the failure (a clipped element may stick out harmlessly).
      const wide = await page.evaluate(() =>
        [...document.querySelectorAll('body *')]
          .filter((element) => element.getBoundingClientRect().right > 375.5 && !element.closest('thead'))
          .slice(0, 6)
          .map(
            (element) =>
              `${element.tagName}.${element.className} ${Math.round(element.getBoundingClientRect().right)}`,
          ),
      );
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, wide.join(', ')).toBeLessThanOrEqual(375);
      const importButton = page.getByRole('button', { name: t.csv.import, exact: true });
      await importButton.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      expect(await dialog.evaluate((element) => element.getBoundingClientRect().width)).toBeLessThanOrEqual(
        375,
      );
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await importButton.evaluate((element) => element === document.activeElement)).toBe(true);
      await context.close();
    },
  );
});

describe.skipIf(!fleet)('dashboard links', () => {
  it('fetch no linked page while the vehicles page loads, and prefetch one when pointed at', async () => {
    const page = await manager.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    const prefetched: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.searchParams.has('_rsc')) prefetched.push(url.pathname);
    });
    const requests = watchRequests(page);
    // The sidebar links every dashboard page, the footer two public ones and each row its edit page:
    // Next's default prefetched them all as they came into view (53 page renders on the server).
    // In Georgian: its address says the language whatever the context's language cookie says.
    await page.goto(localized('ka', '/dashboard/vehicles'));
    await page.locator('a[href*="edit-vehicle?id="]').first().waitFor();
    await requests.settled();
    expect(prefetched).toEqual([]);
    const { Dashboard, Pages } = catalogues.ka;
    const sidebar = page.getByRole('navigation', { name: Dashboard.sidebarLabel });
    await sidebar.getByRole('link', { name: Pages.users.nav, exact: true }).hover();
    await expect.poll(() => prefetched).toContain(localized('ka', '/dashboard/users'));
    await page.close();
  });
});
