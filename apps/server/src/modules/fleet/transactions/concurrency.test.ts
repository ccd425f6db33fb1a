import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectFixture, type ProjectFixture } from '../../../test/fixtures';
import type { Json } from '../../../test/http';
import { startTestServer, type TestServer } from '../../../test/server';
import { cardUsage } from '../asset-tables';
import { type PurchaseTools, purchaseTools } from '../purchases-test-support';
import { cardTransactions, fleetDailyTotals } from './tables';

// 200 terminals at once against one card's daily limit. On PostgreSQL (TEST_DATABASE_URL) the requests
// really run in parallel on the pool's connections; on PGlite they are serialized, and must be exact all
// the same.

let server: TestServer;
let fixture: ProjectFixture;
let tools: PurchaseTools;
beforeAll(async () => {
  server = await startTestServer();
  fixture = await createProjectFixture(server);
  tools = await purchaseTools(server, fixture);
});
afterAll(() => server?.close());

describe('parallel authorizations', () => {
  it('200 at once never book more than the daily limit, and the books add up', {
    timeout: 120_000,
  }, async () => {
    const company = await tools.company();
    const limitMl = 250_000;
    const card = await tools.card(company.id, { limits: [{ period: 'daily', unit: 'ml', amount: limitMl }] });
    const bodies = Array.from({ length: 200 }, (_, index) =>
      tools.purchase(card.number, {
        liters: 1 + (index % 7) + (index % 3) / 10,
        terminalId: `T-${index % 32}`,
      }),
    );
    const answers = await Promise.all(bodies.map((body) => tools.authorize(body)));
    expect(answers.map((answer) => answer.status)).toEqual(bodies.map(() => 200));

    const approved = answers
      .filter((answer) => answer.body.decision === 'approved')
      .map((answer) => answer.body as Json);
    const declined = answers
      .filter((answer) => answer.body.decision === 'declined')
      .map((answer) => answer.body as Json);
    const bookedMl = approved.reduce((sum, body) => sum + Math.round(body.liters * 1000), 0);
    const askedMl = bodies.reduce((sum, body) => sum + Math.round((body.liters as number) * 1000), 0);
    expect(askedMl).toBeGreaterThan(limitMl);
    expect(bookedMl).toBeLessThanOrEqual(limitMl);
    // Whatever was refused did not fit into what was left at the end.
    const smallestRefused = Math.min(...declined.map((body) => Math.round(body.liters * 1000)));
    expect(limitMl - bookedMl).toBeLessThan(smallestRefused);
    for (const body of declined) expect(body.reason).toBe('LIMIT_EXCEEDED');

    const [usage] = await tools.db.select().from(cardUsage).where(eq(cardUsage.cardId, card.id));
    expect(usage!.used).toBe(bookedMl);
    await tools.caughtUp();
    const [totals] = await tools.db
      .select()
      .from(fleetDailyTotals)
      .where(eq(fleetDailyTotals.cardId, card.id));
    expect([totals!.volumeMl, totals!.purchases]).toEqual([bookedMl, approved.length]);
    const rows = await tools.db.select().from(cardTransactions).where(eq(cardTransactions.cardId, card.id));
    expect(rows).toHaveLength(200);
  });

  it('200 parallel retries of one terminal transaction book it once', { timeout: 120_000 }, async () => {
    const company = await tools.company();
    const card = await tools.card(company.id, { limits: [{ period: 'daily', unit: 'ml', amount: 100_000 }] });
    const body = tools.purchase(card.number, { liters: 30 });
    const answers = await Promise.all(Array.from({ length: 200 }, () => tools.authorize(body)));
    const ids = new Set(answers.map((answer) => answer.body.id));
    expect(ids.size).toBe(1);
    expect(answers.every((answer) => answer.body.decision === 'approved')).toBe(true);
    const [usage] = await tools.db.select().from(cardUsage).where(eq(cardUsage.cardId, card.id));
    expect(usage!.used).toBe(30_000);
  });
});
