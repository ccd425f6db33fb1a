import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { dashboardPages } from '../src/features/dashboard/routes';
import { launchBrowser, watchConsole, watchRequests } from './support/browser';
import { expectNoMissingMessages, fleetAvailable, localized, signedInContext } from './support/portal';

// Every Georgian dashboard page, signed in as the demo manager, in Debian's Chromium (which has no
// Georgian locale data): no English month or weekday, no AM/PM and no English-grouped or English
// decimal number in the page's content; and the dates and numbers the server rendered are the ones
// the hydrated page shows (a difference would also be a hydration error on the console).

const fleet = await fleetAvailable(inject('serverUrl'));

/** What a Georgian page must not show, each with a name for the failure message. */
const ENGLISH = {
  month:
    /\b(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\b/,
  weekday: /\b(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Mon|Tue|Wed|Thu|Fri|Sat|Sun)\b/,
  clock: /\d\s?(?:AM|PM|am|pm)\b/,
  // "31,432" or "1,812.79": a comma between thousands.
  grouped: /\d,\d{3}(?!\d)/,
  // "95.66": a decimal point (a Georgian day, 26.11.2026, has two dots and is not one).
  decimal: /(?<![\d.])\d+\.\d{1,2}(?![\d.])/,
};

/** The Georgian dates and times a page prints: "26.11.2026", "26.11.2026, 21:21", "20 ნოემბერი, 2026". */
const DATES = /\d{2}\.\d{2}\.\d{4}(?:, \d{2}:\d{2})?|\d{1,2} [ა-ჰ]+, \d{4}/g;

/** Where to keep each page's screenshots at 1280 and 375 px, when asked (E2E_SCREENSHOTS=<folder>). */
const SHOTS = process.env.E2E_SCREENSHOTS;

async function screenshot(page: Page, href: string, width: number) {
  if (!SHOTS) return;
  await mkdir(SHOTS, { recursive: true });
  const name = href.replace(/^\//, '').replaceAll('/', '-');
  await page.screenshot({ path: path.join(SHOTS, `ka-${name}-${width}.png`), fullPage: true });
}

/** Fails on the first English date, clock or number in `text`. */
function expectGeorgian(text: string, where: string) {
  for (const [name, pattern] of Object.entries(ENGLISH)) {
    const found = pattern.exec(text)?.[0];
    expect(found, `${name} "${found}" on ${where}`).toBeUndefined();
  }
}

let browser: Browser;
let context: BrowserContext;
let serverOnly: BrowserContext;
beforeAll(async () => {
  browser = await launchBrowser();
  if (!fleet) return;
  context = await signedInContext(browser, inject('portalUrl'));
  // The same session without JavaScript: what the server rendered, before React hydrates it.
  serverOnly = await browser.newContext({
    baseURL: inject('portalUrl'),
    storageState: await context.storageState(),
    javaScriptEnabled: false,
  });
});
afterAll(async () => {
  await serverOnly?.close();
  await context?.close();
  await browser?.close();
});

/** The main content's text once its data has arrived (nothing is loading any more). */
async function mainText(page: Page, requests: ReturnType<typeof watchRequests>): Promise<string> {
  await page.getByRole('heading', { level: 1 }).waitFor();
  await requests.settled();
  await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'));
  return page.locator('main').innerText();
}

describe.skipIf(!fleet)('Georgian dashboard pages', () => {
  it.each(dashboardPages)(
    '$href prints dates and numbers the Georgian way, at 1280 and 375 px',
    async ({ href }) => {
      const path = localized('ka', href);
      const page = await context.newPage();
      const problems = watchConsole(page);
      const requests = watchRequests(page);
      await page.goto(path);
      const text = await mainText(page, requests);
      expectGeorgian(text, `${path} at 1280 px`);
      await screenshot(page, href, 1280);
      // A phone's layout (list items instead of table rows) prints the same data its own way.
      await page.setViewportSize({ width: 375, height: 812 });
      expectGeorgian(await mainText(page, requests), `${path} at 375 px`);
      await screenshot(page, href, 375);

      const rendered = await serverOnly.newPage();
      await rendered.goto(path);
      const serverText = await rendered.locator('main').innerText();
      await rendered.close();
      for (const date of serverText.match(DATES) ?? [])
        expect(text, `${date} from the server`).toContain(date);

      await expectNoMissingMessages(page, problems);
      // A server text that differs from the browser's is a hydration error here.
      expect(problems).toEqual([]);
      await page.close();
    },
  );
});

describe.skipIf(!fleet)('the lari sign', () => {
  // Debian's system font (DejaVu Sans) has no ₾: it must come from the bundled Latin Extended face,
  // never be drawn as the system font's empty box.
  it.each(['ka', 'en'] as const)('is drawn from the bundled font on the dashboard (%s)', async (lang) => {
    const page = await context.newPage();
    await page.goto(localized(lang, '/dashboard'));
    // The element holding the first text with the sign (the top bar's balance).
    await page.waitForFunction(() => {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        if (text.textContent?.includes('₾') && text.parentElement) {
          text.parentElement.setAttribute('data-lari-probe', '');
          return true;
        }
      }
      return false;
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const fontsOfBalance = async () => {
      const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
      const { nodeId } = await cdp.send('DOM.querySelector', {
        nodeId: root.nodeId,
        selector: '[data-lari-probe]',
      });
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      return fonts;
    };
    await expect.poll(async () => (await fontsOfBalance()).some((font) => font.isCustomFont)).toBe(true);
    await page.close();
  });
});
