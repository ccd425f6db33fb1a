import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectFixture, type ProjectFixture } from '../../../test/fixtures';
import type { Json } from '../../../test/http';
import { startTestServer, type TestServer } from '../../../test/server';
import { notificationDeliveries } from '../../notifications/tables';
import { cardUsage, vehicles } from '../asset-tables';
import { type PurchaseTools, purchaseTools, TEST_PRICES } from '../purchases-test-support';
import { companyUsers, fleetAudit } from '../tables';
import { eventually } from '../test-support';
import { cardTransactions, fleetDailyTotals } from './tables';

let server: TestServer;
let fixture: ProjectFixture;
let tools: PurchaseTools;
beforeAll(async () => {
  server = await startTestServer({ config: { outboxPollMs: 50 } });
  fixture = await createProjectFixture(server);
  tools = await purchaseTools(server, fixture);
});
afterAll(() => server?.close());

const dailyLiters = (liters: number) => [
  { period: 'daily' as const, unit: 'ml' as const, amount: liters * 1000 },
];

describe('authorization', () => {
  it('approves within the limit: books the amount at the retailer’s price and answers it', async () => {
    const company = await tools.company();
    const card = await tools.card(company.id, { limits: dailyLiters(100) });
    const response = await tools.authorize(tools.purchase(card.number, { liters: 45.37 }));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      decision: 'approved',
      reason: null,
      limit: null,
      cardId: card.id,
      liters: 45.37,
      unitPrice: { amount: TEST_PRICES.EURO_DIESEL, currency: 'GEL' },
      amount: { amount: Math.round(45.37 * TEST_PRICES.EURO_DIESEL), currency: 'GEL' },
      voidedAt: null,
    });
    const [usage] = await tools.db.select().from(cardUsage).where(eq(cardUsage.cardId, card.id));
    expect(usage!.used).toBe(45_370);
  });

  it('takes an amount in GEL and the pump’s own unit price', async () => {
    const company = await tools.company();
    const card = await tools.card(company.id, {
      limits: [{ period: 'monthly', unit: 'tetri', amount: 10_000 }],
    });
    const response = await tools.authorize(
      tools.purchase(card.number, {
        liters: undefined,
        amount: { amount: 5000, currency: 'GEL' },
        unitPrice: { amount: 250, currency: 'GEL' },
      }),
    );
    expect(response.body).toMatchObject({ decision: 'approved', liters: 20, amount: { amount: 5000 } });
  });

  it('refuses bad input with the field named, and a product without a price', async () => {
    const both = await tools.authorize(
      tools.purchase('ABC123', { amount: { amount: 100, currency: 'GEL' } }),
    );
    expect([both.status, both.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(both.body.fields.map((field: Json) => field.path)).toContain('liters');
    const short = await tools.authorize(tools.purchase('AB12', {}));
    expect(short.body.fields.map((field: Json) => field.path)).toEqual(['cardNumber']);
    const precise = await tools.authorize(tools.purchase('ABC123', { liters: 1.0001 }));
    expect(precise.body.fields.map((field: Json) => field.path)).toEqual(['liters']);
  });

  it('is for the project’s private key only', async () => {
    const body = tools.purchase('ABC123');
    expect((await tools.api.post('/api/v2/fleet/terminal/authorizations', body)).status).toBe(401);
    const asUser = await tools.api.post('/api/v2/fleet/terminal/authorizations', body, fixture.headers.user);
    expect([asUser.status, asUser.body.code]).toEqual([403, 'CALLER_NOT_ALLOWED']);
  });

  it('does not see another project’s cards; a project without prices wants the pump’s', async () => {
    const company = await tools.company();
    const card = await tools.card(company.id);
    const other = await createProjectFixture(server);
    const response = await tools.api.post(
      '/api/v2/fleet/terminal/authorizations',
      tools.purchase(card.number, { unitPrice: { amount: 300, currency: 'GEL' } }),
      other.headers.private,
    );
    expect(response.body).toMatchObject({ decision: 'declined', reason: 'CARD_UNKNOWN' });
    const unpriced = await tools.api.post(
      '/api/v2/fleet/terminal/authorizations',
      tools.purchase(card.number),
      other.headers.private,
    );
    expect([unpriced.status, unpriced.body.code]).toEqual([409, 'PRODUCT_NOT_PRICED']);
  });
});

describe('decline reasons', () => {
  it('names each reason, in the order the checks run', async () => {
    const company = await tools.company();
    const blockedCompany = await tools.company({ status: 'blocked' });
    const cases: [string, Record<string, unknown>][] = [
      ['CARD_UNKNOWN', tools.purchase('ZZZZZ9')],
      ['COMPANY_BLOCKED', tools.purchase((await tools.card(blockedCompany.id)).number)],
      ['CARD_CLOSED', tools.purchase((await tools.card(company.id, { status: 'closed' })).number)],
      ['CARD_BLOCKED', tools.purchase((await tools.card(company.id, { status: 'blocked' })).number)],
      [
        'PRODUCT_NOT_ALLOWED',
        tools.purchase((await tools.card(company.id, { allowedProducts: ['GAS'] })).number),
      ],
      [
        'OUTSIDE_ALLOWED_HOURS',
        tools.purchase((await tools.card(company.id, { allowedWeekdays: [] as number[] })).number),
      ],
    ];
    for (const [reason, body] of cases) {
      const response = await tools.authorize(body);
      expect([response.status, response.body.decision, response.body.reason], reason).toEqual([
        200,
        'declined',
        reason,
      ]);
    }
  });

  it('LIMIT_EXCEEDED names the limit and what remains of it, and books nothing', async () => {
    const company = await tools.company();
    const card = await tools.card(company.id, {
      limits: [...dailyLiters(100), { period: 'weekly', unit: 'tetri', amount: 20_000 }],
    });
    expect((await tools.authorize(tools.purchase(card.number, { liters: 60 }))).body.decision).toBe(
      'approved',
    );
    const refused = await tools.authorize(tools.purchase(card.number, { liters: 50 }));
    expect(refused.body).toMatchObject({
      decision: 'declined',
      reason: 'LIMIT_EXCEEDED',
      limit: { period: 'daily', unit: 'ml', limit: 100_000, remaining: 40_000 },
    });
    // The weekly GEL limit refuses next; the daily window it passed first is given back.
    const weekly = await tools.authorize(
      tools.purchase(card.number, { liters: 10, unitPrice: { amount: 500, currency: 'GEL' } }),
    );
    expect(weekly.body.limit).toMatchObject({
      period: 'weekly',
      unit: 'tetri',
      remaining: 20_000 - 60 * 299,
    });
    const usage = await tools.db.select().from(cardUsage).where(eq(cardUsage.cardId, card.id));
    expect(usage.map((row) => [row.period, row.used]).sort()).toEqual([
      ['daily', 60_000],
      ['weekly', 60 * 299],
    ]);
  });

  it('a onetime limit is spent for good', async () => {
    const company = await tools.company();
    const card = await tools.card(company.id, {
      limits: [{ period: 'onetime', unit: 'ml', amount: 30_000 }],
    });
    expect((await tools.authorize(tools.purchase(card.number, { liters: 30 }))).body.decision).toBe(
      'approved',
    );
    const again = await tools.authorize(tools.purchase(card.number, { liters: 0.5 }));
    expect(again.body.limit).toMatchObject({ period: 'onetime', remaining: 0 });
  });

  it('audits every decision, approved or declined', async () => {
    const company = await tools.company();
    const card = await tools.card(company.id, { limits: dailyLiters(5) });
    const approved = await tools.authorize(tools.purchase(card.number, { liters: 5 }));
    const declined = await tools.authorize(tools.purchase(card.number, { liters: 5 }));
    // Written by the aggregate writer right after the decisions (decision-events.ts).
    await tools.caughtUp();
    const entries = await tools.db.select().from(fleetAudit).where(eq(fleetAudit.companyId, company.id));
    expect(entries.map((entry) => [entry.entityId, entry.action]).sort()).toEqual(
      [
        [approved.body.id, 'approve'],
        [declined.body.id, 'decline'],
      ].sort(),
    );
    expect(entries.find((entry) => entry.action === 'decline')!.after).toMatchObject({
      reason: 'LIMIT_EXCEEDED',
      cardNumber: card.number,
    });
  });
});

describe('retries and voids', () => {
  it('a retry with the same terminal transaction id answers the first decision and books once', async () => {
    const company = await tools.company();
    const card = await tools.card(company.id, { limits: dailyLiters(100) });
    const body = tools.purchase(card.number, { liters: 40 });
    const first = await tools.authorize(body);
    const retries = await Promise.all([1, 2, 3].map(() => tools.authorize(body)));
    for (const retry of retries) expect(retry.body).toEqual(first.body);
    // A retry with other liters still answers the first decision.
    expect((await tools.authorize({ ...body, liters: 99 })).body).toEqual(first.body);
    const [usage] = await tools.db.select().from(cardUsage).where(eq(cardUsage.cardId, card.id));
    expect(usage!.used).toBe(40_000);
    const rows = await tools.db.select().from(cardTransactions).where(eq(cardTransactions.cardId, card.id));
    expect(rows).toHaveLength(1);
    // Another terminal may use the same id: ids are unique per terminal.
    const other = await tools.authorize({ ...body, terminalId: 'T-2' });
    expect(other.body.id).not.toBe(first.body.id);
  });

  it('a void gives the limit and the daily totals back; again is the same answer', async () => {
    const company = await tools.company();
    const card = await tools.card(company.id, { limits: dailyLiters(50) });
    const body = tools.purchase(card.number, { liters: 50 });
    const approved = await tools.authorize(body);
    expect((await tools.authorize(tools.purchase(card.number, { liters: 1 }))).body.reason).toBe(
      'LIMIT_EXCEEDED',
    );
    // Applied to the totals first (the void of a purchase still queued: aggregates.test.ts).
    await tools.caughtUp();

    const voided = await tools.voidIt(body);
    expect(voided.status).toBe(200);
    expect(voided.body).toMatchObject({ id: approved.body.id, decision: 'approved' });
    expect(voided.body.voidedAt).not.toBeNull();
    expect((await tools.voidIt(body)).body).toEqual(voided.body);

    const [usage] = await tools.db.select().from(cardUsage).where(eq(cardUsage.cardId, card.id));
    expect(usage!.used).toBe(0);
    const [totals] = await tools.db
      .select()
      .from(fleetDailyTotals)
      .where(eq(fleetDailyTotals.cardId, card.id));
    expect([totals!.volumeMl, totals!.amountTetri, totals!.purchases]).toEqual([0, 0, 0]);
    expect((await tools.authorize(tools.purchase(card.number, { liters: 50 }))).body.decision).toBe(
      'approved',
    );
  });

  it('refuses to void a decline (409) or an unknown transaction (404)', async () => {
    const company = await tools.company();
    const card = await tools.card(company.id, { status: 'blocked' });
    const body = tools.purchase(card.number);
    await tools.authorize(body);
    const declined = await tools.voidIt(body);
    expect([declined.status, declined.body.code]).toEqual([409, 'INVALID_TRANSITION']);
    const unknown = await tools.voidIt({ terminalId: 'T-1', terminalTransactionId: 'never-sent' });
    expect(unknown.status).toBe(404);
  });
});

describe('odometer and anomalies', () => {
  it('keeps the last odometer reading on the card’s vehicle', async () => {
    const company = await tools.company();
    const vehicle = await tools.vehicle(company.id);
    const card = await tools.card(company.id, { vehicleId: vehicle.id });
    await tools.authorize(tools.purchase(card.number, { odometerKm: 120_500 }));
    await tools.caughtUp();
    const [row] = await tools.db.select().from(vehicles).where(eq(vehicles.id, vehicle.id));
    expect(row!.odometerKm).toBe(120_500);
  });

  it('flags more than the tank, a second fill within 30 minutes and another fuel type; lists them', async () => {
    const company = await tools.company();
    const admin = await tools.member(company.id);
    const vehicle = await tools.vehicle(company.id, { fuelType: 'EURO_DIESEL', tankCapacityMl: 50_000 });
    const card = await tools.card(company.id, { vehicleId: vehicle.id });
    const first = await tools.authorize(tools.purchase(card.number, { liters: 40 }));
    expect(first.body.anomalies).toEqual([]);
    const second = await tools.authorize(tools.purchase(card.number, { liters: 55, product: 'GAS' }));
    expect(second.body.anomalies).toEqual(['OVER_TANK_CAPACITY', 'RAPID_REFILL', 'FUEL_TYPE_MISMATCH']);

    const flagged = await tools.api.get('/api/v2/fleet/transactions?anomalous=true', admin.headers);
    expect(flagged.body.items.map((item: Json) => item.id)).toEqual([second.body.id]);
    const byFlag = await tools.api.get(
      '/api/v2/fleet/transactions?anomaly=FUEL_TYPE_MISMATCH,OVER_TANK_CAPACITY',
      admin.headers,
    );
    expect(byFlag.body.total).toBe(1);
    const all = await tools.api.get(`/api/v2/fleet/transactions?cardId=${card.id}&limit=1`, admin.headers);
    expect([all.body.total, all.body.items[0].id]).toEqual([2, second.body.id]);
  });
});

describe('the company’s list', () => {
  it('shows only the company’s own, needs VIEW on reports, and filters by decision and reason', async () => {
    const company = await tools.company();
    const other = await tools.company();
    const card = await tools.card(company.id, { limits: dailyLiters(10) });
    await tools.authorize(tools.purchase(card.number, { liters: 10 }));
    await tools.authorize(tools.purchase(card.number, { liters: 10 }));
    await tools.authorize(tools.purchase((await tools.card(other.id)).number));

    const reader = await tools.member(company.id, { role: 'ADMIN', permissions: { reports: 'VIEW' } });
    const page = await tools.api.get('/api/v2/fleet/transactions', reader.headers);
    expect(page.body.total).toBe(2);
    const declined = await tools.api.get(
      '/api/v2/fleet/transactions?decision=declined&reason=LIMIT_EXCEEDED',
      reader.headers,
    );
    expect(declined.body.items).toHaveLength(1);
    const one = await tools.api.get(
      `/api/v2/fleet/transactions/${declined.body.items[0].id}`,
      reader.headers,
    );
    expect(one.body.reason).toBe('LIMIT_EXCEEDED');

    const outsider = await tools.member(other.id);
    expect((await tools.api.get(`/api/v2/fleet/transactions/${one.body.id}`, outsider.headers)).status).toBe(
      404,
    );
    const noReports = await tools.member(company.id, { role: 'ADMIN', permissions: { vehicles: 'EDIT' } });
    const refused = await tools.api.get('/api/v2/fleet/transactions', noReports.headers);
    expect([refused.status, refused.body.code]).toEqual([403, 'NOT_AUTHORIZED']);
  });
});

describe('decline alerts', () => {
  it('notify the card managers at once, on the channels they chose, with the reason and a link to the card', async () => {
    const company = await tools.company();
    const owner = await tools.member(company.id);
    const cardManager = await tools.member(company.id, { role: 'ADMIN', permissions: { orderCard: 'VIEW' } });
    const texter = await tools.member(company.id, { role: 'ADMIN', permissions: { orderCard: 'EDIT' } });
    await tools.db
      .update(companyUsers)
      .set({ notificationChannels: { inApp: false, email: false, sms: true } })
      .where(eq(companyUsers.userId, texter.userId));
    const bystander = await tools.member(company.id, { role: 'ADMIN', permissions: { reports: 'VIEW' } });
    const card = await tools.card(company.id, { limits: dailyLiters(20) });
    const declined = await tools.authorize(tools.purchase(card.number, { liters: 25 }));

    const inbox = (headers: Record<string, string>) =>
      tools.api
        .get('/api/v2/notification?lang=en&type=IN_APP', headers)
        .then((response) => response.body.items as Json[]);
    for (const who of [owner, cardManager]) {
      const [alert] = await eventually(async () => {
        const items = await inbox(who.headers);
        return items.length ? items : undefined;
      });
      expect(alert).toMatchObject({
        type: 'IN_APP',
        title: `Card ${card.number} declined`,
        data: {
          kind: 'fleet.card-declined',
          cardId: card.id,
          reason: 'LIMIT_EXCEEDED',
          link: `/dashboard/order-card?card=${card.id}`,
        },
      });
      expect(alert.body).toContain('20.00 L left');
    }
    expect(await inbox(bystander.headers)).toEqual([]);
    expect(await inbox(texter.headers)).toEqual([]);
    const channels = await tools.db
      .select({ userId: notificationDeliveries.userId, channel: notificationDeliveries.channel })
      .from(notificationDeliveries)
      .where(
        inArray(notificationDeliveries.userId, [
          owner.userId,
          cardManager.userId,
          texter.userId,
          bystander.userId,
        ]),
      );
    const of = (userId: string) =>
      channels
        .filter((row) => row.userId === userId)
        .map((row) => row.channel)
        .sort();
    expect(of(owner.userId)).toEqual(['EMAIL', 'IN_APP']);
    expect(of(texter.userId)).toEqual(['SMS']);
    expect(of(bystander.userId)).toEqual([]);
    const [row] = await tools.db
      .select()
      .from(cardTransactions)
      .where(eq(cardTransactions.id, declined.body.id));
    expect(row!.alertedAt).not.toBeNull();
  });
});
