import { randomUUID } from 'node:crypto';
import {
  createProjectFixture,
  type ProjectFixture,
  type PurchaseTools,
  purchaseTools,
  startTestServer,
  type TestServer,
} from '@fuel/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClientError, FleetBackOfficeClient, FleetClient, FleetTerminalClient } from '../fleet';
import { clientError, recordingFetch } from '../test/support';

let server: TestServer;
let fixture: ProjectFixture;
let tools: PurchaseTools;
let terminal: FleetTerminalClient;
beforeAll(async () => {
  server = await startTestServer();
  fixture = await createProjectFixture(server);
  tools = await purchaseTools(server, fixture);
  terminal = new FleetTerminalClient({ url: server.url, privateKey: fixture.project.privateApiKey });
});
afterAll(() => server?.close());

const base = (cardNumber: string) => ({
  cardNumber,
  stationId: 'ST-7',
  terminalId: 'KIT-1',
  terminalTransactionId: randomUUID(),
  product: 'EURO_DIESEL' as const,
});

async function companyClient() {
  const company = await tools.company();
  const owner = await tools.member(company.id);
  const recorder = recordingFetch();
  const fleet = new FleetClient({
    url: server.url,
    projectKey: fixture.project.apiKey,
    sessionId: owner.headers['x-session-id'],
    fetch: recorder.fetch,
  });
  return { company, fleet, requests: recorder.requests };
}

describe('FleetTerminalClient', () => {
  it('authorizes, answers a retry with the first decision, voids; a decline is an answer', async () => {
    const { company } = await companyClient();
    const card = await tools.card(company.id, { limits: [{ period: 'daily', unit: 'ml', amount: 50_000 }] });
    const body = { ...base(card.number), liters: 40 };
    const approved = await terminal.authorize(body);
    expect(approved).toMatchObject({ decision: 'approved', liters: 40, cardId: card.id });
    expect(approved.at).toBeInstanceOf(Date);
    expect(await terminal.authorize(body)).toEqual(approved);

    const declined = await terminal.authorize({ ...base(card.number), liters: 20 });
    expect(declined).toMatchObject({
      decision: 'declined',
      reason: 'LIMIT_EXCEEDED',
      limit: { remaining: 10_000 },
    });

    const voided = await terminal.void({
      terminalId: body.terminalId,
      terminalTransactionId: body.terminalTransactionId,
    });
    expect(voided.voidedAt).toBeInstanceOf(Date);
    const error = await clientError(
      terminal.void({ terminalId: 'KIT-1', terminalTransactionId: declined.terminalTransactionId }),
    );
    expect([error.status, error.code]).toEqual([409, 'INVALID_TRANSITION']);
  });

  it('pre-authorizes, completes with less, answers a resent completion alike; reverses another', async () => {
    const { company } = await companyClient();
    const card = await tools.card(company.id, { limits: [{ period: 'daily', unit: 'ml', amount: 80_000 }] });
    const pump = { ...base(card.number), liters: 60 };
    const held = await terminal.preauthorize(pump);
    expect(held).toMatchObject({ decision: 'approved', status: 'held', liters: 60 });
    expect(held.expiresAt).toBeInstanceOf(Date);
    const beside = await terminal.preauthorize({ ...base(card.number), liters: 30 });
    expect(beside).toMatchObject({ decision: 'declined', reason: 'LIMIT_EXCEEDED', status: null });

    const key = { terminalId: pump.terminalId, terminalTransactionId: pump.terminalTransactionId };
    const completed = await terminal.complete({ ...key, liters: 35.2 });
    expect(completed).toMatchObject({ id: held.id, decision: 'approved', liters: 35.2 });
    expect(await terminal.complete({ ...key, liters: 35.2 })).toEqual(completed);
    const mismatch = await clientError(terminal.complete({ ...key, liters: 20 }));
    expect([mismatch.status, mismatch.code]).toEqual([409, 'COMPLETION_MISMATCH']);

    const other = { ...base(card.number), liters: 40 };
    expect((await terminal.preauthorize(other)).status).toBe('held');
    const reversed = await terminal.reverse({
      terminalId: other.terminalId,
      terminalTransactionId: other.terminalTransactionId,
    });
    expect(reversed.status).toBe('reversed');
    expect(reversed.closedAt).toBeInstanceOf(Date);
  });

  it('needs a private key', () => {
    let thrown: unknown;
    try {
      new FleetTerminalClient({ url: server.url, privateKey: '' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ClientError);
    expect((thrown as ClientError).code).toBe('MISSING_OPTION');
  });
});

describe('FleetBackOfficeClient terminal simulator', () => {
  it('finds a card and authorizes with the staff session', async () => {
    const { company } = await companyClient();
    const card = await tools.card(company.id, { limits: [{ period: 'daily', unit: 'ml', amount: 30_000 }] });
    const recorder = recordingFetch();
    const office = new FleetBackOfficeClient({
      url: server.url,
      sessionId: fixture.admin.sessionId,
      projectId: fixture.project.id,
      fetch: recorder.fetch,
    });
    const found = await office.terminal.cards({ search: card.number.toLowerCase(), limit: 5 });
    expect(found.items).toEqual([
      expect.objectContaining({ id: card.id, companyName: company.name, status: 'active' }),
    ]);
    const declined = await office.terminal.authorize({ ...base(card.number), liters: 31 });
    expect(declined).toMatchObject({
      decision: 'declined',
      reason: 'LIMIT_EXCEEDED',
      limit: { remaining: 30_000 },
    });
    expect(declined.at).toBeInstanceOf(Date);
    expect(recorder.requests).toEqual([
      `GET /api/v2/project/${fixture.project.id}/fleet/terminal/cards?search=${card.number.toLowerCase()}&limit=5`,
      `POST /api/v2/project/${fixture.project.id}/fleet/terminal/authorizations`,
    ]);
  });
});

describe('FleetClient purchases, points and reports', () => {
  it('lists the company’s transactions with array filters comma-joined', async () => {
    const { company, fleet, requests } = await companyClient();
    const vehicle = await tools.vehicle(company.id, { fuelType: 'EURO_DIESEL', tankCapacityMl: 30_000 });
    const card = await tools.card(company.id, { vehicleId: vehicle.id });
    const flagged = await terminal.authorize({ ...base(card.number), product: 'GAS', liters: 35 });
    const page = await fleet.transactions.list({ anomaly: ['FUEL_TYPE_MISMATCH', 'RAPID_REFILL'], limit: 5 });
    expect(requests.at(-1)).toBe(
      'GET /api/v2/fleet/transactions?anomaly=FUEL_TYPE_MISMATCH%2CRAPID_REFILL&limit=5',
    );
    expect(page.items.map((item) => item.id)).toEqual([flagged.id]);
    expect((await fleet.transactions.get(flagged.id)).anomalies).toEqual([
      'OVER_TANK_CAPACITY',
      'FUEL_TYPE_MISMATCH',
    ]);
  });

  it('shows the balance, transfers once per key, and refuses more than the balance', async () => {
    await tools.api.put(
      '/api/v2/fleet/points/rates',
      { projectId: fixture.project.id, rates: [{ product: 'EURO_DIESEL', pointsPerLiter: 10 }] },
      fixture.headers.admin,
    );
    const { company, fleet } = await companyClient();
    const receiver = await tools.company();
    const card = await tools.card(company.id);
    await terminal.authorize({ ...base(card.number), liters: 50 });
    await tools.caughtUp(); // points follow the decision through the aggregate writer
    expect((await fleet.points.balance('EURO_DIESEL')).balance).toEqual({ amount: 500, currency: 'GEL' });

    const transfer = {
      idempotencyKey: randomUUID(),
      amount: { amount: 200, currency: 'GEL' as const },
      to: { type: 'company' as const, identificationCode: receiver.identificationCode },
    };
    const [first, second] = await Promise.all([
      fleet.points.transfer(transfer),
      fleet.points.transfer(transfer),
    ]);
    expect(second.movement.id).toBe(first.movement.id);
    expect(first.balance.amount).toBe(300);
    const refused = await clientError(
      fleet.points.transfer({
        ...transfer,
        idempotencyKey: randomUUID(),
        amount: { amount: 301, currency: 'GEL' },
      }),
    );
    expect([refused.status, refused.code, refused.message]).toEqual([
      409,
      'INSUFFICIENT_POINTS',
      'Points not transferred',
    ]);

    const ledger = await fleet.points.ledger({ kind: ['transfer_out', 'earned'] });
    expect(ledger.items.map((item) => item.kind)).toEqual(['transfer_out', 'earned']);
    expect(ledger.items[0]!.at).toBeInstanceOf(Date);
  });

  it('reports consumption by several dimensions', async () => {
    const { company, fleet } = await companyClient();
    const trucks = await tools.group(company.id, 'Trucks');
    const vehicle = await tools.vehicle(company.id, { groupId: trucks.id });
    const card = await tools.card(company.id, { vehicleId: vehicle.id });
    await terminal.authorize({ ...base(card.number), liters: 12.5, odometerKm: 1000 });
    await terminal.authorize({ ...base(card.number), liters: 20, odometerKm: 1400 });
    await tools.caughtUp();
    const report = await fleet.reports.consumption({ by: ['group', 'product'] });
    expect(report.items).toEqual([
      expect.objectContaining({ groupName: 'Trucks', product: 'EURO_DIESEL', liters: 32.5, purchases: 2 }),
    ]);
    const file = await fleet.reports.exportConsumption({ by: ['product'], format: 'csv' });
    expect(file.type).toMatch(/^text\/csv/);
    expect((await file.text()).split('\r\n')[1]).toBe('EURO_DIESEL,32.5,97.18,2');
    const sheet = await fleet.reports.exportTransactions({ format: 'xlsx', lang: 'ka' });
    expect(sheet.size).toBeGreaterThan(1000);
    const efficiency = await fleet.reports.efficiency();
    expect(efficiency.items[0]).toMatchObject({ distanceKm: 400, liters: 20, litersPer100Km: 5 });
  });

  it('reads the reconciliation statement and its PDF; a bad period is a ClientError naming the field', async () => {
    const { company, fleet, requests } = await companyClient();
    const card = await tools.card(company.id);
    await terminal.authorize({ ...base(card.number), liters: 10 });
    await tools.caughtUp();
    const statement = await fleet.reports.statement();
    expect(statement.generatedAt).toBeInstanceOf(Date);
    expect(statement.closing.money).toEqual({ amount: -2990, currency: 'GEL' });
    const purchases = statement.sections.find((section) => section.key === 'purchases');
    expect(purchases?.lines).toEqual([
      {
        key: 'purchase',
        product: 'EURO_DIESEL',
        count: 1,
        liters: 10,
        amount: { amount: -2990, currency: 'GEL' },
        moves: 'money',
      },
    ]);
    const file = await fleet.reports.statementPdf({ from: statement.from, to: statement.to, locale: 'ka' });
    expect(file.type).toBe('application/pdf');
    expect(requests.at(-1)).toBe(
      `GET /api/v2/fleet/reports/statement.pdf?from=${statement.from}&to=${statement.to}&locale=ka`,
    );
    const refused = await clientError(fleet.reports.statement({ from: '2026-03-05', to: '2026-03-01' }));
    expect([refused.status, refused.fields[0]?.path, refused.fields[0]?.rule]).toEqual([
      400,
      'to',
      'date_range',
    ]);
  });

  it('refuses company calls without a session', () => {
    const fleet = new FleetClient({ url: server.url, projectKey: fixture.project.apiKey });
    expect(() => fleet.points).toThrow(TypeError);
  });
});
