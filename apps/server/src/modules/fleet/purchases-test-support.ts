import { randomInt, randomUUID } from 'node:crypto';
import { createServices } from '../../services';
import type { ProjectFixture } from '../../test/fixtures';
import { http } from '../../test/http';
import type { TestTarget } from '../../test/server';
import { cardLimits, cards, vehicleGroups, vehicles } from './asset-tables';
import { FULL_ACCESS, type PagePermissions } from './permissions';
import { companies, companyUsers } from './tables';
import type { FuelProduct, LimitPeriod } from './vocabulary';
import { FUEL_PRODUCTS } from './vocabulary';

// Fixtures of the purchase tests (server and kit): companies, members, vehicles and cards written
// straight to the tables (their own routes belong to other slices), the fuel prices as the project's
// commerce items, and the terminal's calls with the project's private key.

/** Tetri per liter, as the test project's commerce items price them. */
export const TEST_PRICES: Record<FuelProduct, number> = {
  EURO_REGULAR: 289,
  EURO_DIESEL: 299,
  G_FORCE_PREMIUM: 319,
  G_FORCE_REGULAR: 299,
  G_FORCE_DIESEL: 309,
  G_FORCE_SUPER: 349,
  GAS: 169,
};

const digits = (length: number) =>
  Array.from({ length }, (_, index) => (index === 0 ? randomInt(1, 10) : randomInt(0, 10))).join('');
const CARD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const randomCardNumber = () =>
  Array.from({ length: 6 }, () => CARD_ALPHABET[randomInt(0, CARD_ALPHABET.length)]).join('');

export type CardSpec = {
  limits?: { period: LimitPeriod; unit: 'ml' | 'tetri'; amount: number }[];
  allowedProducts?: FuelProduct[];
  vehicleId?: string | null;
  status?: 'active' | 'blocked' | 'closed';
  allowedFromMinute?: number | null;
  allowedToMinute?: number | null;
  allowedWeekdays?: number[] | null;
};

export async function purchaseTools(server: TestTarget, fixture: ProjectFixture) {
  const api = http(server.url);
  const { db } = server.database;
  const services = createServices(server.database, server.config);
  const projectId = fixture.project.id;
  await services.commerce.items.createMany(
    projectId,
    FUEL_PRODUCTS.map((sku) => ({
      sku,
      type: 'fuel',
      status: 'active' as const,
      title: { en: sku },
      price: { amount: TEST_PRICES[sku] },
      unit: 'liter',
    })),
  );

  async function company(values: { status?: 'active' | 'blocked'; pointsBalance?: number } = {}) {
    const [row] = await db
      .insert(companies)
      .values({
        projectId,
        contragentType: 'ORGANIZATION',
        identificationCode: digits(9),
        name: `Company ${randomUUID().slice(0, 6)}`,
        email: `company-${randomUUID().slice(0, 8)}@example.ge`,
        phone: `+9955${digits(8)}`,
        ...values,
      })
      .returning();
    return row!;
  }

  /** A company user, signed in: the headers of their calls. */
  async function member(
    companyId: string,
    grant: { role?: 'SUPER_ADMIN' | 'ADMIN'; permissions?: PagePermissions } = {},
  ) {
    const email = `member-${randomUUID().slice(0, 8)}@example.ge`;
    const password = 'Member-pass-1';
    const user = await services.auth.createUser({ projectId, email, password });
    const role = grant.role ?? 'SUPER_ADMIN';
    await db.insert(companyUsers).values({
      companyId,
      userId: user.id,
      role,
      permissions: grant.permissions ?? (role === 'SUPER_ADMIN' ? FULL_ACCESS : {}),
    });
    const login = await api.post('/api/v2/auth/login', { email, password }, fixture.headers.public);
    if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
    return {
      userId: user.id,
      headers: { 'x-session-id': login.body.sessionId as string, 'x-project-key': fixture.project.apiKey },
    };
  }

  async function group(companyId: string, name = `Group ${randomUUID().slice(0, 6)}`) {
    const [row] = await db.insert(vehicleGroups).values({ companyId, name }).returning();
    return row!;
  }

  async function vehicle(
    companyId: string,
    values: { fuelType?: FuelProduct; tankCapacityMl?: number | null; groupId?: string | null } = {},
  ) {
    const [row] = await db
      .insert(vehicles)
      .values({
        companyId,
        registrationType: 'georgia',
        registrationNumber: `AA-${digits(3)}-${randomUUID().slice(0, 4).toUpperCase()}`,
        fuelType: values.fuelType ?? 'EURO_DIESEL',
        tankCapacityMl: values.tankCapacityMl === undefined ? 60_000 : values.tankCapacityMl,
        groupId: values.groupId ?? null,
      })
      .returning();
    return row!;
  }

  async function card(companyId: string, spec: CardSpec = {}) {
    const [row] = await db
      .insert(cards)
      .values({
        companyId,
        number: randomCardNumber(),
        type: spec.vehicleId ? 'IDENTIFIED' : 'UNIVERSAL',
        vehicleId: spec.vehicleId ?? null,
        status: spec.status ?? 'active',
        allowedProducts: spec.allowedProducts ?? [...FUEL_PRODUCTS],
        allowedFromMinute: spec.allowedFromMinute ?? null,
        allowedToMinute: spec.allowedToMinute ?? null,
        allowedWeekdays: spec.allowedWeekdays ?? null,
      })
      .returning();
    if (spec.limits?.length) {
      await db.insert(cardLimits).values(spec.limits.map((limit) => ({ cardId: row!.id, ...limit })));
    }
    return row!;
  }

  /** A terminal's authorization body with a fresh terminal transaction id. */
  const purchase = (cardNumber: string, values: Record<string, unknown> = {}) => ({
    cardNumber,
    stationId: 'ST-001',
    terminalId: 'T-1',
    terminalTransactionId: randomUUID(),
    product: 'EURO_DIESEL',
    liters: 10,
    ...values,
  });

  const authorize = (body: Record<string, unknown>) =>
    api.post('/api/v2/fleet/terminal/authorizations', body, fixture.headers.private);
  const voidIt = (body: { terminalId: string; terminalTransactionId: string }) =>
    api.post('/api/v2/fleet/terminal/voids', body, fixture.headers.private);

  const terminalCall =
    (what: 'preauthorizations' | 'completions' | 'reversals') => (body: Record<string, unknown>) =>
      api.post(`/api/v2/fleet/terminal/${what}`, body, fixture.headers.private);

  return {
    api,
    db,
    services,
    projectId,
    company,
    member,
    group,
    vehicle,
    card,
    purchase,
    authorize,
    voidIt,
    preauthorize: terminalCall('preauthorizations'),
    complete: terminalCall('completions'),
    reverse: terminalCall('reversals'),
    /** Waits until the aggregate writer applied every purchase so far (totals, points, odometers). */
    caughtUp: () => services.fleetPurchases.transactions.aggregates.catchUp(),
  };
}

export type PurchaseTools = Awaited<ReturnType<typeof purchaseTools>>;
