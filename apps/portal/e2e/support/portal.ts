import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AdminClient, ProjectClient } from '@fuel/sdk';
import { FleetBackOfficeClient, FleetClient } from '@fuel/sdk/fleet';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import demo from '../../../server/src/seed/demo-accounts.json';
import en from '../../src/messages/en.json';
import { signInWithForm } from './sign-in';

export { catalogues, type Lang, localized, signInWithForm } from './sign-in';
export const demoAccounts = demo;

/** Message namespaces as they would show if a translation were missing (next-intl prints the key path). */
const KEY_PATH = new RegExp(`\\b(?:${Object.keys(en).join('|')})\\.[A-Za-z][\\w.]*\\b`);

/** Fails when the page shows a message key instead of its text, or next-intl reported one missing. */
export async function expectNoMissingMessages(page: Page, problems: string[]) {
  // The rendered text (innerText), not the markup's: inline scripts hold the page's data.
  const text = await page.evaluate(() => document.body.innerText);
  expect(text).not.toMatch(KEY_PATH);
  expect(problems.filter((problem) => /MISSING_MESSAGE|missing message/i.test(problem))).toEqual([]);
}

/**
 * A context signed in as a role, signing in only the first time per product run: the storage state
 * (next-auth's cookie and the spec's local storage keys) is kept in a file and reused.
 */
export async function signedInContext(browser: Browser, portalUrl: string, role: 'manager' = 'manager') {
  const key = createHash('sha256').update(`${portalUrl}:${role}`).digest('hex').slice(0, 16);
  const directory = path.join(tmpdir(), 'portal-e2e-state');
  const file = path.join(directory, `${key}.json`);
  if (existsSync(file)) return browser.newContext({ storageState: file, baseURL: portalUrl });
  await mkdir(directory, { recursive: true });
  const context = await browser.newContext({ baseURL: portalUrl });
  const page = await context.newPage();
  await page.goto('/sign-in');
  await signInWithForm(page, demo.portalUser.email, demo.portalUser.password);
  await page.waitForURL('**/dashboard');
  // Saved once the session runtime has stored the user too (it reads the session after hydration).
  await page.waitForFunction(() => localStorage.getItem('user') !== null);
  await context.storageState({ path: file });
  await page.close();
  return context;
}

/** Whether the server has the fleet module (sign-in, sign-up and reset need it). */
export async function fleetAvailable(serverUrl: string): Promise<boolean> {
  const spec = await fetch(`${serverUrl}/openapi.json`).then(
    (response) => response.json() as Promise<{ paths: object }>,
  );
  return '/api/v2/fleet/me' in spec.paths;
}

/** The demo admin through the kit's AdminClient, and the portal's project. */
export async function demoAdmin(serverUrl: string) {
  const admin = new AdminClient({ url: serverUrl, email: demo.admin.email, password: demo.admin.password });
  const { items: projects } = await admin.projects.list();
  const project = projects.find((candidate) => candidate.api_key === demo.portalProject.apiKey);
  if (!project) throw new Error('the portal project is missing');
  return { admin, project };
}

/** The newest 6-digit code the local SMS gateway recorded for a phone, read as the demo admin through the kit. */
export async function smsCode(serverUrl: string, phone: string, { after = 0 } = {}): Promise<string> {
  const { admin, project } = await demoAdmin(serverUrl);
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const { items } = await admin.project(project.id).notifications.smsOutbox({ to: phone, limit: 5 });
        const newest = items.find((sms) => new Date(sms.createdAt).getTime() >= after);
        found = newest ? /\b(\d{6})\b/.exec(newest.body)?.[1] : undefined;
        return found;
      },
      { timeout: 20_000, interval: 250 },
    )
    .toBeTruthy();
  return found as string;
}

export async function newPage(context: BrowserContext): Promise<Page> {
  return context.newPage();
}

/** A new session of the demo manager (the account the company's tab is signed in with). */
export async function managerSession(serverUrl: string): Promise<string> {
  const project = new ProjectClient({ url: serverUrl, projectKey: demo.portalProject.apiKey });
  const { sessionId } = await project.auth.login({
    email: demo.portalUser.email,
    password: demo.portalUser.password,
  });
  return sessionId;
}

/** The demo manager's kit on a session of its own, to make a test's data as the company would. */
export async function managerFleet(serverUrl: string): Promise<FleetClient> {
  const sessionId = await managerSession(serverUrl);
  return new FleetClient({ url: serverUrl, projectKey: demo.portalProject.apiKey, sessionId });
}

/** The retailer's back office as the demo admin, to move a test's orders. */
export async function demoBackOffice(serverUrl: string): Promise<FleetBackOfficeClient> {
  const { admin, project } = await demoAdmin(serverUrl);
  return new FleetBackOfficeClient({ url: serverUrl, sessionId: admin.sessionId!, projectId: project.id });
}
