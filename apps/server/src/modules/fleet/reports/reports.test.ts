import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectFixture, type ProjectFixture } from '../../../test/fixtures';
import type { Json } from '../../../test/http';
import { startTestServer, type TestServer } from '../../../test/server';
import { type PurchaseTools, purchaseTools } from '../purchases-test-support';

let server: TestServer;
let fixture: ProjectFixture;
let tools: PurchaseTools;
let owner: { headers: Record<string, string> };
let approved: Json[];
let ids: { trucks: string; vans: string; truck: string; van: string; truckCard: string; vanCard: string };
beforeAll(async () => {
  server = await startTestServer();
  fixture = await createProjectFixture(server);
  tools = await purchaseTools(server, fixture);
  const company = await tools.company();
  owner = await tools.member(company.id);
  const trucks = await tools.group(company.id, 'Trucks');
  const vans = await tools.group(company.id, 'Vans');
  const truck = await tools.vehicle(company.id, { groupId: trucks.id, tankCapacityMl: 400_000 });
  const van = await tools.vehicle(company.id, { groupId: vans.id, fuelType: 'EURO_REGULAR' });
  const truckCard = await tools.card(company.id, {
    vehicleId: truck.id,
    limits: [{ period: 'daily', unit: 'ml', amount: 500_000 }],
  });
  const vanCard = await tools.card(company.id, { vehicleId: van.id });
  ids = {
    trucks: trucks.id,
    vans: vans.id,
    truck: truck.id,
    van: van.id,
    truckCard: truckCard.id,
    vanCard: vanCard.id,
  };
  const answers = [];
  let truckKm = 100_000;
  for (let index = 0; index < 12; index += 1) {
    truckKm += 300;
    answers.push(
      await tools.authorize(
        tools.purchase(truckCard.number, { liters: 20 + randomInt(0, 1500) / 100, odometerKm: truckKm }),
      ),
      await tools.authorize(
        tools.purchase(vanCard.number, {
          liters: 5 + randomInt(0, 1000) / 100,
          product: index % 3 === 0 ? 'G_FORCE_PREMIUM' : 'EURO_REGULAR',
        }),
      ),
    );
  }
  // A declined and a voided purchase count nowhere.
  const voided = tools.purchase(vanCard.number, { liters: 30 });
  await tools.authorize(voided);
  await tools.voidIt(voided);
  await tools.authorize(tools.purchase(truckCard.number, { liters: 299 }));
  approved = answers.map((answer) => answer.body).filter((body) => body.decision === 'approved');
}, 120_000);
afterAll(() => server?.close());

const report = (query: string) => tools.api.get(`/api/v2/fleet/reports/consumption?${query}`, owner.headers);
const sumOf = (rows: Json[]) => ({
  ml: rows.reduce((sum, row) => sum + Math.round(row.liters * 1000), 0),
  tetri: rows.reduce((sum, row) => sum + row.amount.amount, 0),
  count: rows.length,
});

describe('consumption', () => {
  it('by product: sums equal to the approved purchases they summarize', async () => {
    const response = await report('by=product');
    expect(response.status).toBe(200);
    for (const product of ['EURO_DIESEL', 'EURO_REGULAR', 'G_FORCE_PREMIUM']) {
      const expected = sumOf(approved.filter((body) => body.product === product));
      const row = response.body.items.find((item: Json) => item.product === product);
      expect([Math.round(row.liters * 1000), row.amount.amount, row.purchases]).toEqual([
        expected.ml,
        expected.tetri,
        expected.count,
      ]);
    }
    const all = sumOf(approved);
    expect(response.body.totals).toEqual({
      liters: all.ml / 1000,
      amount: { amount: all.tetri, currency: 'GEL' },
      purchases: all.count,
    });
  });

  it('by group and product, by vehicle, by card, and by day', async () => {
    const grouped = await report('by=group,product');
    const trucks = grouped.body.items.filter((item: Json) => item.groupId === ids.trucks);
    expect(trucks).toHaveLength(1);
    expect(trucks[0]).toMatchObject({ groupName: 'Trucks', product: 'EURO_DIESEL' });
    expect(trucks[0].amount.amount).toBe(
      sumOf(approved.filter((body) => body.cardId === ids.truckCard)).tetri,
    );

    const byVehicle = await report('by=vehicle');
    expect(byVehicle.body.items.map((item: Json) => item.vehicleId).sort()).toEqual(
      [ids.truck, ids.van].sort(),
    );
    const byCard = await report(`by=card&cardId=${ids.vanCard}`);
    expect(byCard.body.items).toHaveLength(1);
    expect(byCard.body.items[0].purchases).toBe(12);

    const byDay = await report('by=day');
    expect(byDay.body.items).toHaveLength(1);
    expect(byDay.body.items[0].day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const future = await report('by=product&from=2099-01-01');
    expect(future.body.items).toEqual([]);
  });

  it('refuses unknown dimensions and needs VIEW on reports', async () => {
    expect((await report('by=colour')).status).toBe(400);
    const company = await tools.company();
    const stranger = await tools.member(company.id, { role: 'ADMIN', permissions: { balance: 'VIEW' } });
    const refused = await tools.api.get('/api/v2/fleet/reports/consumption', stranger.headers);
    expect(refused.status).toBe(403);
  });
});

describe('efficiency', () => {
  it('liters per 100 km between the first and the last odometer reading', async () => {
    const response = await tools.api.get('/api/v2/fleet/reports/efficiency', owner.headers);
    expect(response.body.items).toHaveLength(1);
    const truckFills = approved.filter((body) => body.cardId === ids.truckCard);
    const afterFirst = sumOf(truckFills.slice(1)).ml / 1000;
    expect(response.body.items[0]).toMatchObject({
      vehicleId: ids.truck,
      readings: 12,
      firstKm: 100_300,
      lastKm: 103_600,
      distanceKm: 3300,
    });
    expect(response.body.items[0].liters).toBeCloseTo(afterFirst, 3);
    expect(response.body.items[0].litersPer100Km).toBeCloseTo((afterFirst / 3300) * 100, 2);
  });
});
