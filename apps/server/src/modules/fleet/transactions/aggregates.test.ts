import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectFixture } from '../../../test/fixtures';
import { startTestServer, type TestServer } from '../../../test/server';
import { vehicles } from '../asset-tables';
import { pointsLedger } from '../points/tables';
import { type PurchaseTools, purchaseTools } from '../purchases-test-support';
import { companies } from '../tables';
import { fleetDailyTotals } from './tables';

// The aggregates that follow a decision (aggregates.ts), with the writer off on this instance
// (FLEET_AGGREGATES_INTERVAL_MS=0), so that a purchase stays queued until the test applies it.

const METRICS_TOKEN = 'aggregates-metrics-token';
let server: TestServer;
let tools: PurchaseTools;
beforeAll(async () => {
  server = await startTestServer({ config: { fleetAggregatesIntervalMs: 0, metricsToken: METRICS_TOKEN } });
  const fixture = await createProjectFixture(server);
  tools = await purchaseTools(server, fixture);
  await tools.api.put(
    '/api/v2/fleet/points/rates',
    { projectId: tools.projectId, rates: [{ product: 'EURO_DIESEL', pointsPerLiter: 5 }] },
    fixture.headers.admin,
  );
});
afterAll(() => server?.close());

const totalsOf = (cardId: string) =>
  tools.db.select().from(fleetDailyTotals).where(eq(fleetDailyTotals.cardId, cardId));
const balanceOf = async (companyId: string) =>
  (await tools.db.select().from(companies).where(eq(companies.id, companyId)))[0]!.pointsBalance;

async function gauge(name: string): Promise<number> {
  const response = await fetch(`${server.url}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const line = (await response.text()).split('\n').find((text) => text.startsWith(`${name} `));
  return Number(line!.split(' ')[1]);
}

describe('the aggregates after the decision', () => {
  it('are applied once the writer catches up, exactly, with the lag shown until then', async () => {
    const company = await tools.company({ pointsBalance: 0 });
    const vehicle = await tools.vehicle(company.id);
    const card = await tools.card(company.id, { vehicleId: vehicle.id });
    for (const [liters, odometerKm] of [
      [10, 1000],
      [20.5, 1200],
    ] as const) {
      expect((await tools.authorize(tools.purchase(card.number, { liters, odometerKm }))).status).toBe(200);
    }
    expect(await totalsOf(card.id)).toEqual([]);
    expect(await gauge('fleet_aggregates_pending')).toBeGreaterThanOrEqual(2);

    await tools.services.fleetPurchases.transactions.aggregates.catchUp();
    const [totals] = await totalsOf(card.id);
    expect([totals!.volumeMl, totals!.purchases]).toEqual([30_500, 2]);
    expect(await balanceOf(company.id)).toBe(50 + 102);
    const ledger = await tools.db.select().from(pointsLedger).where(eq(pointsLedger.companyId, company.id));
    expect(ledger.map((row) => [row.amount, row.balanceAfter]).sort((a, b) => a[1]! - b[1]!)).toEqual([
      [50, 50],
      [102, 152],
    ]);
    const [moved] = await tools.db.select().from(vehicles).where(eq(vehicles.id, vehicle.id));
    expect(moved!.odometerKm).toBe(1200);
    // Fresh scrape (the gauges cache one read for a second).
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await gauge('fleet_aggregates_pending')).toBe(0);
    expect(await gauge('fleet_aggregates_oldest_age_seconds')).toBe(0);
  });

  it('a void of a purchase still queued leaves it out of the totals and points, never subtracting', async () => {
    const company = await tools.company({ pointsBalance: 0 });
    const card = await tools.card(company.id);
    const kept = tools.purchase(card.number, { liters: 10 });
    const voided = tools.purchase(card.number, { liters: 40 });
    await tools.authorize(kept);
    await tools.authorize(voided);
    expect((await tools.voidIt(voided)).status).toBe(200);
    await tools.services.fleetPurchases.transactions.aggregates.catchUp();
    const [totals] = await totalsOf(card.id);
    expect([totals!.volumeMl, totals!.purchases]).toEqual([10_000, 1]);
    expect(await balanceOf(company.id)).toBe(50);
    const ledger = await tools.db.select().from(pointsLedger).where(eq(pointsLedger.companyId, company.id));
    expect(ledger.map((row) => row.kind)).toEqual(['earned']);

    // Voided after it was applied: taken back out, once.
    await tools.voidIt(kept);
    await tools.voidIt(kept);
    const [after] = await totalsOf(card.id);
    expect([after!.volumeMl, after!.purchases]).toEqual([0, 0]);
    expect(await balanceOf(company.id)).toBe(0);
  });
});
