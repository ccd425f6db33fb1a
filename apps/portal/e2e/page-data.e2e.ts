import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hydrated, launchBrowser, watchRequests } from './support/browser';
import { managerFleet, signedInContext } from './support/portal';
import { catalogues } from './support/sign-in';

// features/dashboard/page-data.ts: a dashboard page comes with its first data, read on the server with
// the page, and the browser does not read it again as the page mounts; what the user changes is still
// read from the platform.

const portalUrl = inject('portalUrl');
const serverUrl = inject('serverUrl');

describe('dashboard pages that come with their data', () => {
  let browser: Browser;
  let context: BrowserContext;
  beforeAll(async () => {
    browser = await launchBrowser();
    context = await signedInContext(browser, portalUrl);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  /** The HTML the server sends for `path`, before any of the page's code runs. */
  const html = async (path: string) => (await context.request.get(`${portalUrl}${path}`)).text();

  /** The platform reads (GET) the browser makes from `path`'s load until `selector` has hydrated and all is quiet. */
  async function readsOnLoad(page: Page, path: string, selector: string): Promise<string[]> {
    const reads: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'GET' && request.url().startsWith(`${serverUrl}/api/v2/`)) {
        reads.push(request.url().slice(serverUrl.length));
      }
    });
    const requests = watchRequests(page);
    await page.goto(path);
    await hydrated(page.locator(selector).first());
    await requests.settled();
    return reads;
  }

  it.each(['/dashboard/vehicles', '/ka/dashboard/vehicles'])(
    '%s: the first rows are in the HTML; the browser reads the list only when the user sorts',
    async (path) => {
      expect(await html(path)).toContain('/dashboard/vehicles/edit-vehicle?id=');
      const page = await context.newPage();
      try {
        const onLoad = await readsOnLoad(page, path, 'th button');
        expect(onLoad.filter((url) => /\/fleet\/(vehicles|groups)\?/.test(url))).toEqual([]);
        const sorted = page.waitForRequest((request) => request.url().includes('/api/v2/fleet/vehicles?'));
        await page.locator('th button').first().click();
        expect((await sorted).url()).toContain('order=desc');
      } finally {
        await page.close();
      }
    },
  );

  it('a malformed address still renders the page: the read the platform refuses is left to the browser', async () => {
    const response = await context.request.get(
      `${portalUrl}/dashboard/vehicles?sort=nope&page=-3&status=bogus`,
    );
    expect(response.status()).toBe(200);
    const sent = await response.text();
    expect(sent).toContain('<h1');
    expect(sent).not.toContain('/dashboard/vehicles/edit-vehicle?id=');
    // The browser asks once: a refusal is shown at once, not retried as a failure would be.
    const page = await context.newPage();
    try {
      const reads: string[] = [];
      page.on('request', (request) => {
        const url = request.url();
        if (request.method() === 'GET' && url.startsWith(`${serverUrl}/api/v2/fleet/vehicles?`))
          reads.push(url);
      });
      const requests = watchRequests(page);
      await page.goto('/dashboard/vehicles?sort=nope&page=-3&status=bogus');
      const refused = [catalogues.en.DataTable.error, catalogues.ka.DataTable.error];
      await page
        .getByRole('alert')
        .filter({ hasText: new RegExp(refused.join('|')) })
        .waitFor();
      await requests.settled();
      expect(reads).toHaveLength(1);
    } finally {
      await page.close();
    }
  });

  it('/dashboard/reports: the figures are in the HTML and not read again as the page mounts', async () => {
    const sent = await html('/dashboard/reports');
    expect(sent).toContain('<figcaption');
    // The transactions' rows (their labels are in the page's language, the session's choice).
    expect(sent).toMatch(/<td data-label="[^"]+" data-mobile="primary">[^<]+<\/td>/);
    expect(sent).not.toContain('aria-busy="true"');
    const page = await context.newPage();
    try {
      const onLoad = await readsOnLoad(page, '/dashboard/reports', 'td[data-mobile="primary"]');
      expect(onLoad.filter((url) => /\/fleet\/(reports|transactions)/.test(url))).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('/dashboard/fuel-request/order-history?opened=: the opened order is in the HTML, not read again', async () => {
    const [order] = (await (await managerFleet(serverUrl)).orders.list({ limit: 1 })).items;
    const path = `/dashboard/fuel-request/order-history?opened=${order!.id}`;
    expect(await html(path)).toContain('data-testid="order-detail"');
    const page = await context.newPage();
    try {
      const onLoad = await readsOnLoad(page, path, '[data-testid="order-detail"] button');
      expect(onLoad.filter((url) => url.includes(`/fleet/orders/${order!.id}`))).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('/dashboard/notifications: the first page of notices is in the HTML, not read again', async () => {
    expect(await html('/dashboard/notifications')).toContain('data-testid="notification"');
    const page = await context.newPage();
    try {
      const onLoad = await readsOnLoad(page, '/dashboard/notifications', '[data-testid="notification"]');
      expect(onLoad.filter((url) => url.startsWith('/api/v2/notification?'))).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
