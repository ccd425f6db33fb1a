import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../../core/database/client';
import { createScratchDatabase } from '../../../test/database';
import { createProjectFixture } from '../../../test/fixtures';
import { freePort } from '../../../test/redis';
import { startTestServer } from '../../../test/server';
import { spawnServer } from '../../../test/server-process';
import { purchaseTools } from '../purchases-test-support';
import { rowsOf } from '../rows';

// A server process SIGKILLed while terminals authorize and its aggregate writer runs: another process on
// the same data (the embedded database's folder, or a scratch PostgreSQL database with TEST_DATABASE_URL)
// catches up, and the daily totals, points and balance are what the recorded decisions imply.

const postgres = process.env.TEST_DATABASE_URL;
const METRICS_TOKEN = 'crash-test-metrics-token';
let dataDir: string;
let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
let privateKey: Record<string, string>;
let companyId: string;
let cardNumbers: string[];
const children: ChildProcess[] = [];

const openData = async () => {
  const database = await openDatabase(
    scratch ? { url: scratch.url, maxConnections: 2 } : { pgliteDir: `${dataDir}/pglite` },
  );
  await database.migrate();
  return database;
};

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'aggregates-crash-'));
  scratch = postgres ? await createScratchDatabase(postgres) : undefined;
  const database = await openData();
  try {
    const server = await startTestServer({ database, config: { fleetAggregatesIntervalMs: 0 } });
    const fixture = await createProjectFixture(server);
    const tools = await purchaseTools(server, fixture);
    await tools.api.put(
      '/api/v2/fleet/points/rates',
      { projectId: tools.projectId, rates: [{ product: 'EURO_DIESEL', pointsPerLiter: 5 }] },
      fixture.headers.admin,
    );
    const company = await tools.company({ pointsBalance: 0 });
    const vehicle = await tools.vehicle(company.id, { tankCapacityMl: null });
    const cards = [
      await tools.card(company.id, { vehicleId: vehicle.id }),
      ...(await Promise.all([1, 2, 3].map(() => tools.card(company.id)))),
    ];
    companyId = company.id;
    cardNumbers = cards.map((card) => card.number);
    privateKey = fixture.headers.private;
    await server.close();
  } finally {
    await database.close();
  }
}, 120_000);
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await scratch?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

function startServer(port: number, aggregatesIntervalMs: number) {
  const server = spawnServer(port, {
    DATABASE_URL: scratch?.url ?? '',
    DATA_DIR: dataDir,
    METRICS_TOKEN,
    FLEET_AGGREGATES_INTERVAL_MS: String(aggregatesIntervalMs),
  });
  children.push(server.child);
  return server;
}

/** Terminals authorizing on `url` until `stop()`; the approvals answered. */
function terminals(url: string, count: number) {
  let stopped = false;
  const approved: string[] = [];
  const loops = Array.from({ length: count }, async (_, index) => {
    while (!stopped) {
      try {
        const response = await fetch(`${url}/api/v2/fleet/terminal/authorizations`, {
          method: 'POST',
          headers: { ...privateKey, 'content-type': 'application/json' },
          body: JSON.stringify({
            cardNumber: cardNumbers[index % cardNumbers.length],
            stationId: 'ST-1',
            terminalId: `T-${index}`,
            terminalTransactionId: randomUUID(),
            product: 'EURO_DIESEL',
            liters: 5 + (approved.length % 7),
            odometerKm: 10_000 + approved.length,
          }),
        });
        const body = (await response.json()) as { id: string; decision: string };
        if (body.decision === 'approved') approved.push(body.id);
      } catch {
        return; // The server died under this request.
      }
    }
  });
  return {
    approved,
    async stop() {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

async function pendingOn(url: string): Promise<number> {
  const response = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const line = (await response.text())
    .split('\n')
    .find((text) => text.startsWith('fleet_aggregates_pending '));
  return Number(line!.split(' ')[1]);
}

describe('a crash between the decision and its aggregates', () => {
  it('loses nothing: after a SIGKILL mid-load, another process catches up to exact totals and points', async () => {
    const first = startServer(await freePort(), 100);
    await first.listening;
    const load = terminals(first.url, 8);
    while (load.approved.length < 150) await new Promise((resolve) => setTimeout(resolve, 20));
    first.child.kill('SIGKILL');
    await Promise.all([first.exited, load.stop()]);

    const second = startServer(await freePort(), 50);
    await second.listening;
    const deadline = Date.now() + 30_000;
    while ((await pendingOn(second.url)) > 0) {
      if (Date.now() > deadline) throw new Error('the second process did not catch up');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    second.child.kill('SIGTERM');
    await second.exited;

    const database: DatabaseHandle = await openData();
    try {
      const [books] = await rowsOf<Record<string, number | string>>(
        database.db,
        sql`select
          (select count(*) from card_transactions where company_id = ${companyId}::uuid and decision = 'approved') as approved,
          (select coalesce(sum(volume_ml), 0) from card_transactions where company_id = ${companyId}::uuid and decision = 'approved') as volume,
          (select coalesce(sum(points_earned), 0) from card_transactions where company_id = ${companyId}::uuid and decision = 'approved') as points,
          (select coalesce(sum(purchases), 0) from fleet_daily_totals where company_id = ${companyId}::uuid) as totalled,
          (select coalesce(sum(volume_ml), 0) from fleet_daily_totals where company_id = ${companyId}::uuid) as totalled_volume,
          (select points_balance from companies where id = ${companyId}::uuid) as balance,
          (select coalesce(sum(amount), 0) from points_ledger where company_id = ${companyId}::uuid) as ledger,
          (select count(*) from points_ledger where company_id = ${companyId}::uuid and kind = 'earned') as earned_rows,
          (select count(*) from fleet_pending_aggregates) as pending`,
      );
      const figures = Object.fromEntries(Object.entries(books!).map(([key, value]) => [key, Number(value)]));
      // Every approval the first process answered was committed before its answer.
      const recorded = await rowsOf<{ id: string }>(
        database.db,
        sql`select id from card_transactions where company_id = ${companyId}::uuid and decision = 'approved'`,
      );
      const ids = new Set(recorded.map((row) => row.id));
      expect(load.approved.filter((id) => !ids.has(id))).toEqual([]);
      expect(figures.approved).toBeGreaterThanOrEqual(load.approved.length);
      expect(figures.pending).toBe(0);
      expect([figures.totalled, figures.totalled_volume]).toEqual([figures.approved, figures.volume]);
      expect([figures.balance, figures.ledger, figures.earned_rows]).toEqual([
        figures.points,
        figures.points,
        figures.approved,
      ]);
    } finally {
      await database.close();
    }
  }, 120_000);
});
