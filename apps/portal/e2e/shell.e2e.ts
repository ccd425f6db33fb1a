import { ProjectClient, UserClient } from '@fuel/sdk';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, watchConsole } from './support/browser';
import { catalogues, demoAccounts, demoAdmin, fleetAvailable, signedInContext } from './support/portal';

// The shell: the mobile menu, the live-chat widget and the stations map, the generic modal, the
// dashboard sidebar.

const fleet = await fleetAvailable(inject('serverUrl'));
const t = catalogues.en;

let browser: Browser;
let visitor: BrowserContext;
beforeAll(async () => {
  browser = await launchBrowser();
  visitor = await browser.newContext({ baseURL: inject('portalUrl') });
});
afterAll(async () => {
  await visitor?.close();
  await browser?.close();
});

describe('mobile menu at 375 px', () => {
  it('opens as a dialog, keeps focus inside, closes on Escape and gives focus back', async () => {
    const page = await visitor.newPage();
    await page.setViewportSize({ width: 375, height: 740 });
    const problems = watchConsole(page);
    await page.goto('/');
    expect(await page.getByRole('navigation', { name: t.SiteHeader.navLabel }).isVisible()).toBe(false);
    const trigger = page.getByRole('button', { name: t.SiteHeader.menu });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: t.SiteHeader.menuTitle });
    await dialog.waitFor();
    expect(await dialog.getByRole('link', { name: t.SiteFooter.news }).isVisible()).toBe(true);
    expect(await dialog.getByRole('link', { name: t.SiteHeader.signIn }).isVisible()).toBe(true);
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await trigger.evaluate((element) => element === document.activeElement)).toBe(true);

    await trigger.click();
    await dialog.getByRole('link', { name: t.SiteFooter.tenders }).click();
    await page.waitForURL('**/tenders');
    await dialog.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('links', () => {
  it('fetch no linked page while a public page loads, and prefetch one when pointed at', async () => {
    const page = await visitor.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).searchParams.has('_rsc')) fetched.push(new URL(request.url()).pathname);
    });
    // The header, the beta banner and the footer all link to pages of their own.
    await page.goto('/about', { waitUntil: 'networkidle' });
    expect(fetched).toEqual([]);
    const nav = page.getByRole('navigation', { name: t.SiteHeader.navLabel });
    // The CMS's navigation (see public-site.e2e.ts).
    await nav.getByRole('link', { name: 'Stations map' }).hover();
    await expect.poll(() => fetched).toContain('/stations-map');
    await page.close();
  });
});

describe('live-chat widget', () => {
  it('asks a visitor to sign in, loading its panel only when opened', async () => {
    const page = await visitor.newPage();
    await page.goto('/contact');
    await page.getByRole('button', { name: t.Chat.open }).click();
    const panel = page.getByRole('region', { name: t.Chat.title });
    await panel.waitFor();
    // The session is read first ("Connecting…"), then a visitor gets the prompt.
    await panel.getByText(t.Chat.signInPrompt).waitFor();
    expect(await panel.getByRole('link', { name: t.Chat.signIn }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    await page.close();
  });

  it('is removed 800 ms after entering the stations map and comes back on leaving', async () => {
    const page = await visitor.newPage();
    await page.goto('/');
    const launcher = page.getByRole('button', { name: t.Chat.open });
    await launcher.waitFor();
    // Measured in the page: from the click on the map link to the widget leaving the document.
    const removedAfter = page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const start = performance.now();
          const observer = new MutationObserver(() => {
            if (!document.querySelector('[data-chat-widget]')) {
              observer.disconnect();
              resolve(performance.now() - start);
            }
          });
          observer.observe(document.body, { childList: true, subtree: true });
        }),
    );
    await page.getByRole('contentinfo').getByRole('link', { name: t.SiteFooter.stationsMap }).click();
    await page.waitForURL('**/stations-map');
    const elapsed = await removedAfter;
    expect(elapsed).toBeGreaterThanOrEqual(750);
    expect(elapsed).toBeLessThan(5000);
    expect(await launcher.count()).toBe(0);

    await page.getByRole('contentinfo').getByRole('link', { name: t.SiteFooter.news }).click();
    await page.waitForURL('**/news');
    await launcher.waitFor();
    await page.close();
  });

  it('does not start on the stations map', async () => {
    const page = await visitor.newPage();
    await page.goto('/ka/stations-map');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForTimeout(300);
    expect(await page.getByRole('button', { name: catalogues.ka.Chat.open }).count()).toBe(0);
    await page.close();
  });
});

describe.skipIf(!fleet)('generic modal', () => {
  it('shows an error with Understood, closing on the button and on a click outside', async () => {
    const context = await browser.newContext({ baseURL: inject('portalUrl') });
    const page = await context.newPage();
    await page.goto('/sign-up');
    const code = page.getByLabel(t.SignUp.identificationCode, { exact: true });
    const check = page.getByRole('button', { name: t.SignUp.check, exact: true });
    await code.fill('999999999');
    await check.click();
    const modal = page.getByRole('dialog', { name: t.Modal.error });
    await modal.waitFor();
    expect(await modal.getByText(t.Errors.IC_NOT_FOUND).isVisible()).toBe(true);
    expect(await modal.getByRole('img', { name: t.Modal.error }).count()).toBe(1);
    await modal.getByRole('button', { name: t.Modal.understood }).click();
    await modal.waitFor({ state: 'detached' });
    // The message also stays on the field, linked to it.
    expect(await code.getAttribute('aria-invalid')).toBe('true');

    await check.click();
    await modal.waitFor();
    await page.mouse.click(10, 10);
    await modal.waitFor({ state: 'detached' });

    await check.click();
    await modal.waitFor();
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
    await context.close();
  });
});

describe.skipIf(!fleet)('dashboard sidebar', () => {
  it('is open by default, collapses, and remembers it', async () => {
    const context = await signedInContext(browser, inject('portalUrl'));
    const page = await context.newPage();
    await page.goto('/dashboard');
    const sidebar = page.getByRole('navigation', { name: t.Dashboard.sidebarLabel });
    expect(await sidebar.getByRole('link', { name: t.Pages.vehicleGroups.nav }).isVisible()).toBe(true);
    await sidebar.getByRole('button', { name: t.Dashboard.collapse }).click();
    expect(
      await sidebar.getByRole('button', { name: t.Dashboard.expand }).getAttribute('aria-expanded'),
    ).toBe('false');
    await page.reload();
    const expand = page
      .getByRole('navigation', { name: t.Dashboard.sidebarLabel })
      .getByRole('button', { name: t.Dashboard.expand });
    expect(await expand.isVisible()).toBe(true);
    await sidebar.getByRole('link', { name: t.Pages.reports.nav }).click();
    await page.waitForURL('**/dashboard/reports');
    await expand.click();
    expect(await sidebar.getByRole('button', { name: t.Dashboard.collapse }).isVisible()).toBe(true);
    await context.close();
  });
});

describe.skipIf(!fleet)('notifications icon', () => {
  it('shows the count the page was rendered with, asking the platform neither for it nor for the user', async () => {
    const context = await signedInContext(browser, inject('portalUrl'));
    const page = await context.newPage();
    const platformCalls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === new URL(inject('serverUrl')).origin) platformCalls.push(url.pathname);
    });
    await page.goto('/dashboard/settings', { waitUntil: 'networkidle' });
    // The live updates open their stream a second after the page is interactive.
    await expect
      .poll(() => platformCalls.includes('/api/v2/notification/live'), { timeout: 10_000 })
      .toBe(true);
    expect(
      await page
        // "99+" past 99.
        .getByRole('link', { name: new RegExp(t.Dashboard.unseen.replace('{count}', '\\d+\\+?')) })
        .count(),
    ).toBe(1);
    expect(
      platformCalls.filter((path) => path === '/api/v2/notification' || path.endsWith('/auth/self')),
    ).toEqual([]);
    await context.close();
  });

  it('shows the unseen count and reads it again on the refresh trigger', async () => {
    // Other suites and the order expiry job notify this user too: start from none unseen (the bell
    // caps at 99+), then expect the one sent here to be counted, whatever else arrives meanwhile.
    const { sessionId } = await new ProjectClient({
      url: inject('serverUrl'),
      projectKey: demoAccounts.portalProject.apiKey,
    }).auth.login({ email: demoAccounts.portalUser.email, password: demoAccounts.portalUser.password });
    await new UserClient({
      url: inject('serverUrl'),
      projectKey: demoAccounts.portalProject.apiKey,
      sessionId,
    }).notifications.markAllSeen();
    const context = await signedInContext(browser, inject('portalUrl'));
    const page = await context.newPage();
    await page.goto('/dashboard/settings');
    const anyCount = page.getByRole('link', {
      name: new RegExp(t.Dashboard.unseen.replace('{count}', '\\d+')),
    });
    const unseen = async () => Number(/\d+/.exec((await anyCount.getAttribute('aria-label')) ?? '')?.[0]);
    const before = await unseen();

    // The session runtime stores the user once it has read the session, after the page hydrated.
    const userId = (await (
      await page.waitForFunction(
        () => JSON.parse(localStorage.getItem('user') ?? '{}').id as string | undefined,
      )
    ).jsonValue()) as string;
    const { admin, project } = await demoAdmin(inject('serverUrl'));
    await admin.project(project.id).notifications.send({
      type: 'IN_APP',
      title: { en: 'Card order ready', ka: 'ბარათის შეკვეთა მზადაა' },
      body: { en: 'Your cards are ready.', ka: 'თქვენი ბარათები მზადაა.' },
      userIds: [userId],
    });
    // What a component calls after an action (refreshNotifications), until the outbox has delivered.
    await expect
      .poll(
        async () => {
          await page.evaluate(() => window.dispatchEvent(new Event('portal:notifications-refresh')));
          return (await unseen()) > before;
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBe(true);
    await context.close();
  });
});
