import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hydrated, launchBrowser, watchConsole } from './support/browser';
import {
  catalogues,
  expectNoMissingMessages,
  fleetAvailable,
  type Lang,
  localized,
  signedInContext,
} from './support/portal';

// Points and reports of the demo company, whose purchases, points and top-up the seed sent through the
// authorization: a transfer over the balance (refused in the form), one the server refuses ('Points not
// transferred'), one within it and its line in the details; the reports' CSV and XLSX read back.

const fleet = await fleetAvailable(inject('serverUrl'));

let browser: Browser;
let context: BrowserContext;
beforeAll(async () => {
  browser = await launchBrowser();
  if (fleet) context = await signedInContext(browser, inject('portalUrl'));
});
afterAll(() => browser?.close());

/** Types into a field once the form has hydrated (its submit button enables). */
async function openTransfer(page: Page, lang: Lang) {
  const t = catalogues[lang].Points;
  await page.goto(localized(lang, '/dashboard/transfer-points'));
  await page.getByTestId('points-gel').waitFor();
  const submit = page.getByRole('button', { name: t.transfer, exact: true });
  await expect.poll(() => submit.isEnabled(), { timeout: 20_000 }).toBe(true);
  return { t, submit };
}

async function fill(page: Page, lang: Lang, card: string, amount: string) {
  const t = catalogues[lang].Points;
  await page.getByLabel(t.cardNumber, { exact: true }).fill(card);
  await page.getByLabel(t.amount, { exact: true }).fill(amount);
}

describe.skipIf(!fleet)('transfer points', () => {
  it.each(['en', 'ka'] as const)(
    'refuses more than the balance, and transfers within it (%s)',
    async (lang) => {
      const page = await context.newPage();
      const problems = watchConsole(page);
      const { t, submit } = await openTransfer(page, lang);
      const before = await page.getByTestId('points-gel').textContent();

      await fill(page, lang, 'GF0003', '99999999');
      await submit.click();
      await expect
        .poll(() => page.getByText(catalogues[lang].FleetValidation.overBalance).isVisible())
        .toBe(true);

      // The truck's card has a limit in liters only: the server refuses, the balance stays.
      await fill(page, lang, 'GF0001', '0.01');
      await submit.click();
      const refused = page.getByRole('alert').filter({ hasText: t.notTransferred });
      await expect
        .poll(() => refused.textContent())
        .toBe(`${t.notTransferred} ${t.refusals.CARD_HAS_NO_GEL_LIMIT}`);
      expect(await page.getByTestId('points-gel').textContent()).toBe(before);

      await fill(page, lang, 'gf0003', '0.01');
      await submit.click();
      await expect.poll(() => page.getByRole('status').filter({ hasText: t.transferred }).count()).toBe(1);
      await expect.poll(() => page.getByTestId('points-gel').textContent()).not.toBe(before);
      await expectNoMissingMessages(page, problems);

      await page.goto(localized(lang, '/dashboard/transfer-points/details'));
      const firstRow = page.getByRole('table').getByRole('row').nth(1);
      await expect.poll(() => firstRow.textContent(), { timeout: 20_000 }).toContain(t.kinds.card_topup);
      expect(await firstRow.textContent()).toContain('GF0003');
      await page.close();
    },
  );
});

describe.skipIf(!fleet)('reports', () => {
  async function download(page: Page, region: string, button: string) {
    const target = page.getByRole('region', { name: region }).getByRole('button', { name: button });
    // The reports come with the page: a click before it has hydrated would be lost.
    await hydrated(target);
    const [file] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), target.click()]);
    return readFile((await file.path())!);
  }

  it('exports the transactions as CSV and XLSX whose rows read back', async () => {
    // A fresh context: the Georgian pages above left the locale cookie on the shared one.
    const english = await signedInContext(browser, inject('portalUrl'));
    const page = await english.newPage();
    const t = catalogues.en.Reports;
    await page.goto('/dashboard/reports');
    await page.getByTestId('total-amount').waitFor({ timeout: 30_000 });

    const csv = (await download(page, t.transactions, t.download.csv))
      .toString('utf8')
      .replace(/^\uFEFF/, '');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]!.startsWith('Time (Tbilisi),Card,Station,Product,Liters')).toBe(true);
    expect(lines.length).toBeGreaterThan(50);
    // Every row names its card (the demo's, and those other browser tests issue and use).
    expect(lines.slice(1).every((line) => /^[^,]+,[A-Z0-9]{6},/.test(line))).toBe(true);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      (await download(page, t.transactions, t.download.xlsx)) as unknown as ArrayBuffer,
    );
    const sheet = workbook.getWorksheet('Transactions')!;
    expect(sheet.getRow(1).getCell(2).value).toBe('Card');
    expect(sheet.rowCount).toBe(lines.length);
    await english.close();
  });

  it('exports the consumption report headed in Georgian', async () => {
    const page = await context.newPage();
    const t = catalogues.ka.Reports;
    await page.goto(localized('ka', '/dashboard/reports'));
    await page.getByTestId('total-amount').waitFor({ timeout: 30_000 });
    const csv = (await download(page, t.consumption, t.download.csv)).toString('utf8').replace(/^\uFEFF/, '');
    const [header, ...rows] = csv.trim().split('\r\n');
    expect(header).toBe('პროდუქტი,ლიტრი,"თანხა, ₾",შესყიდვები');
    expect(rows.length).toBeGreaterThanOrEqual(3);
    await page.close();
  });
});
