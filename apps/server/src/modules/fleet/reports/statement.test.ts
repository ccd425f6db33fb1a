import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectFixture, type ProjectFixture } from '../../../test/fixtures';
import type { Json } from '../../../test/http';
import { startTestServer, type TestServer } from '../../../test/server';
import { addDays } from '../../intranet/calendar';
import { businessDateOf } from '../orders/working-days';
import { pointsLedger } from '../points/tables';
import { type PurchaseTools, purchaseTools } from '../purchases-test-support';
import { companies } from '../tables';
import { cardTransactions } from '../transactions/tables';
import { statementScenario } from './statement-test-support';

// The reconciliation statement against the rows it sums: a company's days of purchases (through the
// authorization, one voided, one declined), points earned and transferred, and orders placed, paid
// and issued, each on a known Tbilisi day.

let server: TestServer;
let fixture: ProjectFixture;
let tools: PurchaseTools;
let world: Awaited<ReturnType<typeof statementScenario>>;
beforeAll(async () => {
  server = await startTestServer({ config: { outboxPollMs: 50 } });
  fixture = await createProjectFixture(server);
  tools = await purchaseTools(server, fixture);
  world = await statementScenario(server, fixture, tools);
}, 180_000);
afterAll(() => server?.close());

const statementOf = async (from: string, to: string, headers = world.owner.headers) => {
  const response = await tools.api.get(`/api/v2/fleet/reports/statement?from=${from}&to=${to}`, headers);
  expect(response.status).toBe(200);
  return response.body as Json;
};
const lineOf = (statement: Json, key: string, product?: string) =>
  (statement.sections as Json[])
    .flatMap((section) => section.lines as Json[])
    .find((line) => line.key === key && (product === undefined || line.product === product));
const gel = (amount: number) => ({ amount, currency: 'GEL' });
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The company's approved, not voided purchases and its ledger rows, with their Tbilisi days. */
async function rows() {
  const purchases = (
    await tools.db.select().from(cardTransactions).where(eq(cardTransactions.companyId, world.company.id))
  )
    .filter((row) => row.decision === 'approved' && !row.voidedAt)
    .map((row) => ({ ...row, day: businessDateOf(row.at) }));
  const ledger = (
    await tools.db.select().from(pointsLedger).where(eq(pointsLedger.companyId, world.company.id))
  ).map((row) => ({ ...row, day: businessDateOf(row.at) }));
  return { purchases, ledger };
}

describe('the reconciliation statement', () => {
  it('sums the period’s purchases, points, payments and orders to the rows', async () => {
    const { first, last } = world.days;
    const statement = await statementOf(first, last);
    const { purchases, ledger } = await rows();
    const within = <T extends { day: string }>(list: T[]) =>
      list.filter((row) => row.day >= first && row.day <= last);

    // Two purchases of each product in the period: the voided one, the declined one and those of the
    // days around it count nowhere; 23:30 and 00:30 Tbilisi fall on the two days they belong to.
    for (const product of ['EURO_DIESEL', 'EURO_REGULAR']) {
      const bought = within(purchases).filter((row) => row.product === product);
      expect(bought).toHaveLength(2);
      expect(lineOf(statement, 'purchase', product)).toEqual({
        key: 'purchase',
        product,
        count: 2,
        liters: sum(bought.map((row) => row.volumeMl)) / 1000,
        amount: gel(-sum(bought.map((row) => row.amountTetri))),
        moves: 'money',
      });
    }
    const purchaseSection = statement.sections.find((section: Json) => section.key === 'purchases');
    expect(purchaseSection.liters).toBe(sum(within(purchases).map((row) => row.volumeMl)) / 1000);
    expect(purchaseSection.liters).toBe(30.5 + 20 + 10 + 15);

    for (const kind of ['earned', 'reversed', 'transfer_in', 'transfer_out', 'card_topup']) {
      const moved = within(ledger).filter((row) => row.kind === kind);
      expect(lineOf(statement, kind), kind).toMatchObject({
        count: moved.length,
        amount: gel(sum(moved.map((row) => row.amount))),
        moves: 'points',
      });
    }
    expect(lineOf(statement, 'card_topup').amount).toEqual(gel(-300));
    expect(lineOf(statement, 'transfer_out').amount).toEqual(gel(-200));
    expect(lineOf(statement, 'transfer_in').amount).toEqual(gel(120));
    expect(lineOf(statement, 'reversed').count).toBe(1);

    const { wholesale, coupons, fuel, unpaid } = world.orders;
    expect(lineOf(statement, 'paidByTransfer')).toMatchObject({
      count: 1,
      amount: gel(coupons.total.amount),
    });
    expect(lineOf(statement, 'paidOnline')).toMatchObject({ count: 1, amount: gel(fuel.total.amount) });
    expect(lineOf(statement, 'pointsToCards')).toMatchObject({ count: 1, amount: gel(300), moves: 'money' });
    expect(lineOf(statement, 'wholesaleIssued')).toMatchObject({
      count: 1,
      amount: gel(-wholesale.total.amount),
      moves: 'money',
    });
    expect(lineOf(statement, 'couponsIssued')).toMatchObject({
      count: 1,
      amount: gel(-coupons.total.amount),
    });
    expect(lineOf(statement, 'fuelIssued')).toMatchObject({ count: 0, moves: null });
    expect(lineOf(statement, 'ordersPlaced')).toEqual({
      key: 'ordersPlaced',
      count: 3,
      liters: null,
      amount: gel(coupons.total.amount + fuel.total.amount + unpaid.total.amount),
      moves: null,
    });

    // Before the period: the wholesale order paid, one purchase, its points.
    const before = <T extends { day: string }>(list: T[]) => list.filter((row) => row.day < first);
    expect(statement.opening).toEqual({
      money: gel(wholesale.total.amount - sum(before(purchases).map((row) => row.amountTetri))),
      points: gel(sum(before(ledger).map((row) => row.amount))),
    });
    for (const balance of ['money', 'points']) {
      const moved = statement.sections
        .filter((section: Json) => section.balance === balance)
        .flatMap((section: Json) => section.lines)
        .filter((line: Json) => line.moves === balance);
      expect(statement.closing[balance].amount).toBe(
        statement.opening[balance].amount + sum(moved.map((line: Json) => line.amount.amount)),
      );
    }
  });

  it('opens each day where the day before closed, and closes today at the balances', async () => {
    const { before, first, last, after, today } = world.days;
    for (const day of [first, last, after, today]) {
      const previous = await statementOf(before, addDays(day, -1));
      const next = await statementOf(day, day);
      expect(next.opening, day).toEqual(previous.closing);
    }
    const whole = await statementOf(before, today);
    const [company] = await tools.db.select().from(companies).where(eq(companies.id, world.company.id));
    expect(whole.closing.points).toEqual(gel(company!.pointsBalance));
    const { purchases } = await rows();
    const { wholesale, coupons, fuel } = world.orders;
    expect(whole.closing.money).toEqual(
      gel(
        wholesale.total.amount +
          coupons.total.amount +
          fuel.total.amount +
          300 -
          wholesale.total.amount -
          coupons.total.amount -
          sum(purchases.map((row) => row.amountTetri)),
      ),
    );
    // Another company sees its own statement only: the recipient got 200 and sent 120 back.
    const theirs = await statementOf(before, today, (await tools.member(world.recipient.id)).headers);
    expect(theirs.closing).toEqual({ money: gel(0), points: gel(80) });
  });

  it('covers this month up to today when no period is given', async () => {
    const response = await tools.api.get('/api/v2/fleet/reports/statement', world.owner.headers);
    const today = businessDateOf(new Date());
    expect([response.body.from, response.body.to]).toEqual([`${today.slice(0, 8)}01`, today]);
    expect(response.body.company).toEqual({
      name: world.company.name,
      identificationCode: world.company.identificationCode,
    });
  });

  it('refuses a bad period with 400 naming the field', async () => {
    const today = businessDateOf(new Date());
    const cases: [string, string, string][] = [
      ['from=2026-03-05&to=2026-03-01', 'to', 'date_range'],
      ['from=2025-01-01&to=2026-01-02', 'to', 'max_days'],
      [`from=${addDays(today, 3)}`, 'from', 'date_range'],
      ['from=2026-02-30&to=2026-03-01', 'from', 'invalid_format'],
      ['from=yesterday', 'from', 'invalid_format'],
      ['from=1999-12-31&to=2000-01-05', 'from', 'too_small'],
    ];
    for (const [query, path, rule] of cases) {
      for (const route of ['statement', 'statement.pdf']) {
        const response = await tools.api.get(`/api/v2/fleet/reports/${route}?${query}`, world.owner.headers);
        expect([response.status, response.body.code], `${route}?${query}`).toEqual([
          400,
          'VALIDATION_FAILED',
        ]);
        expect(response.body.fields.map((field: Json) => `${field.path}:${field.rule}`)).toEqual([
          `${path}:${rule}`,
        ]);
      }
    }
    const locale = await tools.api.get('/api/v2/fleet/reports/statement.pdf?locale=fr', world.owner.headers);
    expect(locale.body.fields.map((field: Json) => field.path)).toEqual(['locale']);
  });

  it('needs VIEW on reports', async () => {
    const balanceOnly = await tools.member(world.company.id, {
      role: 'ADMIN',
      permissions: { balance: 'EDIT', transferPoints: 'EDIT' },
    });
    for (const route of ['statement', 'statement.pdf']) {
      const refused = await tools.api.get(`/api/v2/fleet/reports/${route}`, balanceOnly.headers);
      expect([refused.status, refused.body.code]).toEqual([403, 'NOT_AUTHORIZED']);
    }
    const reader = await tools.member(world.company.id, { role: 'ADMIN', permissions: { reports: 'VIEW' } });
    expect((await tools.api.get('/api/v2/fleet/reports/statement', reader.headers)).status).toBe(200);
  });
});
