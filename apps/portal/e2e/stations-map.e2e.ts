import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, watchConsole } from './support/browser';
import { seed } from './support/platform';
import { catalogues, expectNoMissingMessages, type Lang, localized } from './support/portal';

// The stations map: the seeded stations as a list and a Leaflet map, filters that narrow both, a
// city search in either language, keyboard-reachable markers, and no request beyond the portal and
// the platform when no tile URL is set.

type Station = {
  code: string;
  city: { en: string; ka: string };
  name: { en: string; ka: string };
  products: string[];
  services: string[];
};
const stations = (seed.entries.station ?? []).map((entry) => entry.data as unknown as Station);

let browser: Browser;
// One context per language, so the language cookie of one never redirects the other.
const contexts = {} as Record<Lang, BrowserContext>;
beforeAll(async () => {
  browser = await launchBrowser();
  for (const lang of ['en', 'ka'] as Lang[])
    contexts[lang] = await browser.newContext({ baseURL: inject('portalUrl') });
});
afterAll(async () => {
  for (const context of Object.values(contexts)) await context.close();
  await browser?.close();
});

const listItems = (page: Page, lang: Lang) =>
  page
    .getByRole('region', { name: catalogues[lang].StationsMap.list, exact: true })
    .getByRole('heading', { level: 3 });
const markers = (page: Page) => page.locator('.leaflet-marker-pane .station-marker');
/** Stations the map shows: a marker stands for one station or, where they would overlap, a group. */
const stationsOnMap = (page: Page) =>
  markers(page).evaluateAll((elements) =>
    elements.reduce((sum, element) => sum + Number(element.getAttribute('data-count') ?? 0), 0),
  );

type Box = { left: number; top: number; right: number; bottom: number };
const overlap = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
/** The town names the map shows (not hidden), with their boxes. */
const shownTownNames = (page: Page) =>
  page.locator('.city-label span').evaluateAll((elements) =>
    elements
      .filter((element) => getComputedStyle(element).visibility !== 'hidden')
      .map((element) => ({
        text: element.textContent ?? '',
        box: element.getBoundingClientRect().toJSON() as {
          left: number;
          top: number;
          right: number;
          bottom: number;
        },
      })),
  );

async function openMap(lang: Lang, viewport?: { width: number; height: number }) {
  const page = await contexts[lang].newPage();
  if (viewport) await page.setViewportSize(viewport);
  const problems = watchConsole(page);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const response = await page.goto(localized(lang, '/stations-map'));
  expect(response?.status()).toBe(200);
  await expect.poll(() => stationsOnMap(page), { timeout: 20_000 }).toBe(stations.length);
  return { page, problems, requests };
}

async function expectBoth(page: Page, lang: Lang, count: number) {
  await expect.poll(() => listItems(page, lang).count()).toBe(count);
  await expect.poll(() => stationsOnMap(page)).toBe(count);
  expect(await page.getByRole('status').first().textContent()).toContain(String(count));
}

describe.each(['en', 'ka'] as Lang[])('stations map in %s', (lang) => {
  const t = catalogues[lang].StationsMap;

  it('renders every station in the list and on the map, on the bundled outline only', async () => {
    const { page, problems, requests } = await openMap(lang);
    expect(await listItems(page, lang).count()).toBe(stations.length);
    const names = await listItems(page, lang).allTextContents();
    expect(names).toEqual(expect.arrayContaining(stations.map((station) => station.name[lang])));
    // No tile URL configured: Georgia's outline is drawn and nothing is fetched from elsewhere.
    expect(await page.locator('.leaflet-overlay-pane path').count()).toBeGreaterThan(0);
    expect(await page.locator('.leaflet-tile').count()).toBe(0);
    const hosts = new Set(requests.map((url) => new URL(url).hostname));
    expect([...hosts].filter((host) => !['localhost', '127.0.0.1'].includes(host))).toEqual([]);
    await expectNoMissingMessages(page, problems);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('narrows the list and the map together by fuel, service and city', async () => {
    const { page } = await openMap(lang);
    const names = catalogues[lang].StationsMap;
    await page.getByRole('checkbox', { name: names.productNames.gas, exact: true }).check();
    await expectBoth(page, lang, stations.filter((station) => station.products.includes('Gas')).length);
    await page.getByRole('checkbox', { name: names.serviceNames.carWash, exact: true }).check();
    await expectBoth(
      page,
      lang,
      stations.filter((station) => station.products.includes('Gas') && station.services.includes('car-wash'))
        .length,
    );
    await page.getByRole('button', { name: t.clear }).click();
    await expectBoth(page, lang, stations.length);

    const city = page.getByRole('searchbox', { name: t.city });
    const batumi = stations.filter((station) => station.city.en === 'Batumi').length;
    await city.fill('ბათუმ');
    await expectBoth(page, lang, batumi);
    await city.fill('BÁTUMI'); // any case, accents ignored
    await expectBoth(page, lang, batumi);
    await city.fill('Paris');
    await expectBoth(page, lang, 0);
    expect(await page.getByText(t.noResults).isVisible()).toBe(true);
    await page.close();
  });

  it('reaches markers by keyboard: Enter opens a station, or zooms into a group; the list pans the map', async () => {
    const { page } = await openMap(lang);
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        return {
          marker: element.classList.contains('station-marker'),
          role: element.getAttribute('role'),
          name: element.getAttribute('aria-label') ?? '',
          count: Number(element.getAttribute('data-count')),
        };
      });
    await page.locator('.stations-map').focus();
    await page.keyboard.press('Tab');
    expect(await focused()).toMatchObject({ marker: true, role: 'button' });

    // Tab through the markers to a group (stations that would overlap) and one on its own.
    let group = false;
    let single: string | undefined;
    for (let step = 0; step < stations.length && !(group && single); step++) {
      const current = await focused();
      if (!current.marker) break;
      if (current.count > 1 && !group) {
        group = true;
        expect(current.name).toContain(t.clusterZoom);
        // Zooming in splits the group: more markers for the same stations.
        const before = await markers(page).count();
        await page.keyboard.press('Enter');
        await expect.poll(() => markers(page).count()).toBeGreaterThan(before);
        expect(await stationsOnMap(page)).toBe(stations.length);
        await page.locator('.stations-map').focus();
      } else if (current.count === 1 && !single) {
        single = current.name;
        expect(stations.map((station) => station.name[lang])).toContain(single);
        await page.keyboard.press('Enter');
        await expect.poll(() => page.locator('.leaflet-popup').textContent()).toContain(single);
        await page.keyboard.press('Escape');
        await page.locator('.stations-map').focus();
      }
      await page.keyboard.press('Tab');
    }
    expect(single).toBeDefined();

    const target = stations.find((station) => station.code === 'TBS-06')!;
    const button = page.getByRole('button', { name: `${t.showOnMap}: ${target.name[lang]}` });
    await button.click();
    expect(await button.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.locator('.leaflet-popup').textContent()).toContain(target.name[lang]);
    await page.close();
  });

  it('names the towns on a phone, the capital among them, no name touching a marker or another name', async () => {
    const { page } = await openMap(lang, { width: 375, height: 800 });
    const capital = t.cities.tbilisi;
    await expect
      .poll(() => shownTownNames(page).then((names) => names.map((name) => name.text)))
      .toContain(capital);
    const names = await shownTownNames(page);
    expect(names.length).toBeGreaterThanOrEqual(5);
    const markerBoxes = await markers(page).evaluateAll((elements) =>
      elements.map((element) => element.getBoundingClientRect().toJSON() as Box),
    );
    const mapBox = (await page.locator('.stations-map').boundingBox())!;
    for (const [index, name] of names.entries()) {
      expect(name.box.left).toBeGreaterThanOrEqual(mapBox.x);
      expect(name.box.right).toBeLessThanOrEqual(mapBox.x + mapBox.width);
      const others = [
        ...markerBoxes,
        ...names.filter((_, other) => other !== index).map((other) => other.box),
      ];
      expect(
        others.filter((other) => overlap(name.box, other)),
        name.text,
      ).toEqual([]);
    }
    await page.close();
  });

  it('puts the map beside the list on a desktop and above it on a phone', async () => {
    const { page } = await openMap(lang);
    const map = page.locator('.stations-map');
    const list = page.getByRole('region', { name: t.list, exact: true });
    const [mapBox, listBox] = [await map.boundingBox(), await list.boundingBox()];
    expect(mapBox!.x).toBeGreaterThan(listBox!.x + listBox!.width - 1);
    await page.setViewportSize({ width: 375, height: 800 });
    await expect.poll(async () => (await map.boundingBox())!.y < (await list.boundingBox())!.y).toBe(true);
    expect((await map.boundingBox())!.width).toBeLessThanOrEqual(375);
    await page.close();
  });
});
