import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { severeViolations } from './support/axe';
import { launchBrowser, watchConsole } from './support/browser';
import {
  catalogues,
  expectNoMissingMessages,
  fleetAvailable,
  type Lang,
  localized,
  signedInContext,
} from './support/portal';

// The demo manager's home (the overview blocks from the demo data) and the reports' charts, in both
// languages at 1280 and 375 px: drawn with a size, readable by axe, and kept as screenshots to look at.

const fleet = await fleetAvailable(inject('serverUrl'));
const SHOTS = path.join(tmpdir(), 'portal-e2e-screens', 'overview');
const WIDTHS = [1280, 375] as const;

let browser: Browser;
let context: BrowserContext;
beforeAll(async () => {
  browser = await launchBrowser();
  if (fleet) context = await signedInContext(browser, inject('portalUrl'));
  await mkdir(SHOTS, { recursive: true });
});
afterAll(() => browser?.close());

async function open(lang: Lang, width: number, route: string) {
  const page = await context.newPage();
  await page.setViewportSize({ width, height: 900 });
  const problems = watchConsole(page);
  // A Georgian page sets the language cookie, which would send the next English (unprefixed) address to
  // Georgian: each page starts from the language it asks for.
  await context.addCookies([{ name: 'NEXT_LOCALE', value: lang, url: inject('portalUrl') }]);
  await page.goto(localized(lang, route));
  return { page, problems };
}

/** The element's drawn size in CSS pixels. */
async function sizeOf(page: Page, testId: string) {
  const box = await page.getByTestId(testId).first().boundingBox();
  return { width: box?.width ?? 0, height: box?.height ?? 0 };
}

describe.skipIf(!fleet)('the home as an overview', () => {
  for (const lang of ['en', 'ka'] as const) {
    for (const width of WIDTHS) {
      it(`shows the demo company's blocks in ${lang} at ${width} px`, async () => {
        const t = catalogues[lang].OverviewBlocks;
        const { page, problems } = await open(lang, width, '/dashboard');
        const blocks = page.getByTestId('overview-blocks');
        await blocks.waitFor({ timeout: 60_000 });
        for (const title of [t.month.title, t.declines.title, t.orders.title, t.cards.title]) {
          expect(await blocks.getByRole('heading', { name: title }).count()).toBe(1);
        }
        // The demo's three months: purchases this month, orders waiting, a blocked card.
        expect(await page.getByTestId('month-purchases').textContent()).toMatch(/\d/);
        const orders = page.getByTestId('overview-orders');
        expect(await orders.getByRole('link', { name: /#\d{6}/ }).count()).toBeGreaterThan(0);
        expect(await page.getByTestId('overview-cards').textContent()).toContain(t.cards.blocked);
        const chart = await sizeOf(page, 'overview-chart');
        expect(chart.width).toBeGreaterThan(100);
        expect(chart.width).toBeLessThanOrEqual(width);
        expect(chart.height).toBeGreaterThan(40);
        await expectNoMissingMessages(page, problems);
        expect(await severeViolations(page)).toEqual([]);
        await page.screenshot({ path: path.join(SHOTS, `home-${lang}-${width}.png`), fullPage: true });
        await page.close();
      }, 120_000);
    }
  }
});

describe.skipIf(!fleet)('the reports’ charts', () => {
  for (const lang of ['en', 'ka'] as const) {
    for (const width of WIDTHS) {
      it(`draws consumption and spending over time and by group in ${lang} at ${width} px`, async () => {
        const t = catalogues[lang].ReportCharts;
        const { page, problems } = await open(lang, width, '/dashboard/reports?by=group');
        const charts = page.getByTestId('chart-canvas');
        await charts.nth(1).locator('svg').waitFor({ timeout: 60_000 });
        for (const index of [0, 1]) {
          // Two bars per period or group, and the axes' figures.
          expect(await charts.nth(index).locator('rect').count()).toBeGreaterThanOrEqual(2);
          expect(await charts.nth(index).locator('text').filter({ hasText: /\d/ }).count()).toBeGreaterThan(
            4,
          );
          const canvas = await charts.nth(index).locator('svg').boundingBox();
          expect(canvas?.width ?? 0).toBeGreaterThan(200);
          expect(canvas?.width ?? 0).toBeLessThanOrEqual(width);
          expect(canvas?.height ?? 0).toBeGreaterThan(150);
        }
        expect(await page.getByRole('heading', { name: t.trendMonthly }).count()).toBe(1);
        // Each chart says in words what it shows; the table beside it holds the figures.
        const captions = await page.getByTestId('consumption-chart').locator('figcaption').allTextContents();
        expect(captions).toHaveLength(2);
        for (const caption of captions) expect(caption).toMatch(/\d/);
        expect(await page.getByRole('table').count()).toBeGreaterThan(1);
        await expectNoMissingMessages(page, problems);
        expect(await severeViolations(page)).toEqual([]);
        await page.screenshot({ path: path.join(SHOTS, `reports-${lang}-${width}.png`), fullPage: true });
        await page.close();
      }, 120_000);
    }
  }
});
