import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, watchConsole } from './support/browser';

// The walking skeleton: the product started as `npm start` starts it serves the portal home in both
// languages and the server's health and API reference.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('smoke', () => {
  it('serves the server health and Swagger UI', async () => {
    const health = await fetch(`${inject('serverUrl')}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', database: { status: 'up', driver: 'pglite' } });
    const docs = await fetch(`${inject('serverUrl')}/docs/`);
    expect(await docs.text()).toContain('swagger-ui');
  });

  it.each([
    { path: '/', lang: 'en', banner: /beta/i },
    { path: '/ka', lang: 'ka', banner: /ბეტა/ },
  ])('renders the home page in $lang', async ({ path, lang, banner }) => {
    const page = await browser.newPage();
    const problems = watchConsole(page);
    const response = await page.goto(`${inject('portalUrl')}${path}`);
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe(lang);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await page.getByText(banner).first().isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });
});
