import { randomUUID } from 'node:crypto';
import { and, eq, or, sql } from 'drizzle-orm';
import type { ProjectFixture } from '../../../test/fixtures';
import type { TestServer } from '../../../test/server';
import { pdf } from '../../files/samples';
import { addDays } from '../../intranet/calendar';
import type { OrderStatus } from '../orders/rules';
import { fleetOrderHistory, fleetOrders } from '../orders/tables';
import { businessDateOf } from '../orders/working-days';
import { pointsLedger } from '../points/tables';
import { createFleetPurchases } from '../purchases';
import type { PurchaseTools } from '../purchases-test-support';
import { eventually } from '../test-support';
import type { FleetAuthorizationBody } from '../transactions/schemas';
import { cardTransactions } from '../transactions/tables';

// A company's few days of everything the statement sums, each made through its real path (the
// authorization with its clock set, the order, payment and transfer routes), then the order moves and
// ledger rows that are stamped "now" placed on the day the scenario gives them.

/** Ten days ago … seven days ago in Tbilisi: a day before the period, its two days, a day after. */
export function scenarioDays() {
  const today = businessDateOf(new Date());
  return {
    today,
    before: addDays(today, -10),
    first: addDays(today, -9),
    last: addDays(today, -8),
    after: addDays(today, -7),
  };
}

/** `hour:minute` Tbilisi time (UTC+4) on `day`. */
export const tbilisi = (day: string, hour: number, minute = 0) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + (hour - 4) * 3_600_000 + minute * 60_000);

export async function statementScenario(server: TestServer, fixture: ProjectFixture, tools: PurchaseTools) {
  const { db } = server.database;
  const { api, projectId } = tools;
  const days = scenarioDays();
  let now = new Date();
  const purchases = createFleetPurchases({
    db,
    outbox: tools.services.outbox,
    notifications: tools.services.notifications,
    pricesBySku: tools.services.commerce.items.activePricesBySku,
    clock: () => now,
  });
  await api.put(
    '/api/v2/fleet/points/rates',
    {
      projectId,
      rates: [
        { product: 'EURO_DIESEL', pointsPerLiter: 5 },
        { product: 'EURO_REGULAR', pointsPerLiter: 4 },
      ],
    },
    fixture.headers.admin,
  );
  const company = await tools.company();
  const owner = await tools.member(company.id);
  const recipient = await tools.company();
  const recipientOwner = await tools.member(recipient.id);
  const card = await tools.card(company.id);
  const topUpCard = await tools.card(company.id, {
    limits: [{ period: 'monthly', unit: 'tetri', amount: 100_000 }],
  });

  async function buy(at: Date, cardNumber: string, values: Record<string, unknown>) {
    now = at;
    const body = tools.purchase(cardNumber, values) as FleetAuthorizationBody;
    return { body, answer: await purchases.transactions.authorize(projectId, body) };
  }
  await buy(tbilisi(days.before, 9), card.number, { liters: 40 });
  await buy(tbilisi(days.first, 10), card.number, { liters: 30.5 });
  await buy(tbilisi(days.first, 11), topUpCard.number, { product: 'EURO_REGULAR', liters: 20 });
  const declined = await buy(tbilisi(days.first, 12), topUpCard.number, {
    product: 'EURO_REGULAR',
    liters: 500,
  });
  const voided = await buy(tbilisi(days.first, 13), card.number, { liters: 25 });
  now = tbilisi(days.last, 9);
  // Voided once its points were earned, so that the ledger shows the reversal.
  await tools.caughtUp();
  await purchases.transactions.void(projectId, voided.body);
  // Either side of the Tbilisi midnight between the period's two days (UTC puts both on one day).
  await buy(tbilisi(days.first, 23, 30), card.number, { liters: 10 });
  await buy(tbilisi(days.last, 0, 30), card.number, { product: 'EURO_REGULAR', liters: 15 });
  await buy(tbilisi(days.after, 10), card.number, { liters: 50 });
  await tools.caughtUp();

  // Earned points are stamped when written: put each on its purchase's instant (a reversal on the void's).
  await db.execute(sql`
    update ${pointsLedger} l
    set created_at = case when l.kind = 'reversed' then t.voided_at else t.at end
    from ${cardTransactions} t
    where l.transaction_id = t.id and l.company_id = ${company.id}::uuid`);

  /** A transfer by `from`'s owner, its ledger rows (and the receiving company's) dated `at`. */
  const transfer = async (
    from: { id: string; headers: Record<string, string> },
    to: unknown,
    amount: number,
    at: Date,
  ) => {
    const idempotencyKey = randomUUID();
    const answer = await api.post(
      '/api/v2/fleet/points/transfers',
      { idempotencyKey, amount: { amount, currency: 'GEL' }, to },
      from.headers,
    );
    if (answer.status !== 200) throw new Error(`transfer failed: ${JSON.stringify(answer.body)}`);
    await db
      .update(pointsLedger)
      .set({ at })
      .where(
        or(
          and(eq(pointsLedger.companyId, from.id), eq(pointsLedger.idempotencyKey, idempotencyKey)),
          and(eq(pointsLedger.kind, 'transfer_in'), eq(pointsLedger.counterpartCompanyId, from.id)),
        ),
      );
  };
  const sender = { id: company.id, headers: owner.headers };
  await transfer(sender, { type: 'card', cardId: topUpCard.id }, 300, tbilisi(days.first, 15));
  await transfer(
    sender,
    { type: 'company', identificationCode: recipient.identificationCode },
    200,
    tbilisi(days.last, 15),
  );
  await transfer(
    { id: recipient.id, headers: recipientOwner.headers },
    { type: 'company', identificationCode: company.identificationCode },
    120,
    tbilisi(days.last, 16),
  );

  const orders = await orderScenario(server, fixture, tools, owner.headers, days);
  return { days, company, owner, recipient, card, topUpCard, declined, voided, orders };
}

/** Orders through their routes: placed, paid (by transfer or online) and issued, then dated. */
async function orderScenario(
  server: TestServer,
  fixture: ProjectFixture,
  tools: PurchaseTools,
  headers: Record<string, string>,
  days: ReturnType<typeof scenarioDays>,
) {
  const { api, projectId } = tools;
  const { db } = server.database;
  const backOffice = (id: string, path: string) => `/api/v2/project/${projectId}/fleet/orders/${id}${path}`;
  const place = async (body: unknown) => {
    const placed = await api.post('/api/v2/fleet/orders', body, headers);
    if (placed.status !== 201) throw new Error(`order not placed: ${JSON.stringify(placed.body)}`);
    return placed.body as { id: string; total: { amount: number } };
  };
  const payByTransfer = async (id: string) => {
    const file = new FormData();
    file.append('file', new Blob([pdf()]), 'payment.pdf');
    const uploaded = await api.post('/api/v2/file/upload', file, headers);
    await api.post(`/api/v2/fleet/orders/${id}/documents`, { fileId: uploaded.body.id }, headers);
    await api.post(`/api/v2/fleet/orders/${id}/payment/confirm`, {}, headers);
    const accepted = await api.post(backOffice(id, '/payment/accept'), {}, fixture.headers.admin);
    if (accepted.status !== 200) throw new Error(`payment not accepted: ${JSON.stringify(accepted.body)}`);
  };
  const payOnline = async (id: string) => {
    const link = await api.post(`/api/v2/fleet/orders/${id}/payment/online`, {}, headers);
    await fetch(`${server.url}/pay/${link.body.transactionId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ decision: 'pay', lang: 'en' }).toString(),
      redirect: 'manual',
    });
    await eventually(async () => {
      const [order] = await db.select().from(fleetOrders).where(eq(fleetOrders.id, id));
      return order?.paidAt ? true : undefined;
    });
  };
  const issue = async (id: string) => {
    for (const status of ['READY', 'ISSUED']) {
      const moved = await api.post(backOffice(id, '/status'), { status }, fixture.headers.admin);
      if (moved.status !== 200) throw new Error(`order not moved: ${JSON.stringify(moved.body)}`);
    }
  };
  const date = async (id: string, moves: Partial<Record<OrderStatus | 'paid', Date>>) => {
    for (const [status, at] of Object.entries(moves)) {
      if (status === 'paid') await db.update(fleetOrders).set({ paidAt: at }).where(eq(fleetOrders.id, id));
      else
        await db
          .update(fleetOrderHistory)
          .set({ at })
          .where(
            and(eq(fleetOrderHistory.orderId, id), eq(fleetOrderHistory.toStatus, status as OrderStatus)),
          );
    }
  };

  const wholesale = await place({
    kind: 'wholesale',
    lines: [{ product: 'EURO_DIESEL', quantity: 1000 }],
    delivery: {
      transportationType: 'provider_tanker',
      vehicleNumber: 'AB-123-CD',
      trailerNumber: 'TR-4567',
      address: 'Tbilisi, Tsereteli Ave 116',
      deliveryDate: addDays(days.today, 30),
      contactNumber: '+995555123456',
    },
  });
  await payByTransfer(wholesale.id);
  await issue(wholesale.id);
  const coupons = await place({
    kind: 'coupons',
    lines: [{ product: 'G_FORCE_PREMIUM', denomination: 20, quantity: 10 }],
  });
  await payByTransfer(coupons.id);
  await issue(coupons.id);
  const fuel = await place({
    kind: 'fuel',
    lines: [{ product: 'EURO_REGULAR', unit: 'liters', quantity: 100 }],
  });
  await payOnline(fuel.id);
  await issue(fuel.id);
  const unpaid = await place({ kind: 'fuel', lines: [{ product: 'GAS', unit: 'GEL', quantity: 50 }] });

  await date(wholesale.id, {
    PENDING: tbilisi(days.before, 9),
    paid: tbilisi(days.before, 10),
    ISSUED: tbilisi(days.first, 9),
  });
  await date(coupons.id, {
    PENDING: tbilisi(days.first, 9),
    paid: tbilisi(days.first, 12),
    ISSUED: tbilisi(days.last, 12),
  });
  await date(fuel.id, {
    PENDING: tbilisi(days.last, 8),
    paid: tbilisi(days.last, 9),
    ISSUED: tbilisi(days.after, 9),
  });
  await date(unpaid.id, { PENDING: tbilisi(days.last, 10) });
  return { wholesale, coupons, fuel, unpaid };
}
