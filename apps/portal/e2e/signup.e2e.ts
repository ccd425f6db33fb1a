import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, watchConsole } from './support/browser';
import { catalogues, fleetAvailable, signInWithForm, smsCode } from './support/portal';

// Registration with the SMS code read from the local SMS outbox (the demo admin, through the kit),
// then a password reset by SMS, then signing in with the new password.

const fleet = await fleetAvailable(inject('serverUrl'));
const t = catalogues.en;
const ka = catalogues.ka;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const person = {
  email: `e2e-${Date.now()}@example.ge`,
  phone: `+99555${String(Date.now()).slice(-7)}`,
  password: 'First!pass2026',
  newPassword: 'Second!pass2026',
};
/** When the phone last got a code: the platform sends one code per destination a minute. */
let codeSentAt = 0;
const CODE_GAP_MS = 60_000;

describe.skipIf(!fleet)('sign-up and password reset', () => {
  it('registers a company, confirms the SMS code and lands on the dashboard', async () => {
    const context = await browser.newContext({ baseURL: inject('portalUrl') });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto('/sign-up');

    // Client-side rules first: a wrong length and mismatching passwords, by message key.
    await page.getByLabel(t.SignUp.identificationCode, { exact: true }).fill('12345');
    await page.getByRole('button', { name: t.SignUp.check, exact: true }).click();
    expect(await page.getByText(t.Validation.identificationCodeORGANIZATION).isVisible()).toBe(true);

    await page.getByLabel(t.SignUp.identificationCode, { exact: true }).fill('204567891');
    await page.getByRole('button', { name: t.SignUp.check, exact: true }).click();
    const company = page.getByLabel(t.SignUp.companyName, { exact: true });
    await expect.poll(() => company.inputValue()).not.toBe('');
    expect(await company.getAttribute('readonly')).not.toBeNull();

    await page.getByLabel(t.SignUp.firstName, { exact: true }).fill('Giorgi');
    await page.getByLabel(t.SignUp.lastName, { exact: true }).fill('Kapanadze');
    await page.getByLabel(t.SignUp.email, { exact: true }).fill(person.email);
    await page.getByLabel(t.SignUp.phone, { exact: true }).fill(person.phone);
    const sentAt = Date.now() - 1000;
    codeSentAt = Date.now();
    await page.getByRole('button', { name: t.SignUp.sendCode }).click();
    await page.getByRole('main').getByRole('status').waitFor();
    expect(await page.getByRole('button', { name: t.SignUp.resendCode }).isDisabled()).toBe(true);
    const code = await smsCode(inject('serverUrl'), person.phone, { after: sentAt });
    await page.getByLabel(t.SignUp.code, { exact: true }).fill(code);

    await page.getByLabel(t.SignUp.password, { exact: true }).fill('weak');
    await page.getByLabel(t.SignUp.confirmPassword, { exact: true }).fill('other');
    await page.getByRole('button', { name: t.SignUp.submit, exact: true }).click();
    expect(await page.getByText(t.Validation.password).isVisible()).toBe(true);
    expect(await page.getByText(t.Validation.passwordMismatch).isVisible()).toBe(true);
    const passwordField = page.getByLabel(t.SignUp.password, { exact: true });
    expect(await passwordField.getAttribute('aria-describedby')).toContain('sign-up-password-error');

    await passwordField.fill(person.password);
    await page.getByLabel(t.SignUp.confirmPassword, { exact: true }).fill(person.password);
    await page.getByRole('button', { name: t.SignUp.submit, exact: true }).click();
    await page.waitForURL('**/dashboard', { timeout: 30_000 });
    expect((await page.getByRole('heading', { level: 1 }).textContent())?.trim()).toBe(
      t.Pages.dashboard.title,
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  it('refuses the same contragent again with the catalogue message', async () => {
    const context = await browser.newContext({ baseURL: inject('portalUrl') });
    const page = await context.newPage();
    await page.goto('/ka/sign-up');
    await page.getByLabel(ka.SignUp.identificationCode, { exact: true }).fill('204567891');
    await page.getByRole('button', { name: ka.SignUp.check, exact: true }).click();
    await expect
      .poll(() => page.getByLabel(ka.SignUp.companyName, { exact: true }).inputValue())
      .not.toBe('');
    await page.getByLabel(ka.SignUp.firstName, { exact: true }).fill('გიორგი');
    await page.getByLabel(ka.SignUp.lastName, { exact: true }).fill('კაპანაძე');
    await page.getByLabel(ka.SignUp.email, { exact: true }).fill(`again-${person.email}`);
    const phone = `+99557${String(Date.now()).slice(-7)}`;
    await page.getByLabel(ka.SignUp.phone, { exact: true }).fill(phone);
    const sentAt = Date.now() - 1000;
    await page.getByRole('button', { name: ka.SignUp.sendCode }).click();
    await page
      .getByLabel(ka.SignUp.code, { exact: true })
      .fill(await smsCode(inject('serverUrl'), phone, { after: sentAt }));
    await page.getByLabel(ka.SignUp.password, { exact: true }).fill(person.password);
    await page.getByLabel(ka.SignUp.confirmPassword, { exact: true }).fill(person.password);
    await page.getByRole('button', { name: ka.SignUp.submit, exact: true }).click();
    const modal = page.getByRole('dialog', { name: ka.Modal.error });
    await modal.waitFor();
    expect(await modal.getByText(ka.Errors.CONTRAGENT_EXISTS).isVisible()).toBe(true);
    await modal.getByRole('button', { name: ka.Modal.understood }).click();
    await context.close();
  });

  it('resets the password with a code sent by SMS, then signs in with it', { timeout: 150_000 }, async () => {
    const context = await browser.newContext({ baseURL: inject('portalUrl') });
    const page = await context.newPage();
    await page.goto('/reset-password');
    await page.getByLabel(t.ResetPassword.phoneDestination, { exact: true }).fill(person.phone);
    if (Date.now() - codeSentAt < CODE_GAP_MS - 5000) {
      // Too soon after the sign-up code: the platform refuses, the modal says so.
      await page.getByRole('button', { name: t.ResetPassword.sendCode }).click();
      const refusal = page.getByRole('dialog', { name: t.Modal.error });
      await refusal.waitFor();
      expect(await refusal.getByText(t.Errors.RATE_LIMITED).isVisible()).toBe(true);
      await refusal.getByRole('button', { name: t.Modal.understood }).click();
      await refusal.waitFor({ state: 'detached' });
    }
    await page.waitForTimeout(Math.max(0, codeSentAt + CODE_GAP_MS + 1000 - Date.now()));
    const sentAt = Date.now() - 1000;
    await page.getByRole('button', { name: t.ResetPassword.sendCode }).click();
    const code = await smsCode(inject('serverUrl'), person.phone, { after: sentAt });
    await page.getByLabel(t.ResetPassword.code, { exact: true }).fill(code);
    await page.getByLabel(t.ResetPassword.password, { exact: true }).fill(person.newPassword);
    await page.getByLabel(t.ResetPassword.confirmPassword, { exact: true }).fill(`${person.newPassword}x`);
    await page.getByRole('button', { name: t.ResetPassword.submit }).click();
    expect(await page.getByText(t.Validation.passwordMismatch).isVisible()).toBe(true);
    await page.getByLabel(t.ResetPassword.confirmPassword, { exact: true }).fill(person.newPassword);
    await page.getByRole('button', { name: t.ResetPassword.submit }).click();

    const modal = page.getByRole('dialog', { name: t.ResetPassword.doneTitle });
    await modal.waitFor();
    expect(await modal.getByRole('img', { name: t.Modal.info }).count()).toBe(1);
    await modal.getByRole('button', { name: t.Modal.close }).click();
    await page.waitForURL('**/sign-in');
    await signInWithForm(page, person.email, person.newPassword);
    await page.waitForURL('**/dashboard');
    await context.close();
  });
});
