import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pdfText } from '../../server/src/test/pdf-text';
import { hydrated, launchBrowser, watchConsole } from './support/browser';
import {
  catalogues,
  expectNoMissingMessages,
  fleetAvailable,
  localized,
  signedInContext,
} from './support/portal';

// The demo company's reconciliation statement (its seeded purchases, points and orders), in Georgian:
// the table, its PDF read back, the printed page without the frame, and a failed download.

const fleet = await fleetAvailable(inject('serverUrl'));
const t = catalogues.ka.Reports;

let browser: Browser;
let context: BrowserContext;
beforeAll(async () => {
  browser = await launchBrowser();
  if (fleet) context = await signedInContext(browser, inject('portalUrl'));
});
afterAll(() => browser?.close());

/** A Tbilisi date `days` from today, `YYYY-MM-DD`. */
const tbilisiDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tbilisi' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

/** The sign and digits of an amount, however the page's or the PDF's locale groups and separates them. */
const digitsOf = (text: string) => text.replace(/\u2212/g, '-').replace(/[^\d-]/g, '');

async function openStatement(page: Page, from: string, to: string) {
  await page.goto(localized('ka', `/dashboard/reports?view=statement&from=${from}&to=${to}`));
  return page.getByRole('region', { name: t.statement.title });
}

describe.skipIf(!fleet)('the reconciliation statement', () => {
  it('shows the statement in Georgian and downloads it as a PDF that reads back', async () => {
    const page = await context.newPage();
    const problems = watchConsole(page);
    const statement = await openStatement(page, tbilisiDay(-30), tbilisiDay(0));
    const closing = statement.getByTestId('closing-money');
    await closing.waitFor({ timeout: 30_000 });
    expect(await page.getByRole('tab', { name: t.views.statement }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const money = statement.getByRole('table', { name: t.statement.balances.money });
    expect(await money.getByRole('row', { name: new RegExp(t.statement.opening) }).count()).toBe(1);
    expect(await money.textContent()).toContain(catalogues.ka.FuelProducts.EURO_DIESEL);
    const points = statement.getByRole('table', { name: t.statement.balances.points });
    expect(await points.textContent()).toContain(catalogues.ka.Points.kinds.earned);
    await expectNoMissingMessages(page, problems);

    // The statement comes with the page: a click before it has hydrated would be lost.
    const pdfButton = statement.getByRole('button', { name: t.download.pdf });
    await hydrated(pdfButton);
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      pdfButton.click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^statement-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.pdf$/);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(new Uint8Array(bytes));
    expect(text).toContain(t.statement.title);
    expect(text).toContain(t.statement.closing);
    // The money account's closing line, the first of the two: the page's amount.
    const closingLine = text.split('\n').find((line) => line.startsWith(t.statement.closing));
    expect(digitsOf(closingLine!)).toBe(digitsOf((await closing.textContent())!));
    expect(await statement.getByRole('alert').count()).toBe(0);
    await page.close();
  });

  it('prints the statement without the frame or the controls', async () => {
    const page = await context.newPage();
    const statement = await openStatement(page, tbilisiDay(-7), tbilisiDay(0));
    await statement.getByTestId('closing-points').waitFor({ timeout: 30_000 });
    const frame = [
      page.getByTestId('frame-company'),
      page.getByRole('navigation', { name: catalogues.ka.Dashboard.sidebarLabel }),
      page.getByRole('tab', { name: t.views.statement }),
      statement.getByRole('button', { name: t.download.pdf }),
      statement.getByRole('button', { name: t.print }),
    ];
    for (const part of frame) expect(await part.isVisible()).toBe(true);
    await page.emulateMedia({ media: 'print' });
    for (const part of frame) expect(await part.isVisible()).toBe(false);
    expect(await statement.getByRole('table', { name: t.statement.balances.money }).isVisible()).toBe(true);
    expect(await statement.getByTestId('closing-points').isVisible()).toBe(true);
    await page.close();
  });

  it('says the table was not downloaded when the server refuses the period', async () => {
    const page = await context.newPage();
    // More than a year: the server refuses the statement and its PDF (400).
    const statement = await openStatement(page, tbilisiDay(-800), tbilisiDay(0));
    await statement.getByRole('alert').waitFor({ timeout: 30_000 });
    await statement.getByRole('button', { name: t.download.pdf }).click();
    await expect
      .poll(() => statement.getByRole('alert').filter({ hasText: t.notDownloaded }).count())
      .toBe(1);
    await page.close();
  });
});
