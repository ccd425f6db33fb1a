import { UserClient } from '@fuel/sdk';
import { FleetBackOfficeClient, FleetClient } from '@fuel/sdk/fleet';
import type { Page } from 'playwright-core';
import {
  catalogues,
  demoAccounts,
  demoAdmin,
  type Lang,
  localized,
  managerFleet,
  managerSession,
} from './portal';

// The fleet suites' shared moves: the demo manager's and the staff's kit clients, a card issued through
// the real order flow, and the staff's sign-in to the back office in a tab.

/** The demo manager's fleet and user kits on one new session of their own. */
export async function managerClients(serverUrl: string) {
  const access = { url: serverUrl, projectKey: demoAccounts.portalProject.apiKey };
  const sessionId = await managerSession(serverUrl);
  return { fleet: new FleetClient({ ...access, sessionId }), user: new UserClient({ ...access, sessionId }) };
}

/** The back office's kit client as the demo platform administrator (the retailer's staff). */
export async function staffKit(serverUrl: string) {
  const { admin, project } = await demoAdmin(serverUrl);
  if (!admin.sessionId) throw new Error('the demo admin has no session');
  return new FleetBackOfficeClient({ url: serverUrl, sessionId: admin.sessionId, projectId: project.id });
}

/** A UNIVERSAL card of the demo company, ordered by the manager and issued by the staff with `number`. */
export async function issueCard(
  serverUrl: string,
  number: string,
  settings: { limits: { period: 'daily'; unit: 'liters'; amount: number }[]; products: 'EURO_DIESEL'[] },
) {
  const fleet = await managerFleet(serverUrl);
  const office = await staffKit(serverUrl);
  const order = await fleet.cards.orders.place({ cardType: 'UNIVERSAL', quantity: 1, ...settings });
  for (const status of ['CONFIRMED', 'READY'] as const) await office.orders.move(order.id, { status });
  await office.orders.move(order.id, { status: 'ISSUED', cardNumbers: [number] });
  const { items } = await fleet.cards.list({ search: number });
  const card = items.find((candidate) => candidate.number === number);
  if (!card) throw new Error(`card ${number} was not issued`);
  return card;
}

/**
 * Opens a back-office page in `page` and signs the staff in when the tab is not yet (the staff session
 * is the tab's, in sessionStorage); resolves once the sign-in form is gone.
 */
export async function staffSignIn(page: Page, lang: Lang, path = '/back-office') {
  const t = catalogues[lang].BackOffice;
  await page.goto(localized(lang, path));
  const form = page.getByRole('form', { name: t.signIn.title });
  const signedIn = page.getByRole('button', { name: t.signOut, exact: true });
  await form.or(signedIn).waitFor();
  if (await form.isVisible()) {
    await form.getByLabel(t.signIn.email, { exact: true }).fill(demoAccounts.admin.email);
    await form.getByLabel(t.signIn.password, { exact: true }).fill(demoAccounts.admin.password);
    await form
      .getByRole('button', { name: t.signIn.submit, exact: true })
      .and(page.locator(':enabled'))
      .click();
  }
  await signedIn.waitFor();
}

/** The unseen count the dashboard's bell shows (its accessible name carries it). */
export async function unseenCount(page: Page): Promise<number> {
  const label = await page
    .getByRole('link', { name: /\d/ })
    .filter({ has: page.locator('svg') })
    .first()
    .getAttribute('aria-label');
  return Number(/\d+/.exec(label ?? '0')?.[0] ?? 0);
}

/** A small PDF file for an upload field (a payment document). */
export const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.7\n% ${name}\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n`),
});
