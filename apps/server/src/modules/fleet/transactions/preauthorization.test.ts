import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../../../services';
import { createProjectFixture, type ProjectFixture } from '../../../test/fixtures';
import type { Json } from '../../../test/http';
import { startTestServer, type TestServer } from '../../../test/server';
import { cardUsage } from '../asset-tables';
import { pointsLedger } from '../points/tables';
import { type PurchaseTools, purchaseTools, TEST_PRICES } from '../purchases-test-support';
import { simulateTerminal } from './simulator';
import { cardPreauthorizations, cardTransactions, fleetDailyTotals } from './tables';

let server: TestServer;
let fixture: ProjectFixture;
let tools: PurchaseTools;
beforeAll(async () => {
  server = await startTestServer();
  fixture = await createProjectFixture(server);
  tools = await purchaseTools(server, fixture);
}, 180_000);
afterAll(() => server?.close());

const dailyLiters = (liters: number) => [
  { period: 'daily' as const, unit: 'ml' as const, amount: liters * 1000 },
];
const keyOf = (body: Json) => ({
  terminalId: body.terminalId,
  terminalTransactionId: body.terminalTransactionId,
});

async function usedOf(cardId: string) {
  const rows = await tools.db.select().from(cardUsage).where(eq(cardUsage.cardId, cardId));
  return Object.fromEntries(rows.map((row) => [row.period, row.used]));
}
async function booksOf(cardId: string) {
  await tools.caughtUp();
  const rows = await tools.db.select().from(cardTransactions).where(eq(cardTransactions.cardId, cardId));
  const [totals] = await tools.db.select().from(fleetDailyTotals).where(eq(fleetDailyTotals.cardId, cardId));
  return { rows, totals };
}
/** Moves a hold's expiry into the past, as if its minutes had run out. */
const expire = (id: string) =>
  tools.db
    .update(cardPreauthorizations)
    .set({ expiresAt: new Date(Date.now() - 60_000) })
    .where(eq(cardPreauthorizations.id, id));

describe('pre-authorization and completion', () => {
  it('holds the maximum, completes with less: the limit keeps exactly the delivered amount', async () => {
    const company = await tools.company();
    const card = await tools.card(company.id, {
      limits: [...dailyLiters(100), { period: 'monthly', unit: 'tetri', amount: 100_000 }],
    });
    const body = tools.purchase(card.number, { liters: 60 });
    const held = await tools.preauthorize(body);
    expect(held.status).toBe(200);
    expect(held.body).toMatchObject({ decision: 'approved', status: 'held', liters: 60, closedAt: null });
    expect(Date.parse(held.body.expiresAt) - Date.parse(held.body.at)).toBe(30 * 60_000);
    expect(await usedOf(card.id)).toEqual({ daily: 60_000, monthly: 60 * TEST_PRICES.EURO_DIESEL });
    // The hold counts for every other decision: 41 L do not fit beside it.
    const beside = await tools.authorize(tools.purchase(card.number, { liters: 41 }));
    expect(beside.body).toMatchObject({ reason: 'LIMIT_EXCEEDED', limit: { remaining: 40_000 } });
    expect((await booksOf(card.id)).totals).toBeUndefined();

    const completed = await tools.complete({ ...keyOf(body), liters: 42.5, odometerKm: 1234 });
    expect(completed.status).toBe(200);
    expect(completed.body).toMatchObject({
      id: held.body.id,
      decision: 'approved',
      liters: 42.5,
      amount: { amount: Math.round(42.5 * TEST_PRICES.EURO_DIESEL) },
      odometerKm: 1234,
    });
    expect(await usedOf(card.id)).toEqual({
      daily: 42_500,
      monthly: Math.round(42.5 * TEST_PRICES.EURO_DIESEL),
    });
    const { rows, totals } = await booksOf(card.id);
    expect(rows.filter((row) => row.decision === 'approved')).toHaveLength(1);
    expect([totals!.volumeMl, totals!.purchases]).toEqual([42_500, 1]);
    const [hold] = await tools.db
      .select()
      .from(cardPreauthorizations)
      .where(eq(cardPreauthorizations.id, held.body.id));
    expect(hold!.status).toBe('completed');
  });

  it('a completion sent again after a lost answer answers the first and books once; other figures are refused', async () => {
    const company = await tools.company({ pointsBalance: 0 });
    const card = await tools.card(company.id, { limits: dailyLiters(100) });
    const body = tools.purchase(card.number, { liters: 50 });
    await tools.preauthorize(body);
    const advice = { ...keyOf(body), liters: 30 };
    const answers = await Promise.all([1, 2, 3].map(() => tools.complete(advice)));
    for (const answer of answers) expect([answer.status, answer.body]).toEqual([200, answers[0]!.body]);
    const again = await tools.complete(advice);
    expect(again.body).toEqual(answers[0]!.body);

    const other = await tools.complete({ ...advice, liters: 31 });
    expect([other.status, other.body.code]).toEqual([409, 'COMPLETION_MISMATCH']);
    const { rows, totals } = await booksOf(card.id);
    expect(rows).toHaveLength(1);
    expect([totals!.volumeMl, totals!.purchases]).toEqual([30_000, 1]);
    expect(await usedOf(card.id)).toEqual({ daily: 30_000 });
    const points = await tools.db.select().from(pointsLedger).where(eq(pointsLedger.companyId, company.id));
    expect(points).toHaveLength(answers[0]!.body.pointsEarned > 0 ? 1 : 0);
  });

  it('refuses more than the hold, and a completion of nothing known, changing nothing', async () => {
    const company = await tools.company();
    const card = await tools.card(company.id, { limits: dailyLiters(100) });
    const body = tools.purchase(card.number, { liters: 20 });
    await tools.preauthorize(body);
    const more = await tools.complete({ ...keyOf(body), liters: 20.001 });
    expect([more.status, more.body.code]).toEqual([409, 'COMPLETION_EXCEEDS_HOLD']);
    const both = await tools.complete({
      ...keyOf(body),
      liters: 1,
      amount: { amount: 100, currency: 'GEL' },
    });
    expect([both.status, both.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    const unknown = await tools.complete({
      terminalId: 'T-1',
      terminalTransactionId: 'never-sent',
      liters: 1,
    });
    expect(unknown.status).toBe(404);
    const bad = await tools.preauthorize(tools.purchase(card.number, { liters: -5 }));
    expect([bad.status, bad.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(await usedOf(card.id)).toEqual({ daily: 20_000 });
    expect((await booksOf(card.id)).rows).toHaveLength(0);
    // The hold is still whole: the full amount completes.
    expect((await tools.complete({ ...keyOf(body), liters: 20 })).body.liters).toBe(20);
  });

  it('a decline is an answer, recorded once as a declined transaction; it cannot be completed or reversed', async () => {
    const company = await tools.company();
    const card = await tools.card(company.id, { status: 'blocked' });
    const body = tools.purchase(card.number, { liters: 20 });
    const declined = await tools.preauthorize(body);
    expect(declined.body).toMatchObject({ decision: 'declined', reason: 'CARD_BLOCKED', status: null });
    expect((await tools.preauthorize(body)).body).toEqual(declined.body);
    const { rows } = await booksOf(card.id);
    expect(rows.map((row) => [row.id, row.reason])).toEqual([[declined.body.id, 'CARD_BLOCKED']]);
    for (const call of [tools.complete({ ...keyOf(body), liters: 1 }), tools.reverse(keyOf(body))]) {
      const refused = await call;
      expect([refused.status, refused.body.code]).toEqual([409, 'INVALID_TRANSITION']);
    }
  });
});

describe('reversal and expiry', () => {
  it('a reversal releases the hold; again is the same answer; then it cannot be completed', async () => {
    const company = await tools.company();
    const card = await tools.card(company.id, { limits: dailyLiters(50) });
    const body = tools.purchase(card.number, { liters: 50 });
    await tools.preauthorize(body);
    const reversed = await tools.reverse(keyOf(body));
    expect(reversed.body).toMatchObject({ status: 'reversed' });
    expect((await tools.reverse(keyOf(body))).body).toEqual(reversed.body);
    expect(await usedOf(card.id)).toEqual({ daily: 0 });
    const late = await tools.complete({ ...keyOf(body), liters: 10 });
    expect([late.status, late.body.code]).toEqual([409, 'INVALID_TRANSITION']);
    expect((await booksOf(card.id)).rows).toHaveLength(0);
  });

  it('an expired hold is released once by the job across instances; its completion gets PREAUTHORIZATION_EXPIRED', async () => {
    const company = await tools.company();
    const card = await tools.card(company.id, { limits: dailyLiters(100) });
    const bodies = [1, 2, 3].map(() => tools.purchase(card.number, { liters: 30 }));
    const held = await Promise.all(bodies.map((body) => tools.preauthorize(body)));
    for (const answer of held.slice(0, 2)) await expire(answer.body.id);

    const late = await tools.complete({ ...keyOf(bodies[0]!), liters: 10 });
    expect([late.status, late.body.code]).toEqual([409, 'PREAUTHORIZATION_EXPIRED']);
    const instances = [
      tools.services,
      createServices(server.database, server.config),
      createServices(server.database, server.config),
    ];
    const released = await Promise.all(
      instances.map((instance) => instance.fleetPurchases.transactions.holdExpiry.expireDue()),
    );
    expect(released.reduce((sum, count) => sum + count, 0)).toBe(2);
    expect(await usedOf(card.id)).toEqual({ daily: 30_000 });
    const after = await tools.complete({ ...keyOf(bodies[1]!), liters: 10 });
    expect([after.status, after.body.code]).toEqual([409, 'PREAUTHORIZATION_EXPIRED']);
    // A reversal of an expired hold answers it as it is.
    expect((await tools.reverse(keyOf(bodies[0]!))).body.status).toBe('expired');
    expect((await tools.complete({ ...keyOf(bodies[2]!), liters: 30 })).status).toBe(200);
  });
});

describe('parallel pre-authorizations', () => {
  it('200 at once never hold more than the daily limit', { timeout: 120_000 }, async () => {
    const company = await tools.company();
    const limitMl = 250_000;
    const card = await tools.card(company.id, { limits: dailyLiters(limitMl / 1000) });
    const bodies = Array.from({ length: 200 }, (_, index) =>
      tools.purchase(card.number, {
        liters: 1 + (index % 7) + (index % 3) / 10,
        terminalId: `P-${index % 32}`,
      }),
    );
    const answers = await Promise.all(bodies.map((body) => tools.preauthorize(body)));
    expect(answers.map((answer) => answer.status)).toEqual(bodies.map(() => 200));
    const held = answers
      .filter((answer) => answer.body.status === 'held')
      .map((answer) => answer.body as Json);
    const declined = answers.filter((answer) => answer.body.decision === 'declined');
    const heldMl = held.reduce((sum, body) => sum + Math.round(body.liters * 1000), 0);
    expect(heldMl).toBeLessThanOrEqual(limitMl);
    expect(declined.length).toBeGreaterThan(0);
    for (const answer of declined) expect(answer.body.reason).toBe('LIMIT_EXCEEDED');
    const smallestRefused = Math.min(...declined.map((answer) => Math.round(answer.body.liters * 1000)));
    expect(limitMl - heldMl).toBeLessThan(smallestRefused);
    expect(await usedOf(card.id)).toEqual({ daily: heldMl });
    const holds = await tools.db
      .select()
      .from(cardPreauthorizations)
      .where(eq(cardPreauthorizations.cardId, card.id));
    expect(holds).toHaveLength(200);
  });
});

describe('the terminal simulator, pay at pump', () => {
  it('pre-authorizes the liters and completes each hold with part of them', async () => {
    const company = await tools.company();
    const card = await tools.card(company.id, { limits: dailyLiters(100) });
    const lines: string[] = [];
    const answers = await simulateTerminal({
      url: server.url,
      privateKey: fixture.project.privateApiKey,
      cards: [card.number],
      count: 2,
      liters: 40,
      product: 'EURO_DIESEL',
      payAtPump: true,
      log: (line) => lines.push(line),
    });
    expect(answers.map((answer) => answer.decision)).toEqual(['approved', 'approved']);
    for (const answer of answers) expect(answer.liters).toBeGreaterThanOrEqual(20);
    for (const answer of answers) expect(answer.liters).toBeLessThanOrEqual(40);
    const delivered = answers.reduce((sum, answer) => sum + Math.round(answer.liters * 1000), 0);
    expect(await usedOf(card.id)).toEqual({ daily: delivered });
    expect(lines[0]).toMatch(/approved/);
  });
});
