import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointsLedger } from '../modules/fleet/points/tables';
import { companies } from '../modules/fleet/tables';
import { demoPrivateKey, simulateTerminal } from '../modules/fleet/transactions/simulator';
import { cardTransactions, fleetDailyTotals } from '../modules/fleet/transactions/tables';
import { createServices } from '../services';
import { createProjectFixture, type ProjectFixture } from '../test/fixtures';
import { startTestServer, type TestServer } from '../test/server';
import { seedPortalItems } from './commerce';
import { seedDemoCompany } from './fleet';
import { seedDemoPurchases } from './fleet-purchases';

let server: TestServer;
let fixture: ProjectFixture;
let companyId: string;
let sent: number;

beforeAll(async () => {
  server = await startTestServer();
  fixture = await createProjectFixture(server);
  const services = createServices(server.database, server.config);
  const user = await services.auth.getUser(fixture.user.id);
  await seedDemoCompany(services.fleet, {
    projectId: fixture.project.id,
    user: { ...user, phone: '+995555000111' },
  });
  await seedPortalItems(services.commerce, fixture.project.id);
  sent = await seedDemoPurchases(
    services.fleetPurchases,
    { projectId: fixture.project.id, days: 40 },
    { db: server.database.db, notifications: services.notifications },
  );
  const [company] = await server.database.db
    .select()
    .from(companies)
    .where(eq(companies.identificationCode, '405123456'));
  companyId = company!.id;
}, 120_000);
afterAll(() => server.close());

describe('the demo company’s purchases', () => {
  it('go through the authorization: approvals, declines and anomalies', async () => {
    const rows = await server.database.db
      .select()
      .from(cardTransactions)
      .where(eq(cardTransactions.companyId, companyId));
    expect(rows).toHaveLength(sent);
    expect(sent).toBeGreaterThan(40);
    const reasons = new Set(rows.map((row) => row.reason).filter(Boolean));
    // Every reason a company's own cards can meet (an unknown card has no company; this one is not blocked).
    expect([...reasons].sort()).toEqual(
      [
        'CARD_BLOCKED',
        'CARD_CLOSED',
        'LIMIT_EXCEEDED',
        'OUTSIDE_ALLOWED_HOURS',
        'PRODUCT_NOT_ALLOWED',
      ].sort(),
    );
    expect(rows.some((row) => row.anomalies.length > 0)).toBe(true);
    expect(rows.filter((row) => row.voidedAt)).toHaveLength(1);
    expect(new Set(rows.map((row) => row.at.toISOString().slice(0, 10))).size).toBeGreaterThan(15);
  });

  it('keep the daily totals equal to the approved, not voided purchases', async () => {
    const [totals] = await server.database.db
      .select({
        ml: sql<string>`sum(${fleetDailyTotals.volumeMl})`,
        count: sql<string>`sum(${fleetDailyTotals.purchases})`,
      })
      .from(fleetDailyTotals)
      .where(eq(fleetDailyTotals.companyId, companyId));
    const [purchases] = await server.database.db
      .select({ ml: sql<string>`sum(${cardTransactions.volumeMl})`, count: sql<string>`count(*)` })
      .from(cardTransactions)
      .where(
        sql`${cardTransactions.companyId} = ${companyId} and decision = 'approved' and voided_at is null`,
      );
    expect([Number(totals!.ml), Number(totals!.count)]).toEqual([
      Number(purchases!.ml),
      Number(purchases!.count),
    ]);
  });

  it('earn points, top up a card with half of them, and the ledger adds up to the balance', async () => {
    const [company] = await server.database.db.select().from(companies).where(eq(companies.id, companyId));
    const ledger = await server.database.db
      .select()
      .from(pointsLedger)
      .where(eq(pointsLedger.companyId, companyId));
    expect(ledger.some((row) => row.kind === 'card_topup')).toBe(true);
    expect(ledger.reduce((sum, row) => sum + row.amount, 0)).toBe(company!.pointsBalance);
    expect(company!.pointsBalance).toBeGreaterThan(0);
  });
});

describe('the demo’s decline notices', () => {
  it('tell older declines as one notice a week, dated then, and leave the last days’ their own alerts', async () => {
    const services = createServices(server.database, server.config);
    const notices = await services.notifications.listForUser(fixture.user.id, { limit: 200, page: 1 });
    const weekly = notices.items.filter((notice) => notice.data?.kind === 'fleet.card-declines-week');
    expect(weekly.length).toBeGreaterThanOrEqual(4);
    expect(new Set(weekly.map((notice) => notice.createdAt.toISOString().slice(0, 10))).size).toBe(
      weekly.length,
    );
    const single = notices.items.filter((notice) => notice.data?.kind === 'fleet.card-declined');
    const declines = await server.database.db
      .select()
      .from(cardTransactions)
      .where(sql`${cardTransactions.companyId} = ${companyId} and decision = 'declined'`);
    expect(single.length).toBeLessThan(declines.length / 3);
  });
});

describe('the terminal simulator', () => {
  it('sends authorizations round the demo cards with the project’s private key', async () => {
    const privateKey = await demoPrivateKey(server.url, fixture.admin, fixture.project.apiKey);
    expect(privateKey).toBe(fixture.project.privateApiKey);
    const lines: string[] = [];
    const answers = await simulateTerminal({
      url: server.url,
      privateKey,
      count: 3,
      log: (line) => lines.push(line),
    });
    expect(answers.map((answer) => answer.cardNumber)).toEqual(['GF0001', 'GF0002', 'GF0003']);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^GF0001 EURO_DIESEL \d+\.\d{2} L \d+\.\d{2} GEL (approved|DECLINED)/);
    const declined = await simulateTerminal({
      url: server.url,
      privateKey,
      count: 1,
      cards: ['GF0003'],
      product: 'GAS',
    });
    expect(declined[0]).toMatchObject({ decision: 'declined', reason: 'PRODUCT_NOT_ALLOWED' });
  });
});
