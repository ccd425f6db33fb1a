import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectFixture, type ProjectFixture } from '../../../test/fixtures';
import type { Json } from '../../../test/http';
import { startTestServer, type TestServer } from '../../../test/server';
import { cardLimits } from '../asset-tables';
import { type PurchaseTools, purchaseTools, TEST_PRICES } from '../purchases-test-support';
import { companies, fleetAudit } from '../tables';
import { movePoints } from './ledger';
import { pointsLedger } from './tables';

let server: TestServer;
let fixture: ProjectFixture;
let tools: PurchaseTools;
beforeAll(async () => {
  server = await startTestServer();
  fixture = await createProjectFixture(server);
  tools = await purchaseTools(server, fixture);
});
afterAll(() => server?.close());

const gel = (amount: number) => ({ amount, currency: 'GEL' });

/** A company with `points` on its balance (earned, so that its ledger adds up) and its signed-in owner. */
async function fundedCompany(points: number) {
  const company = await tools.company();
  if (points > 0) {
    await movePoints(tools.db, { companyId: company.id, kind: 'earned', amount: points });
  }
  return { company, owner: await tools.member(company.id) };
}

const balanceOf = async (companyId: string) =>
  (await tools.db.select().from(companies).where(eq(companies.id, companyId)))[0]!.pointsBalance;
const ledgerSum = async (companyId: string) =>
  Number(
    (
      await tools.db
        .select({ sum: sql<string>`coalesce(sum(${pointsLedger.amount}), 0)` })
        .from(pointsLedger)
        .where(eq(pointsLedger.companyId, companyId))
    )[0]!.sum,
  );

const transfer = (headers: Record<string, string>, body: Record<string, unknown>) =>
  tools.api.post('/api/v2/fleet/points/transfers', { idempotencyKey: randomUUID(), ...body }, headers);

describe('earning', () => {
  it('approved purchases earn at the rate the retailer sets; a void takes them back', async () => {
    const rates = await tools.api.put(
      '/api/v2/fleet/points/rates',
      { projectId: fixture.project.id, rates: [{ product: 'EURO_DIESEL', pointsPerLiter: 5 }] },
      fixture.headers.admin,
    );
    expect(rates.status).toBe(200);
    expect(rates.body.rates).toContainEqual({ product: 'EURO_DIESEL', pointsPerLiter: 5 });
    expect(rates.body.rates).toContainEqual({ product: 'GAS', pointsPerLiter: 0 });

    const { company, owner } = await fundedCompany(0);
    const card = await tools.card(company.id);
    const body = tools.purchase(card.number, { liters: 40.5 });
    const approved = await tools.authorize(body);
    expect(approved.body.pointsEarned).toBe(202);
    await tools.authorize(tools.purchase(card.number, { product: 'GAS' }));
    await tools.caughtUp();
    expect(await balanceOf(company.id)).toBe(202);

    const balance = await tools.api.get('/api/v2/fleet/points?product=EURO_DIESEL', owner.headers);
    expect(balance.body).toEqual({
      balance: gel(202),
      product: 'EURO_DIESEL',
      unitPrice: gel(TEST_PRICES.EURO_DIESEL),
      liters: Math.floor((202 * 100) / TEST_PRICES.EURO_DIESEL) / 100,
    });

    await tools.voidIt(body);
    expect(await balanceOf(company.id)).toBe(0);
    const ledger = await tools.api.get('/api/v2/fleet/points/ledger', owner.headers);
    expect(
      ledger.body.items.map((item: Json) => [item.kind, item.amount.amount, item.balanceAfter.amount]),
    ).toEqual([
      ['reversed', -202, 0],
      ['earned', 202, 202],
    ]);
    expect(ledger.body.items[0].transactionId).toBe(approved.body.id);
  });

  it('a void takes back only what the balance still holds', async () => {
    await tools.api.put(
      '/api/v2/fleet/points/rates',
      { projectId: fixture.project.id, rates: [{ product: 'GAS', pointsPerLiter: 10 }] },
      fixture.headers.admin,
    );
    const { company, owner } = await fundedCompany(0);
    const other = await fundedCompany(0);
    const card = await tools.card(company.id);
    const body = tools.purchase(card.number, { product: 'GAS', liters: 10 });
    await tools.authorize(body);
    await tools.caughtUp();
    const sent = await transfer(owner.headers, {
      amount: gel(60),
      to: { type: 'company', identificationCode: other.company.identificationCode },
    });
    expect(sent.status).toBe(200);
    await tools.voidIt(body);
    expect(await balanceOf(company.id)).toBe(0);
    expect(await ledgerSum(company.id)).toBe(0);
  });

  it('the rates are the project admins’ only', async () => {
    const path = `/api/v2/fleet/points/rates?projectId=${fixture.project.id}`;
    expect((await tools.api.get(path, fixture.headers.admin)).body.rates).toHaveLength(7);
    expect((await tools.api.get(path, fixture.headers.user)).status).toBe(403);
    const stranger = await createProjectFixture(server);
    expect((await tools.api.get(path, stranger.headers.admin)).status).toBe(404);
  });
});

describe('transfers', () => {
  it('to another company by identification code: both balances and ledgers move', async () => {
    const sender = await fundedCompany(5000);
    const receiver = await fundedCompany(0);
    const response = await transfer(sender.owner.headers, {
      amount: gel(1250),
      to: { type: 'company', identificationCode: receiver.company.identificationCode },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      balance: gel(3750),
      movement: {
        kind: 'transfer_out',
        amount: gel(-1250),
        balanceAfter: gel(3750),
        counterpart: { id: receiver.company.id, identificationCode: receiver.company.identificationCode },
      },
    });
    const incoming = await tools.api.get(
      '/api/v2/fleet/points/ledger?kind=transfer_in',
      receiver.owner.headers,
    );
    expect(incoming.body.items).toHaveLength(1);
    expect(incoming.body.items[0]).toMatchObject({
      amount: gel(1250),
      counterpart: { id: sender.company.id },
    });
    expect(await balanceOf(receiver.company.id)).toBe(1250);
  });

  it('to one of the company’s cards: a GEL top-up of its limit, audited', async () => {
    const { company, owner } = await fundedCompany(3000);
    const card = await tools.card(company.id, {
      limits: [
        { period: 'daily', unit: 'ml', amount: 50_000 },
        { period: 'monthly', unit: 'tetri', amount: 20_000 },
      ],
    });
    const response = await transfer(owner.headers, {
      amount: gel(2000),
      to: { type: 'card', cardId: card.id },
    });
    expect(response.body.movement).toMatchObject({
      kind: 'card_topup',
      card: { id: card.id, number: card.number },
    });
    const limits = await tools.db.select().from(cardLimits).where(eq(cardLimits.cardId, card.id));
    expect(limits.map((limit) => [limit.period, limit.amount]).sort()).toEqual([
      ['daily', 50_000],
      ['monthly', 22_000],
    ]);
    const [audit] = await tools.db.select().from(fleetAudit).where(eq(fleetAudit.entityId, card.id));
    expect([audit!.action, audit!.before, audit!.after]).toEqual([
      'points_topup',
      { limit: { period: 'monthly', unit: 'tetri', amount: 20_000 } },
      { limit: { period: 'monthly', unit: 'tetri', amount: 22_000 }, ledgerId: response.body.movement.id },
    ]);

    const byNumber = await transfer(owner.headers, {
      amount: gel(500),
      to: { type: 'card', cardNumber: card.number.toLowerCase() },
    });
    expect(byNumber.body.movement.card).toEqual({ id: card.id, number: card.number });

    const litersOnly = await tools.card(company.id, {
      limits: [{ period: 'daily', unit: 'ml', amount: 50_000 }],
    });
    const refused = await transfer(owner.headers, {
      amount: gel(100),
      to: { type: 'card', cardId: litersOnly.id },
    });
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([
      409,
      'CARD_HAS_NO_GEL_LIMIT',
      'Points not transferred',
    ]);
    const foreign = await tools.card((await tools.company()).id, {
      limits: [{ period: 'onetime', unit: 'tetri', amount: 1 }],
    });
    expect(
      (await transfer(owner.headers, { amount: gel(100), to: { type: 'card', cardId: foreign.id } })).status,
    ).toBe(404);
    expect(await balanceOf(company.id)).toBe(500);
  });

  it('never more than the balance: 409 INSUFFICIENT_POINTS, nothing written', async () => {
    const sender = await fundedCompany(500);
    const receiver = await fundedCompany(0);
    const response = await transfer(sender.owner.headers, {
      amount: gel(501),
      to: { type: 'company', identificationCode: receiver.company.identificationCode },
    });
    expect([response.status, response.body.code, response.body.message]).toEqual([
      409,
      'INSUFFICIENT_POINTS',
      'Points not transferred',
    ]);
    expect(response.body.fields).toEqual([
      expect.objectContaining({ path: 'amount.amount', rule: 'max_balance' }),
    ]);
    expect([await balanceOf(sender.company.id), await balanceOf(receiver.company.id)]).toEqual([500, 0]);
  });

  it('refuses oneself, an unknown code and bad input', async () => {
    const { company, owner } = await fundedCompany(500);
    const self = await transfer(owner.headers, {
      amount: gel(1),
      to: { type: 'company', identificationCode: company.identificationCode },
    });
    expect([self.status, self.body.fields[0].rule]).toEqual([400, 'not_self']);
    const unknown = await transfer(owner.headers, {
      amount: gel(1),
      to: { type: 'company', identificationCode: '000000001' },
    });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'COMPANY_NOT_FOUND']);
    const zero = await transfer(owner.headers, {
      amount: gel(0),
      to: { type: 'company', identificationCode: '000000001' },
    });
    expect([zero.status, zero.body.fields[0].path]).toEqual([400, 'amount.amount']);
  });

  it('is idempotent: a double click transfers once; the key for another transfer is refused', async () => {
    const sender = await fundedCompany(1000);
    const receiver = await fundedCompany(0);
    const body = {
      idempotencyKey: randomUUID(),
      amount: gel(300),
      to: { type: 'company', identificationCode: receiver.company.identificationCode },
    };
    const answers = await Promise.all([1, 2, 3, 4].map(() => transfer(sender.owner.headers, body)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body.movement.id)).size).toBe(1);
    expect([await balanceOf(sender.company.id), await balanceOf(receiver.company.id)]).toEqual([700, 300]);
    const reused = await transfer(sender.owner.headers, { ...body, amount: gel(5) });
    expect([reused.status, reused.body.code]).toEqual([409, 'IDEMPOTENCY_KEY_REUSED']);
  });

  it('200 concurrent transfers never overdraw, and the final balances are exact', {
    timeout: 120_000,
  }, async () => {
    const sender = await fundedCompany(10_000);
    const receiver = await fundedCompany(0);
    const amounts = Array.from({ length: 200 }, (_, index) => 50 + (index % 5) * 25);
    const answers = await Promise.all(
      amounts.map((amount) =>
        transfer(sender.owner.headers, {
          amount: gel(amount),
          to: { type: 'company', identificationCode: receiver.company.identificationCode },
        }),
      ),
    );
    const done = answers.filter((answer) => answer.status === 200);
    expect(
      answers
        .filter((answer) => answer.status !== 200)
        .every((answer) => answer.body.code === 'INSUFFICIENT_POINTS'),
    ).toBe(true);
    const moved = done.reduce((sum, answer) => sum + -answer.body.movement.amount.amount, 0);
    expect(moved).toBeLessThanOrEqual(10_000);
    expect(10_000 - moved).toBeLessThan(Math.min(...amounts));
    expect(await balanceOf(sender.company.id)).toBe(10_000 - moved);
    expect(await balanceOf(receiver.company.id)).toBe(moved);
    expect(await ledgerSum(sender.company.id)).toBe(10_000 - moved);
    expect(await ledgerSum(receiver.company.id)).toBe(moved);
  });
});

describe('permissions and the details list', () => {
  it('EDIT on transfer points transfers; VIEW on balance sees the balance', async () => {
    const { company } = await fundedCompany(100);
    const viewer = await tools.member(company.id, {
      role: 'ADMIN',
      permissions: { transferPoints: 'VIEW', balance: 'VIEW' },
    });
    const refused = await transfer(viewer.headers, {
      amount: gel(1),
      to: { type: 'card', cardId: randomUUID() },
    });
    expect([refused.status, refused.body.code]).toEqual([403, 'NOT_AUTHORIZED']);
    expect((await tools.api.get('/api/v2/fleet/points', viewer.headers)).body.balance).toEqual(gel(100));
    expect((await tools.api.get('/api/v2/fleet/points/ledger', viewer.headers)).status).toBe(200);
    const noBalance = await tools.member(company.id, {
      role: 'ADMIN',
      permissions: { transferPoints: 'EDIT' },
    });
    expect((await tools.api.get('/api/v2/fleet/points', noBalance.headers)).status).toBe(403);
  });

  it('lists every movement, filtered by kind and paged', async () => {
    const sender = await fundedCompany(1000);
    const receiver = await fundedCompany(0);
    for (const amount of [10, 20, 30]) {
      await transfer(sender.owner.headers, {
        amount: gel(amount),
        to: { type: 'company', identificationCode: receiver.company.identificationCode },
      });
    }
    const page = await tools.api.get(
      '/api/v2/fleet/points/ledger?kind=transfer_out&limit=2&page=2',
      sender.owner.headers,
    );
    expect([page.body.total, page.body.page, page.body.limit]).toEqual([3, 2, 2]);
    expect(page.body.items.map((item: Json) => item.amount.amount)).toEqual([-10]);
    const all = await tools.api.get(
      '/api/v2/fleet/points/ledger?kind=earned,transfer_out',
      sender.owner.headers,
    );
    expect(all.body.total).toBe(4);
    const bad = await tools.api.get('/api/v2/fleet/points/ledger?kind=gift', sender.owner.headers);
    expect(bad.status).toBe(400);
  });
});
