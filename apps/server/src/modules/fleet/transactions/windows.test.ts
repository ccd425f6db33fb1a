import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectFixture, type ProjectFixture } from '../../../test/fixtures';
import { startTestServer, type TestServer } from '../../../test/server';
import { createFleetPurchases, type FleetPurchases } from '../purchases';
import { type CardSpec, type PurchaseTools, purchaseTools } from '../purchases-test-support';
import type { FleetAuthorizationBody } from './schemas';
import { fleetDailyTotals } from './tables';

// Limit windows and allowed hours are Tbilisi's (UTC+4): these run the authorization with a clock
// set on either side of Tbilisi midnights, a Monday and a 1st, where UTC would put them elsewhere.

let server: TestServer;
let fixture: ProjectFixture;
let tools: PurchaseTools;
let purchases: FleetPurchases;
let now = new Date();
beforeAll(async () => {
  server = await startTestServer();
  fixture = await createProjectFixture(server);
  tools = await purchaseTools(server, fixture);
  purchases = createFleetPurchases({
    db: server.database.db,
    outbox: tools.services.outbox,
    notifications: tools.services.notifications,
    pricesBySku: tools.services.commerce.items.activePricesBySku,
    clock: () => now,
  });
});
afterAll(() => server?.close());

async function cardWith(spec: CardSpec) {
  const company = await tools.company();
  return tools.card(company.id, spec);
}

/** Authorizes `liters` of the card at the instant `iso` (UTC); resolves to the decision. */
async function at(iso: string, cardNumber: string, liters: number) {
  now = new Date(iso);
  const body = tools.purchase(cardNumber, { liters }) as FleetAuthorizationBody;
  const answer = await purchases.transactions.authorize(fixture.project.id, body);
  return answer.reason ?? answer.decision;
}

describe('limit windows in Asia/Tbilisi', () => {
  it('a day begins at Tbilisi midnight (20:00 UTC), not at UTC midnight', async () => {
    const card = await cardWith({ limits: [{ period: 'daily', unit: 'ml', amount: 50_000 }] });
    // 01:00 and 07:00 on Tuesday 10 March in Tbilisi: two UTC days, one Tbilisi day.
    expect(await at('2026-03-09T21:00:00Z', card.number, 30)).toBe('approved');
    expect(await at('2026-03-10T03:00:00Z', card.number, 30)).toBe('LIMIT_EXCEEDED');
    expect(await at('2026-03-10T19:59:59Z', card.number, 20)).toBe('approved');
    expect(await at('2026-03-10T19:59:59Z', card.number, 1)).toBe('LIMIT_EXCEEDED');
    // Wednesday 00:00 in Tbilisi: a new window.
    expect(await at('2026-03-10T20:00:00Z', card.number, 50)).toBe('approved');
  });

  it('an ISO week begins on Monday at Tbilisi midnight (Sunday 20:00 UTC)', async () => {
    const card = await cardWith({ limits: [{ period: 'weekly', unit: 'ml', amount: 40_000 }] });
    // Monday 2 March 00:30 Tbilisi is still Sunday 1 March in UTC.
    expect(await at('2026-03-01T20:30:00Z', card.number, 40)).toBe('approved');
    expect(await at('2026-03-08T19:59:00Z', card.number, 1)).toBe('LIMIT_EXCEEDED');
    expect(await at('2026-03-08T20:00:00Z', card.number, 40)).toBe('approved');
  });

  it('a month begins on the 1st at Tbilisi midnight', async () => {
    const card = await cardWith({ limits: [{ period: 'monthly', unit: 'tetri', amount: 10_000 }] });
    expect(await at('2026-02-28T19:00:00Z', card.number, 10)).toBe('approved');
    expect(await at('2026-03-31T19:59:00Z', card.number, 30)).toBe('approved');
    expect(await at('2026-03-31T19:59:30Z', card.number, 10)).toBe('LIMIT_EXCEEDED');
    expect(await at('2026-03-31T20:00:00Z', card.number, 30)).toBe('approved');
  });

  it('counts a purchase in the daily totals of its Tbilisi day', async () => {
    const card = await cardWith({});
    await at('2026-03-10T20:30:00Z', card.number, 10);
    await tools.caughtUp();
    const rows = await tools.db.select().from(fleetDailyTotals).where(eq(fleetDailyTotals.cardId, card.id));
    expect(rows.map((row) => [row.day, row.volumeMl, row.purchases])).toEqual([['2026-03-11', 10_000, 1]]);
  });
});

describe('allowed hours and days in Asia/Tbilisi', () => {
  it('checks the time of day, end excluded', async () => {
    const card = await cardWith({ allowedFromMinute: 8 * 60, allowedToMinute: 20 * 60 });
    expect(await at('2026-03-10T03:59:00Z', card.number, 1)).toBe('OUTSIDE_ALLOWED_HOURS');
    expect(await at('2026-03-10T04:00:00Z', card.number, 1)).toBe('approved');
    expect(await at('2026-03-10T15:59:00Z', card.number, 1)).toBe('approved');
    expect(await at('2026-03-10T16:00:00Z', card.number, 1)).toBe('OUTSIDE_ALLOWED_HOURS');
  });

  it('a window may wrap midnight', async () => {
    const card = await cardWith({ allowedFromMinute: 22 * 60, allowedToMinute: 6 * 60 });
    expect(await at('2026-03-10T18:00:00Z', card.number, 1)).toBe('approved');
    expect(await at('2026-03-10T01:59:00Z', card.number, 1)).toBe('approved');
    expect(await at('2026-03-10T02:00:00Z', card.number, 1)).toBe('OUTSIDE_ALLOWED_HOURS');
  });

  it('checks the Tbilisi weekday', async () => {
    const card = await cardWith({ allowedWeekdays: [1, 2, 3, 4, 5] });
    // Friday 13 March 23:30 and Saturday 14 March 00:30 in Tbilisi; both Friday in UTC.
    expect(await at('2026-03-13T19:30:00Z', card.number, 1)).toBe('approved');
    expect(await at('2026-03-13T20:30:00Z', card.number, 1)).toBe('OUTSIDE_ALLOWED_HOURS');
  });
});
