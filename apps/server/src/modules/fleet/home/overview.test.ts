import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectFixture, type ProjectFixture } from '../../../test/fixtures';
import type { Json } from '../../../test/http';
import { startTestServer, type TestServer } from '../../../test/server';
import { businessDateOf } from '../orders/working-days';
import { type PurchaseTools, purchaseTools } from '../purchases-test-support';
import { monthPeriods } from './overview-figures';

// The home's overview blocks: what each says about a company's day, and who sees which.

let server: TestServer;
let tools: PurchaseTools;
let companyId: string;
let owner: { headers: Record<string, string> };
let ids: { near: string; blocked: string; picky: string };
let unpaidTotal: number;
beforeAll(async () => {
  server = await startTestServer();
  const fixture: ProjectFixture = await createProjectFixture(server);
  tools = await purchaseTools(server, fixture);
  const company = await tools.company();
  companyId = company.id;
  owner = await tools.member(company.id);
  const vans = await tools.group(company.id, 'ფურგონები');
  const van = await tools.vehicle(company.id, { groupId: vans.id, tankCapacityMl: 200_000 });
  const near = await tools.card(company.id, {
    vehicleId: van.id,
    limits: [
      { period: 'daily', unit: 'ml', amount: 100_000 },
      { period: 'monthly', unit: 'tetri', amount: 10_000_000 },
    ],
  });
  const blocked = await tools.card(company.id, { status: 'blocked' });
  const picky = await tools.card(company.id, { allowedProducts: ['EURO_REGULAR'] });
  ids = { near: near.id, blocked: blocked.id, picky: picky.id };
  const answers = [
    await tools.authorize(tools.purchase(near.number, { liters: 85 })),
    await tools.authorize(tools.purchase(near.number, { liters: 20 })),
    await tools.authorize(tools.purchase(blocked.number, { liters: 10 })),
    await tools.authorize(tools.purchase(picky.number, { liters: 10, product: 'GAS' })),
    await tools.authorize(tools.purchase(picky.number, { liters: 30, product: 'EURO_REGULAR' })),
  ];
  expect(answers.map((answer) => [answer.body.decision, answer.body.reason ?? null])).toEqual([
    ['approved', null],
    ['declined', 'LIMIT_EXCEEDED'],
    ['declined', 'CARD_BLOCKED'],
    ['declined', 'PRODUCT_NOT_ALLOWED'],
    ['approved', null],
  ]);
  await tools.caughtUp();
  const placed = await tools.api.post(
    '/api/v2/fleet/orders',
    { kind: 'fuel', lines: [{ product: 'EURO_DIESEL', unit: 'liters', quantity: 200 }] },
    owner.headers,
  );
  const draft = await tools.api.post(
    '/api/v2/fleet/orders',
    { kind: 'fuel', draft: true, lines: [{ product: 'GAS', unit: 'liters', quantity: 50 }] },
    owner.headers,
  );
  expect([placed.status, draft.status]).toEqual([201, 201]);
  unpaidTotal = placed.body.total.amount;
}, 120_000);
afterAll(() => server?.close());

const home = (headers: Record<string, string>, query = '?overview=true') =>
  tools.api.get(`/api/v2/fleet/home${query}`, headers);
const BLOCKS = ['month', 'consumption', 'declines', 'cards', 'orders'] as const;
const shown = (body: Json) => BLOCKS.filter((block) => body[block] !== null);

describe('the home’s overview', () => {
  it('compares this month with the same days of last month, as the reports do', async () => {
    const today = businessDateOf(new Date());
    const { month } = (await home(owner.headers)).body;
    expect(month.current).toMatchObject({ ...monthPeriods(today).current, liters: 115, purchases: 2 });
    for (const key of ['current', 'previous'] as const) {
      const { from, to } = month[key];
      const report = await tools.api.get(
        `/api/v2/fleet/reports/consumption?by=product&from=${from}&to=${to}`,
        owner.headers,
      );
      expect(report.status).toBe(200);
      expect({
        liters: month[key].liters,
        amount: month[key].amount,
        purchases: month[key].purchases,
      }).toEqual(report.body.totals);
    }
  });

  it('draws the last 30 days, today last', async () => {
    const { consumption, month } = (await home(owner.headers)).body;
    expect(consumption.days).toHaveLength(30);
    expect(consumption.days.at(-1)).toEqual({
      day: businessDateOf(new Date()),
      liters: 115,
      amount: month.current.amount,
    });
    expect(consumption.days.slice(0, -1).every((day: Json) => day.liters === 0)).toBe(true);
  });

  it('lists today’s declines by reason, each with its card', async () => {
    const { declines } = (await home(owner.headers)).body;
    expect(declines.count).toBe(3);
    expect(declines.byReason.map((row: Json) => [row.reason, row.count]).sort()).toEqual([
      ['CARD_BLOCKED', 1],
      ['LIMIT_EXCEEDED', 1],
      ['PRODUCT_NOT_ALLOWED', 1],
    ]);
    expect(declines.latest.map((row: Json) => [row.reason, row.cardId])).toEqual([
      ['PRODUCT_NOT_ALLOWED', ids.picky],
      ['CARD_BLOCKED', ids.blocked],
      ['LIMIT_EXCEEDED', ids.near],
    ]);
  });

  it('shows cards near a limit (the most used one) and blocked cards', async () => {
    const { cards } = (await home(owner.headers)).body;
    expect([cards.nearLimit, cards.blocked]).toEqual([1, 1]);
    expect(cards.latest.map((card: Json) => [card.id, card.status, card.limit])).toEqual([
      [ids.near, 'active', { period: 'daily', unit: 'liters', amount: 100, used: 85, percent: 85 }],
      [ids.blocked, 'blocked', null],
    ]);
  });

  it('lists the orders waiting for the company, the unpaid ones first, and what they owe', async () => {
    const { orders } = (await home(owner.headers)).body;
    expect(orders.count).toBe(2);
    expect(orders.byAction).toEqual([
      { action: 'unpaid', count: 1 },
      { action: 'draft', count: 1 },
    ]);
    expect(orders.latest.map((order: Json) => [order.action, order.status])).toEqual([
      ['unpaid', 'PENDING'],
      ['draft', 'draft'],
    ]);
    expect(orders.unpaid).toEqual({ amount: unpaidTotal, currency: 'GEL' });
  });

  it('answers only the blocks of the pages the user may view, and none unless asked', async () => {
    expect(shown((await home(owner.headers)).body)).toEqual(BLOCKS);
    expect(shown((await home(owner.headers, '?latestOrders=true')).body)).toEqual([]);
    const grants: [Record<string, string>, string[]][] = [
      [{ home: 'VIEW' }, []],
      [{ home: 'VIEW', reports: 'VIEW' }, ['month', 'consumption']],
      [{ home: 'VIEW', orderCard: 'VIEW' }, ['declines', 'cards']],
      [{ home: 'EDIT', fuelRequest: 'EDIT' }, ['orders']],
    ];
    for (const [permissions, blocks] of grants) {
      const member = await tools.member(companyId, { role: 'ADMIN', permissions });
      const answer = await home(member.headers);
      expect([answer.status, shown(answer.body)]).toEqual([200, blocks]);
    }
    const noHome = await tools.member(companyId, { role: 'ADMIN', permissions: { reports: 'VIEW' } });
    expect((await home(noHome.headers)).status).toBe(403);
    expect((await home(owner.headers, '?overview=yes')).status).toBe(400);
  });
});
