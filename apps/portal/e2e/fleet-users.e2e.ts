import { FleetClient } from '@fuel/sdk/fleet';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { severeViolations } from './support/axe';
import { launchBrowser, watchConsole } from './support/browser';
import {
  catalogues,
  demoAccounts,
  expectNoMissingMessages,
  fleetAvailable,
  localized,
  signedInContext,
  signInWithForm,
  smsCode,
} from './support/portal';

// The company's users, in both languages: the main admin adds a user, who sets a password through the
// reset and signs in; the user sees only their pages; the password change rules; the main admin gives
// them the users page as VIEW (they can read but not edit, and the server refuses a crafted edit);
// then deactivates them, which takes effect on their next page.

const serverUrl = inject('serverUrl');
const fleet = await fleetAvailable(serverUrl);

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

/** Sets the invited user's password the way they would: a reset code by SMS (read from the outbox). */
async function setPassword(phone: string, password: string) {
  const kit = new FleetClient({ url: serverUrl, projectKey: demoAccounts.portalProject.apiKey });
  const after = Date.now() - 1000;
  const { verificationId } = await kit.passwordReset.sendCode({ channel: 'phone', destination: phone });
  const code = await smsCode(serverUrl, phone, { after });
  await kit.passwordReset.complete({ verificationId, code, newPassword: password });
}

for (const [index, lang] of (['en', 'ka'] as const).entries()) {
  describe.skipIf(!fleet)(`company users (${lang})`, () => {
    const t = catalogues[lang];
    const stamp = `${Date.now()}`.slice(-7);
    const person = {
      firstName: lang === 'en' ? 'Luka' : 'ლუკა',
      lastName: lang === 'en' ? 'Abashidze' : 'აბაშიძე',
      personalNumber: `6${index}${stamp}00`.slice(0, 11),
      phone: `5${index}${stamp}`,
      email: `e2e-user-${lang}-${stamp}@example.ge`,
      password: 'Luka!pass2026',
    };
    let userId = '';
    let editUrl = '';
    let userContext: BrowserContext;
    let userPage: Page;
    afterAll(() => userContext?.close());

    it('lets the main admin add a user with their pages', async () => {
      const page = await manager.newPage();
      const problems = watchConsole(page);
      await page.goto(localized(lang, '/dashboard/users'));
      await page.getByRole('link', { name: t.Users.add, exact: true }).click();
      await page.waitForURL(`**${localized(lang, '/dashboard/users/edit-user')}`);
      const form = page.getByRole('form', { name: t.Users.form.addTitle });
      // The form checks with the server's schema: a short personal number and a foreign number, on submit.
      await form.getByLabel(t.Users.form.personalNumber, { exact: true }).fill('123');
      await form.getByLabel(t.Users.form.phone, { exact: true }).fill('12345');
      await form.getByRole('button', { name: t.Users.form.add, exact: true }).click();
      await form.getByText(t.FleetValidation.personalNumber).waitFor();
      expect(await form.getByText(t.FleetValidation.mobile).isVisible()).toBe(true);
      expect(await form.getByText(t.FleetValidation.required).count()).toBeGreaterThan(0);

      for (const field of ['firstName', 'lastName', 'personalNumber', 'phone', 'email'] as const) {
        await form.getByLabel(t.Users.form[field], { exact: true }).fill(person[field]);
      }
      const pages = form.getByRole('group', { name: t.Users.form.pagesTitle });
      await pages
        .getByRole('group', { name: t.Users.pageNames.vehicles })
        .getByLabel(t.Users.access.VIEW)
        .check();
      await form.getByRole('button', { name: t.Users.form.add, exact: true }).click();
      await page.waitForURL(/[?&]id=/);
      await page.getByText(t.Users.created).waitFor();
      userId = new URL(page.url()).searchParams.get('id') ?? '';
      editUrl = localized(lang, `/dashboard/users/edit-user?id=${userId}`);
      expect(userId).toMatch(/^[0-9a-f-]{36}$/);
      await expectNoMissingMessages(page, problems);
      await page.close();
      await setPassword(`+995${person.phone}`, person.password);
    });

    it('shows the new user only their pages, and refuses the users page', async () => {
      userContext = await browser.newContext({ baseURL: inject('portalUrl') });
      userPage = await userContext.newPage();
      await userPage.goto(localized(lang, '/sign-in'));
      await signInWithForm(userPage, person.email, person.password, lang);
      await userPage.waitForURL(`**${localized(lang, '/dashboard')}`);
      const sidebar = userPage.getByRole('navigation', { name: t.Dashboard.sidebarLabel });
      expect(await sidebar.getByRole('link', { name: t.Pages.vehicles.nav, exact: true }).isVisible()).toBe(
        true,
      );
      expect(await sidebar.getByRole('link', { name: t.Pages.users.nav, exact: true }).count()).toBe(0);
      // The phone's menu lists the same pages as the sidebar, not every dashboard page.
      const sidebarLinks = await sidebar.getByRole('link').allTextContents();
      const desktop = userPage.viewportSize();
      await userPage.setViewportSize({ width: 375, height: 800 });
      await userPage.getByRole('button', { name: t.SiteHeader.menu }).click();
      const menu = userPage
        .getByRole('dialog', { name: t.SiteHeader.menuTitle })
        .getByRole('navigation', { name: t.SiteHeader.dashboardNav });
      await menu.getByRole('link', { name: t.Pages.vehicles.nav, exact: true }).waitFor();
      for (const hidden of [
        t.Pages.users.nav,
        t.Pages.fuelRequest.nav,
        t.Pages.orderCard.nav,
        t.Pages.reports.nav,
      ]) {
        expect(await menu.getByRole('link', { name: hidden, exact: true }).count()).toBe(0);
      }
      expect(await menu.getByRole('link').allTextContents()).toEqual(sidebarLinks);
      await userPage.keyboard.press('Escape');
      if (desktop) await userPage.setViewportSize(desktop);
      expect(await userPage.getByTestId('frame-role').textContent()).toBe(t.Dashboard.roles.ADMIN);
      expect(await userPage.getByTestId('frame-company').textContent()).not.toBe('');
      await userPage.goto(localized(lang, '/dashboard/users'));
      await userPage.getByRole('alert').filter({ hasText: t.FleetErrors.NOT_AUTHORIZED }).waitFor();
    });

    it('keeps the password change rules', async () => {
      await userPage.goto(localized(lang, '/dashboard/settings'));
      const section = userPage.getByRole('group', { name: t.Settings.passwordTitle });
      const fill = async (current: string, next: string, confirm: string) => {
        await section.getByLabel(t.Settings.fields.currentPassword, { exact: true }).fill(current);
        await section.getByLabel(t.Settings.fields.newPassword, { exact: true }).fill(next);
        await section.getByLabel(t.Settings.fields.confirmPassword, { exact: true }).fill(confirm);
        await section.getByRole('button', { name: t.Settings.changePassword, exact: true }).click();
      };
      await fill(person.password, 'Other!pass2026', 'Other!pass2027');
      await section.getByText(t.FleetValidation.passwordMismatch).waitFor();
      await fill(person.password, person.password, person.password);
      await section.getByText(t.FleetValidation.passwordReuse).waitFor();
      await fill(person.password, 'weakpass', 'weakpass');
      await section.getByText(t.FleetValidation.password).waitFor();
      await fill('Wrong!pass2026', 'Other!pass2026', 'Other!pass2026');
      await section.getByText(t.FleetErrors.WRONG_PASSWORD).first().waitFor();
      await fill(person.password, 'Other!pass2026', 'Other!pass2026');
      await section.getByText(t.Settings.passwordChanged).waitFor();
      person.password = 'Other!pass2026';
    });

    it('gives the users page as VIEW: the user reads it but cannot edit, and the server refuses', async () => {
      const page = await manager.newPage();
      await page.goto(editUrl);
      const access = page.getByRole('region', { name: t.Users.form.pagesTitle });
      await access
        .getByRole('group', { name: t.Users.pageNames.users })
        .getByLabel(t.Users.access.VIEW)
        .check();
      await access.getByRole('button', { name: t.Users.form.savePages, exact: true }).click();
      await access.getByText(t.Users.saved).waitFor();
      await page.close();

      // The next page the user opens follows the new permission, without a new sign-in.
      await userPage.goto(localized(lang, '/dashboard/users'));
      await userPage.getByRole('table', { name: t.Users.caption }).waitFor();
      await userPage.getByRole('cell', { name: person.email }).waitFor();
      expect(await userPage.getByText(t.Users.viewOnly).isVisible()).toBe(true);
      expect(await userPage.getByRole('link', { name: t.Users.add }).count()).toBe(0);
      await userPage.goto(editUrl);
      await userPage.getByLabel(t.Users.form.firstName, { exact: true }).waitFor();
      expect(await userPage.getByLabel(t.Users.form.firstName, { exact: true }).isEditable()).toBe(false);
      expect(await userPage.getByRole('button', { name: t.Users.save, exact: true }).count()).toBe(0);

      // A crafted request with the user's own session: refused by the server.
      const answer = await userPage.evaluate(
        async ({ url, key, id }) => {
          const response = await fetch(`${url}/api/v2/fleet/users/${id}`, {
            method: 'PATCH',
            headers: {
              'content-type': 'application/json',
              'x-project-key': key,
              'x-session-id': localStorage.getItem('accessToken') ?? '',
            },
            body: JSON.stringify({
              firstName: 'Hacked',
              lastName: 'Name',
              personalNumber: '99999999999',
              phone: '555000000',
              email: 'hacked@example.ge',
            }),
          });
          return { status: response.status, body: await response.json() };
        },
        { url: serverUrl, key: demoAccounts.portalProject.apiKey, id: userId },
      );
      expect([answer.status, answer.body.code]).toEqual([403, 'NOT_AUTHORIZED']);
    });

    it('deactivates the user, which sends them to sign-in on their next page', async () => {
      const page = await manager.newPage();
      await page.goto(editUrl);
      await page.getByRole('button', { name: t.Users.statusActions.inactive, exact: true }).click();
      const dialog = page.getByRole('alertdialog');
      // The confirmation's code loads when it first opens.
      await dialog.getByText(t.Users.confirm.inactive.title).waitFor();
      await dialog.getByRole('button', { name: t.Users.statusActions.inactive, exact: true }).click();
      await page.getByText(t.Users.statusChanged).waitFor();
      expect(await page.getByTestId('user-status').textContent()).toBe(t.Users.statuses.inactive);
      await page.close();

      await userPage.goto(localized(lang, '/dashboard'));
      await userPage.waitForURL(/\/sign-in\?/);
      expect(new URL(userPage.url()).searchParams.get('error')).toBe('NotAuthorized');
      await userPage.getByRole('main').getByText(t.SignIn.errors.NotAuthorized).waitFor();
    });
  });
}

describe.skipIf(!fleet)('accessibility of the company administration pages', () => {
  it.each(['/dashboard', '/dashboard/users', '/dashboard/users/edit-user', '/dashboard/settings'])(
    '%s has no serious or critical WCAG 2.2 AA violation',
    async (route) => {
      const page = await manager.newPage();
      await page.goto(route);
      await page.getByRole('heading', { level: 1 }).waitFor();
      if (route === '/dashboard/users') await page.getByRole('cell').first().waitFor();
      if (route === '/dashboard/settings') await page.getByRole('group').first().waitFor();
      expect(await severeViolations(page)).toEqual([]);
      await page.close();
    },
  );
});

describe.skipIf(!fleet)('at 375 px', () => {
  it('shows the users as cards without scrolling sideways, sortable from a select', async () => {
    // A context of its own: the Georgian tests above left the language cookie on the shared one.
    const context = await signedInContext(browser, inject('portalUrl'));
    const page = await context.newPage();
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/dashboard/users');
    const t = catalogues.en;
    const row = page.getByRole('row').filter({ hasText: demoAccounts.portalUser.email });
    await row.waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // Each cell says which column it is: the card reads "E-mail manager@demo.ge".
    const label = await row
      .getByRole('cell', { name: demoAccounts.portalUser.email })
      .evaluate((cell) => getComputedStyle(cell, '::before').content);
    expect(label).toBe(`"${t.Users.columns.email}"`);
    await page.getByLabel(t.DataTable.sort, { exact: true }).selectOption('email:desc');
    await page.waitForURL(/sort=email&order=desc/);
    await context.close();
  });
});

describe.skipIf(!fleet)('the dashboard frame', () => {
  it('fits the whole menu in 1280×800 and shows the company, the user, the role and the balance', async () => {
    const context = await signedInContext(browser, inject('portalUrl'));
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/dashboard');
    const t = catalogues.en;
    const sidebar = page.getByRole('navigation', { name: t.Dashboard.sidebarLabel });
    for (const name of [t.Pages.reports.nav, t.Pages.archive.nav]) {
      const box = await sidebar.getByRole('link', { name, exact: true }).boundingBox();
      expect(box && box.y + box.height).toBeLessThanOrEqual(800);
    }
    expect(await sidebar.getByRole('link', { name: t.Pages.editUser.nav }).count()).toBe(0);
    expect(await sidebar.getByRole('link', { name: t.Pages.editVehicle.nav }).count()).toBe(0);
    expect(await sidebar.getByRole('link', { name: t.Pages.dashboard.title, exact: true }).count()).toBe(1);
    expect(await page.getByTestId('frame-role').textContent()).toBe(t.Dashboard.roles.SUPER_ADMIN);
    expect(await page.getByTestId('frame-user').textContent()).toContain(demoAccounts.portalUser.firstName);
    expect(await page.getByTestId('frame-balance').textContent()).toContain(t.Dashboard.balance);
    // The dashboard's compact footer instead of the public site's.
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    await context.close();
  });
});
