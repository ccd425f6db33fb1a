import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectFixture } from '../../../test/fixtures';
import type { Json } from '../../../test/http';
import { startTestServer, type TestServer } from '../../../test/server';
import { type PurchaseTools, purchaseTools } from '../purchases-test-support';
import { cardTransactions } from '../transactions/tables';
import type { LimitPeriod } from '../vocabulary';
import { instant, windowStart } from '../windows';

// A card's limits in the card list carry what each has used in its current window: the same figure the
// authorization books and the decline alert reports, which must equal the approved purchases there.

let server: TestServer;
let tools: PurchaseTools;
beforeAll(async () => {
  server = await startTestServer();
  tools = await purchaseTools(server, await createProjectFixture(server));
});
afterAll(() => server?.close());

/** The approved, not voided purchases of the card since its window of `period` began (ml and tetri). */
async function approvedInWindow(cardId: string, period: LimitPeriod) {
  const [row] = await tools.db
    .select({
      volumeMl: sql<number>`coalesce(sum(${cardTransactions.volumeMl}), 0)`.mapWith(Number),
      amountTetri: sql<number>`coalesce(sum(${cardTransactions.amountTetri}), 0)`.mapWith(Number),
    })
    .from(cardTransactions)
    .where(
      and(
        eq(cardTransactions.cardId, cardId),
        eq(cardTransactions.decision, 'approved'),
        isNull(cardTransactions.voidedAt),
        gte(cardTransactions.at, windowStart(period, instant(new Date()))),
      ),
    );
  return row!;
}

describe('the card list’s limit usage', () => {
  it('equals the approved purchases in each limit’s window, with what is left, in one page', async () => {
    const company = await tools.company();
    const member = await tools.member(company.id);
    const card = await tools.card(company.id, {
      limits: [
        { period: 'daily', unit: 'ml', amount: 100_000 },
        { period: 'monthly', unit: 'tetri', amount: 50_000 },
      ],
    });
    const untouched = await tools.card(company.id, { status: 'blocked' });
    await tools.card(company.id, { status: 'closed' });

    const approved = [];
    for (const liters of [20, 30]) {
      const body = tools.purchase(card.number, { liters });
      approved.push(body);
      expect((await tools.authorize(body)).body.decision).toBe('approved');
    }
    // Refused (past the daily limit) and voided purchases use nothing.
    expect((await tools.authorize(tools.purchase(card.number, { liters: 60 }))).body.reason).toBe(
      'LIMIT_EXCEEDED',
    );
    const voided = tools.purchase(card.number, { liters: 10 });
    expect((await tools.authorize(voided)).body.decision).toBe('approved');
    expect((await tools.voidIt(voided)).status).toBe(200);

    const page = await tools.api.get('/api/v2/fleet/cards?sort=number&limit=50', member.headers);
    expect(page.status).toBe(200);
    const listed = (page.body.items as Json[]).find((item) => item.id === card.id)!;
    const daily = await approvedInWindow(card.id, 'daily');
    const monthly = await approvedInWindow(card.id, 'monthly');
    expect(daily.volumeMl).toBe(50_000);
    expect(listed.limits).toEqual([
      { period: 'daily', unit: 'liters', amount: 100, used: daily.volumeMl / 1000, remaining: 50 },
      {
        period: 'monthly',
        unit: 'GEL',
        amount: 500,
        used: monthly.amountTetri / 100,
        remaining: (50_000 - monthly.amountTetri) / 100,
      },
    ]);
    const other = (page.body.items as Json[]).find((item) => item.id === untouched.id)!;
    expect(other.limits).toEqual([
      { period: 'unlimited', unit: null, amount: null, used: null, remaining: null },
    ]);
    // The counts are the company's, whatever the filters.
    expect(page.body.counts).toEqual({ active: 1, blocked: 1 });
    const filtered = await tools.api.get('/api/v2/fleet/cards?statusIn=closed', member.headers);
    expect([filtered.body.total, filtered.body.counts]).toEqual([1, { active: 1, blocked: 1 }]);
  });
});
