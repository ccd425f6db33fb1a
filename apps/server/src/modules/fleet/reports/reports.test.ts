import { randomInt } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectFixture, type ProjectFixture } from '../../../test/fixtures';
import type { Json } from '../../../test/http';
import { startTestServer, type TestServer } from '../../../test/server';
import { type PurchaseTools, purchaseTools } from '../purchases-test-support';

let server: TestServer;
let fixture: ProjectFixture;
let tools: PurchaseTools;
let owner: { headers: Record<string, string> };
let companyId: string;
let approved: Json[];
let ids: { trucks: string; vans: string; truck: string; van: string; truckCard: string; vanCard: string };
beforeAll(async () => {
  server = await startTestServer();
  fixture = await createProjectFixture(server);
  tools = await purchaseTools(server, fixture);
  const company = await tools.company();
  owner = await tools.member(company.id);
  companyId = company.id;
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
  await tools.caughtUp();
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

  it('writes names as JSON strings, null where a purchase had no group, and exact liters', async () => {
    const company = await tools.company();
    const member = await tools.member(company.id);
    const name = 'Tankers "A" \\ ტანკერები\n\t</script>';
    const tankers = await tools.group(company.id, name);
    const grouped = await tools.card(company.id, {
      vehicleId: (await tools.vehicle(company.id, { groupId: tankers.id })).id,
    });
    const loose = await tools.card(company.id);
    for (const [card, liters] of [
      [grouped, 12.345],
      [grouped, 0.001],
      [loose, 7.5],
    ] as const) {
      const answer = await tools.authorize(tools.purchase(card.number, { liters }));
      expect(answer.body.decision).toBe('approved');
    }
    await tools.caughtUp();
    const month = new Date(Date.now() + 4 * 3_600_000).toISOString().slice(0, 7); // Tbilisi's
    const yearAgo = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
    const ask = async (query: string) => {
      const response = await tools.api.get(`/api/v2/fleet/reports/consumption?${query}`, member.headers);
      expect(response.status).toBe(200);
      return response.body;
    };
    const byGroup = await ask(`from=${yearAgo}&by=month,product,group`);
    expect(byGroup.by).toEqual(['month', 'product', 'group']);
    expect(byGroup.items).toEqual([
      // A null key sorts last.
      {
        month,
        product: 'EURO_DIESEL',
        groupId: tankers.id,
        groupName: name,
        liters: 12.346,
        amount: { amount: byGroup.items[0].amount.amount, currency: 'GEL' },
        purchases: 2,
      },
      {
        month,
        product: 'EURO_DIESEL',
        groupId: null,
        groupName: null,
        liters: 7.5,
        amount: { amount: byGroup.items[1].amount.amount, currency: 'GEL' },
        purchases: 1,
      },
    ]);
    expect(byGroup.totals).toMatchObject({ liters: 19.846, purchases: 3 });
    const byCard = await ask('by=card,vehicle');
    expect(byCard.items.map((item: Json) => [item.cardId, item.cardNumber, item.vehicleId])).toEqual([
      [grouped.id, grouped.number, grouped.vehicleId],
      [loose.id, loose.number, null],
    ]);
    expect(byCard.items[1].registrationNumber).toBeNull();
    const byDay = await ask('by=day,product');
    expect(byDay.items).toHaveLength(1);
    expect(byDay.items[0]).toMatchObject({ product: 'EURO_DIESEL', liters: 19.846, purchases: 3 });
    expect(byDay.items[0].day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await ask('by=product&from=2099-01-01')).totals).toEqual({
      liters: 0,
      amount: { amount: 0, currency: 'GEL' },
      purchases: 0,
    });
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

describe('exports', () => {
  const download = (path: string) => fetch(`${server.url}${path}`, { headers: owner.headers });

  it('streams every transaction as CSV, headed in Georgian when asked', async () => {
    const response = await download('/api/v2/fleet/transactions/export?format=csv&lang=ka');
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="transactions.csv"');
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]!.split(',').slice(0, 3)).toEqual(['დრო (თბილისი)', 'ბარათი', 'სადგური']);
    expect(lines).toHaveLength(1 + 24 + 2);
    const first = approved.at(-1)!;
    expect(lines[3]).toContain(first.cardNumber);
  });

  it('streams the same rows as XLSX, readable by a spreadsheet library', async () => {
    const response = await download('/api/v2/fleet/transactions/export?format=xlsx&decision=approved');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Transactions')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Time (Tbilisi)');
    expect(sheet.rowCount).toBe(1 + approved.length + 1);
    const amounts = [];
    for (let row = 2; row <= sheet.rowCount; row += 1)
      amounts.push(Number(sheet.getRow(row).getCell(6).value));
    const voided = amounts.length - approved.length;
    expect(voided).toBe(1);
  });

  it('reads the transactions in keyset batches, each row once', async () => {
    const scope = { companyId } as Parameters<typeof tools.services.fleetPurchases.transactions.list>[0];
    const seen: string[] = [];
    for await (const batch of tools.services.fleetPurchases.transactions.batches(scope, {}, 5)) {
      expect(batch.length).toBeLessThanOrEqual(5);
      seen.push(...batch.map((row) => row.id));
    }
    expect(seen).toHaveLength(26);
    expect(new Set(seen).size).toBe(26);
  });

  it('exports the consumption report', async () => {
    const response = await download('/api/v2/fleet/reports/consumption/export?format=csv&by=group,product');
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Group,Product,Liters,"Amount, GEL",Purchases');
    expect(lines.some((line) => line.startsWith('Trucks,EURO_DIESEL,'))).toBe(true);
    const denied = await tools.api.get(
      '/api/v2/fleet/transactions/export',
      (await tools.member((await tools.company()).id, { role: 'ADMIN', permissions: {} })).headers,
    );
    expect(denied.status).toBe(403);
  });
});
