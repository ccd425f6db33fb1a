import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectFixture } from '../../../test/fixtures';
import type { Json } from '../../../test/http';
import { startTestServer, type TestServer } from '../../../test/server';
import { type PurchaseTools, purchaseTools } from '../purchases-test-support';
import { fleetDailyTotals } from '../transactions/tables';
import { dailyTotalsUpsert } from '../transactions/totals';
import type { FuelProduct } from '../vocabulary';
import { monthsToRead } from './totals-source';

// The monthly totals follow the daily ones whoever writes them, and a report that reads months for the
// whole ones and days around them adds up to exactly what the days alone do.

let server: TestServer;
let tools: PurchaseTools;
let owner: { headers: Record<string, string> };
let companyId: string;
let cards: { id: string; number: string; vehicleId: string; groupId: string }[];
const PRODUCTS: FuelProduct[] = ['EURO_DIESEL', 'EURO_REGULAR', 'G_FORCE_PREMIUM'];

const iso = (date: Date) => date.toISOString().slice(0, 10);
const daysAgo = (days: number) => iso(new Date(Date.now() - days * 86_400_000));

/** Adds to one day's totals through the writers' own upsert (so through the monthly trigger). */
const addDay = (
  day: string,
  card: (typeof cards)[number],
  product: FuelProduct,
  ml: number,
  purchases: 1 | -1,
) =>
  dailyTotalsUpsert(tools.db, {
    companyId,
    day: sql<string>`${day}::date`,
    cardId: card.id,
    vehicleId: card.vehicleId,
    groupId: card.groupId,
    product,
    volumeMl: ml,
    amountTetri: Math.round(ml * 0.3),
    purchases,
  });

beforeAll(async () => {
  server = await startTestServer();
  const fixture = await createProjectFixture(server);
  tools = await purchaseTools(server, fixture);
  const company = await tools.company();
  companyId = company.id;
  owner = await tools.member(company.id);
  cards = [];
  for (const name of ['Trucks', 'Vans']) {
    const group = await tools.group(company.id, name);
    const vehicle = await tools.vehicle(company.id, { groupId: group.id });
    const card = await tools.card(company.id, { vehicleId: vehicle.id });
    cards.push({ id: card.id, number: card.number, vehicleId: vehicle.id, groupId: group.id });
  }
  // Fifteen months of days, some added to twice (the upsert's update), some taken out again.
  for (let ago = 1; ago < 460; ago += 3) {
    const card = cards[ago % 2]!;
    await addDay(daysAgo(ago), card, PRODUCTS[ago % 3]!, 10_000 + ago * 7, 1);
    if (ago % 4 === 0) await addDay(daysAgo(ago), card, PRODUCTS[ago % 3]!, 5_000, 1);
    if (ago % 5 === 0) await addDay(daysAgo(ago), card, PRODUCTS[ago % 3]!, -(10_000 + ago * 7), -1);
  }
  // Several days in one statement, as a batched writer would.
  await tools.db.insert(fleetDailyTotals).values(
    [40, 41, 400, 401].map((ago) => ({
      companyId,
      day: daysAgo(ago),
      cardId: cards[0]!.id,
      vehicleId: cards[0]!.vehicleId,
      groupId: cards[0]!.groupId,
      product: 'EURO_DIESEL' as const,
      volumeMl: 1_000,
      amountTetri: 300,
      purchases: 1,
    })),
  );
  // Today's through the terminal: two approvals and a void.
  for (const card of cards) await tools.authorize(tools.purchase(card.number, { liters: 12.5 }));
  const voided = tools.purchase(cards[1]!.number, { liters: 30 });
  expect((await tools.authorize(voided)).body.decision).toBe('approved');
  expect((await tools.voidIt(voided)).status).toBe(200);
  // The approvals reach the daily totals through the aggregate writer: every comparison below reads
  // the days and the months at different moments, so nothing may still be on its way.
  await tools.caughtUp();
}, 120_000);
afterAll(() => server?.close());

/** Months that differ from the sum of their days (none, when the trigger kept up; a month of days taken out stays at 0). */
async function monthsOffTheirDays() {
  const { rows } = (await tools.db.execute(sql`
    with days as (
      select company_id, date_trunc('month', day)::date as month, card_id, vehicle_id, group_id, product,
        sum(volume_ml)::bigint as volume_ml, sum(amount_tetri)::bigint as amount_tetri,
        sum(purchases)::bigint as purchases
      from fleet_daily_totals where company_id = ${companyId}::uuid group by 1, 2, 3, 4, 5, 6)
    select * from days d full join (select * from fleet_monthly_totals where company_id = ${companyId}::uuid) m
      on m.month = d.month and m.card_id = d.card_id and m.product = d.product
     and m.vehicle_id is not distinct from d.vehicle_id and m.group_id is not distinct from d.group_id
    where coalesce(d.volume_ml, 0) <> coalesce(m.volume_ml, 0)
       or coalesce(d.amount_tetri, 0) <> coalesce(m.amount_tetri, 0)
       or coalesce(d.purchases, 0) <> coalesce(m.purchases, 0)`)) as unknown as { rows: unknown[] };
  return rows;
}

/** Group months that differ from the sum of their days over cards and vehicles. */
async function groupMonthsOffTheirDays() {
  const { rows } = (await tools.db.execute(sql`
    with days as (
      select company_id, date_trunc('month', day)::date as month, group_id, product,
        sum(volume_ml)::bigint as volume_ml, sum(amount_tetri)::bigint as amount_tetri,
        sum(purchases)::bigint as purchases
      from fleet_daily_totals where company_id = ${companyId}::uuid group by 1, 2, 3, 4)
    select * from days d
      full join (select * from fleet_group_monthly_totals where company_id = ${companyId}::uuid) m
      on m.month = d.month and m.product = d.product and m.group_id is not distinct from d.group_id
    where coalesce(d.volume_ml, 0) <> coalesce(m.volume_ml, 0)
       or coalesce(d.amount_tetri, 0) <> coalesce(m.amount_tetri, 0)
       or coalesce(d.purchases, 0) <> coalesce(m.purchases, 0)`)) as unknown as { rows: unknown[] };
  return rows;
}

/** The report by month, product and group, as the days alone sum it. */
async function fromTheDays(from?: string, to?: string, extra = sql``) {
  const { rows } = (await tools.db.execute(sql`
    select to_char(day, 'YYYY-MM') as month, product, group_id::text as "groupId",
      sum(volume_ml)::bigint as ml, sum(amount_tetri)::bigint as tetri, sum(purchases)::int as purchases
    from fleet_daily_totals
    where company_id = ${companyId}::uuid ${from ? sql`and day >= ${from}` : sql``}
      ${to ? sql`and day <= ${to}` : sql``} ${extra}
    group by 1, 2, 3 having sum(purchases) > 0 order by 1, 2, 3`)) as unknown as { rows: Json[] };
  return rows.map((row) => [
    row.month,
    row.product,
    row.groupId,
    Number(row.ml),
    Number(row.tetri),
    row.purchases,
  ]);
}

async function report(query: string) {
  const response = await tools.api.get(`/api/v2/fleet/reports/consumption?${query}`, owner.headers);
  expect(response.status).toBe(200);
  return response.body.items.map((row: Json) => [
    row.month,
    row.product,
    row.groupId,
    Math.round(row.liters * 1000),
    row.amount.amount,
    row.purchases,
  ]);
}

describe('monthly totals', () => {
  it('reads a month whole when the period holds most of its days', () => {
    expect(monthsToRead('2026-01-17', '2026-04-10')).toEqual({ first: '2026-02-01', end: '2026-04-01' });
    expect(monthsToRead('2026-01-14', '2026-04-17')).toEqual({ first: '2026-01-01', end: '2026-05-01' });
    expect(monthsToRead('2026-01-01', '2026-01-31')).toEqual({ first: '2026-01-01', end: '2026-02-01' });
    expect(monthsToRead('2026-01-02', '2026-01-30')).toEqual({ first: '2026-01-01', end: '2026-02-01' });
    expect(monthsToRead('2026-01-10', '2026-01-20')).toBeUndefined();
    expect(monthsToRead(undefined, '2026-02-27')).toEqual({ first: undefined, end: '2026-03-01' });
    expect(monthsToRead('2024-02-01', undefined)).toEqual({ first: '2024-02-01', end: undefined });
  });

  it('equal the sum of their days after upserts, batches, approvals and a void', async () => {
    expect(await monthsOffTheirDays()).toEqual([]);
    expect(await groupMonthsOffTheirDays()).toEqual([]);
    const [count] = (
      (await tools.db.execute(
        sql`select count(*)::int as n from fleet_monthly_totals where company_id = ${companyId}::uuid`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(count!.n).toBeGreaterThan(12);
  });

  it('give the report by month exactly what the days give, whatever the period', async () => {
    const periods: [string | undefined, string | undefined][] = [
      [daysAgo(364), daysAgo(0)],
      [daysAgo(440), daysAgo(20)],
      [daysAgo(200), daysAgo(170)],
      [daysAgo(50), daysAgo(45)],
      [daysAgo(75), daysAgo(45)],
      [daysAgo(1), daysAgo(1)],
      [undefined, daysAgo(100)],
      [daysAgo(300), undefined],
      [undefined, undefined],
    ];
    for (const [from, to] of periods) {
      const query = [from && `from=${from}`, to && `to=${to}`, 'by=month,product,group'].filter(Boolean);
      const expected = await fromTheDays(from, to);
      expect(expected.length).toBeGreaterThan(0);
      expect(await report(query.join('&'))).toEqual(expected);
    }
  });

  it('give the same sums by card, and narrowed to a card and a product', async () => {
    const [from, to] = [daysAgo(333), daysAgo(33)];
    const byCard = await tools.api.get(
      `/api/v2/fleet/reports/consumption?from=${from}&to=${to}&by=card`,
      owner.headers,
    );
    const narrowed = await report(
      `from=${from}&to=${to}&by=month,product,group&cardId=${cards[0]!.id}&product=EURO_DIESEL`,
    );
    expect(narrowed).toEqual(
      await fromTheDays(from, to, sql`and card_id = ${cards[0]!.id}::uuid and product = 'EURO_DIESEL'`),
    );
    const days = await fromTheDays(from, to);
    const ml = days.reduce((sum, row) => sum + (row[3] as number), 0);
    expect(byCard.body.totals.liters * 1000).toBeCloseTo(ml, 3);
  });

  it('narrow the group months exactly to a group and a product, and the monthly ones to a vehicle', async () => {
    const [from, to] = [daysAgo(400), daysAgo(10)];
    const group = cards[1]!.groupId;
    expect(
      await report(`from=${from}&to=${to}&by=month,product,group&groupId=${group}&product=EURO_REGULAR`),
    ).toEqual(await fromTheDays(from, to, sql`and group_id = ${group}::uuid and product = 'EURO_REGULAR'`));
    expect(
      await report(`from=${from}&to=${to}&by=month,product,group&vehicleId=${cards[0]!.vehicleId}`),
    ).toEqual(await fromTheDays(from, to, sql`and vehicle_id = ${cards[0]!.vehicleId}::uuid`));
    // By vehicle and group: both names joined to the sums (vehicles have a group_id of their own).
    const response = await tools.api.get(
      `/api/v2/fleet/reports/consumption?from=${from}&to=${to}&by=vehicle,group`,
      owner.headers,
    );
    expect(response.status).toBe(200);
    expect(response.body.items.map((row: Json) => [row.vehicleId, row.groupName]).sort()).toEqual(
      [
        [cards[0]!.vehicleId, 'Trucks'],
        [cards[1]!.vehicleId, 'Vans'],
      ].sort(),
    );
  });

  it('follow days taken out, and leave with their company', async () => {
    await tools.db.execute(
      sql`delete from fleet_daily_totals where company_id = ${companyId}::uuid and day < ${daysAgo(300)}`,
    );
    expect(await monthsOffTheirDays()).toEqual([]);
    expect(await groupMonthsOffTheirDays()).toEqual([]);
    await tools.db.execute(sql`delete from companies where id = ${companyId}::uuid`);
    const { rows } = (await tools.db.execute(
      sql`select (select count(*)::int from fleet_monthly_totals where company_id = ${companyId}::uuid)
        + (select count(*)::int from fleet_group_monthly_totals where company_id = ${companyId}::uuid) as n`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows[0]!.n).toBe(0);
  });
});
