import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { dashboardPages } from '../src/features/dashboard/routes';
import { launchBrowser } from './support/browser';
import { seededNewestFirst } from './support/platform';
import { fleetAvailable, type Lang, localized, managerFleet, signedInContext } from './support/portal';

// Every button and link of every dashboard page and public page can be reached, at 1280 px and 375 px,
// in English and Georgian, signed in as the demo manager: scrolled into view, its centre is not covered
// by another element (the chat launcher, a sticky bar) nor clipped by an ancestor it cannot be scrolled
// into, and no page is wider than the screen. One browser, one sign-in, every page in one loop per
// width and language. `E2E_SCREENSHOTS=<folder>` also keeps a full-page screenshot of each page.

const fleet = await fleetAvailable(inject('serverUrl'));
const screenshots = process.env.E2E_SCREENSHOTS;

const publicRoutes = [
  '/',
  '/blog',
  `/blog/${seededNewestFirst('blog-post')[0]?.slug}`,
  '/news',
  `/news/${seededNewestFirst('news')[0]?.slug}`,
  '/tenders',
  `/tenders/${seededNewestFirst('tender')[0]?.slug}`,
  '/contact',
  '/about',
  '/sign-in',
  '/sign-up',
  '/reset-password',
  '/stations-map',
];

/** The dashboard's pages from its one table, with the edit pages also opened on an existing record. */
async function dashboardRoutes(): Promise<string[]> {
  const company = await managerFleet(inject('serverUrl'));
  const [users, vehicles] = await Promise.all([company.users.list(), company.vehicles.list()]);
  const user = users.items[0];
  const vehicle = vehicles.items[0];
  return [
    ...dashboardPages.map((page) => page.href),
    ...(user ? [`/dashboard/users/edit-user?id=${user.id}`] : []),
    ...(vehicle ? [`/dashboard/vehicles/edit-vehicle?id=${vehicle.id}`] : []),
  ];
}

/**
 * Runs in the page: what keeps a visible button or link out of reach, as readable lines. Scrolls each
 * into view first (centred, so that a table's scroller brings a far column in), then asks the browser
 * which element is drawn at its centre.
 */
function unreachable(): string[] {
  const problems: string[] = [];
  const root = document.documentElement;
  if (root.scrollWidth > window.innerWidth)
    problems.push(`the page is ${root.scrollWidth} px wide on a ${window.innerWidth} px screen`);
  const describe = (element: Element) => {
    const text = (element.textContent || element.getAttribute('aria-label') || '').trim().slice(0, 40);
    const className = typeof element.className === 'string' ? element.className.split(' ')[0] : '';
    return `<${element.tagName.toLowerCase()}${className ? `.${className}` : ''}> "${text}"`;
  };
  // Visually hidden (a one-pixel clipped box, e.g. a phone's table headers) is for screen readers only.
  const visuallyHidden = (element: Element) => {
    for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
      const box = node.getBoundingClientRect();
      if ((box.width <= 1 || box.height <= 1) && getComputedStyle(node).overflow !== 'visible') return true;
    }
    return false;
  };
  const controls = document.querySelectorAll<HTMLElement>(
    'a[href], button, [role="button"], [role="link"], [role="tab"], summary',
  );
  for (const control of controls) {
    // The skip link shows on focus only; a map's markers are panned to, not scrolled to.
    if (control.matches('[href="#main-content"]') || control.closest('.leaflet-pane')) continue;
    if (!control.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    if (control.closest('[inert], [aria-hidden="true"]') || visuallyHidden(control)) continue;
    control.scrollIntoView({ block: 'center', inline: 'center' });
    // A link that wraps is aimed at on its first line: the centre of its box may fall between lines.
    const box = control.getClientRects()[0] ?? control.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) {
      problems.push(`${describe(control)} stays off screen at ${Math.round(x)},${Math.round(y)}`);
      continue;
    }
    for (
      let parent = control.parentElement;
      parent && parent !== document.body;
      parent = parent.parentElement
    ) {
      const { overflowX, overflowY } = getComputedStyle(parent);
      if (overflowX === 'visible' && overflowY === 'visible') continue;
      const frame = parent.getBoundingClientRect();
      if (x < frame.left || x > frame.right || y < frame.top || y > frame.bottom) {
        problems.push(`${describe(control)} is clipped by ${describe(parent).split(' ')[0]}`);
        break;
      }
    }
    const hit = document.elementFromPoint(x, y);
    if (hit && hit !== control && !control.contains(hit))
      problems.push(`${describe(control)} is covered by ${describe(hit)}`);
  }
  return [...new Set(problems)];
}

async function visit(page: Page, route: string) {
  const response = await page.goto(route);
  expect(response?.status(), route).toBe(200);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  // Tables and lists fill in after the first paint; measure once they have.
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  if (route.endsWith('/stations-map')) await page.locator('.station-marker').first().waitFor();
}

let browser: Browser;
// One context per language (the second reuses the first's stored sign-in), so that the language
// cookie a Georgian page sets never redirects an English address.
const contexts = {} as Record<Lang, BrowserContext>;
let routes: string[];
beforeAll(async () => {
  browser = await launchBrowser();
  for (const lang of ['en', 'ka'] as Lang[])
    contexts[lang] = fleet
      ? await signedInContext(browser, inject('portalUrl'))
      : await browser.newContext({ baseURL: inject('portalUrl') });
  routes = [...publicRoutes, ...(fleet ? await dashboardRoutes() : [])];
  if (screenshots) await mkdir(screenshots, { recursive: true });
});
afterAll(async () => {
  for (const context of Object.values(contexts)) await context.close();
  await browser?.close();
});

const cases = [1280, 375].flatMap((width) => (['en', 'ka'] as Lang[]).map((lang) => ({ width, lang })));

describe('reachability', () => {
  it.each(cases)(
    'every button and link is reachable at $width px in $lang, and no page is wider than the screen',
    async ({ width, lang }) => {
      const page = await contexts[lang].newPage();
      await page.setViewportSize({ width, height: width > 960 ? 800 : 740 });
      const problems: string[] = [];
      for (const route of routes) {
        const address = localized(lang, route);
        await visit(page, address);
        for (const problem of await page.evaluate(unreachable)) problems.push(`${address}: ${problem}`);
        if (screenshots) {
          const [pathname, query] = route.split('?');
          const name = `${width}-${lang}${pathname === '/' ? '-home' : pathname?.replaceAll('/', '-')}${query ? '-record' : ''}`;
          await page.evaluate(() => window.scrollTo(0, 0));
          await page.screenshot({ path: path.join(screenshots, `${name}.png`), fullPage: true });
        }
      }
      await page.close();
      expect(problems).toEqual([]);
    },
    600_000,
  );
});
