import { and, eq } from 'drizzle-orm';
import type { Database } from '../../core/database/client';
import type { CompanyScope } from '../../core/scope';
import { cardLimits, cards, vehicleGroups, vehicles } from './asset-tables';
import type { FleetPurchases } from './purchases';
import { companies, companyUsers } from './tables';
import type { FuelProduct } from './vocabulary';

// The demo company's purchases: a few months of them, generated through the authorization itself (with
// its clock set back), so that limits, declines, anomalies, points and reports are alive on first start.

/** The demo cards' numbers (the terminal simulator's defaults). */
export const DEMO_CARD_NUMBERS = ['GF0001', 'GF0002', 'GF0003'] as const;
export const DEMO_STATIONS = ['TBS-VAKE', 'TBS-SABURTALO', 'KUT-CENTRE', 'BTM-PORT'];

type DemoCard = {
  number: string;
  product: FuelProduct;
  /** Liters of a usual fill and km driven per day (null: no odometer). */
  fill: [number, number];
  kmPerDay: number | null;
  odd: FuelProduct;
};

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** The blocked and the closed card (never approved: no fill or odometer of their own). */
const RETIRED: [DemoCard, DemoCard] = [
  { number: 'GF0004', product: 'EURO_DIESEL', fill: [40, 40], kmPerDay: null, odd: 'EURO_DIESEL' },
  { number: 'GF0005', product: 'EURO_REGULAR', fill: [30, 30], kmPerDay: null, odd: 'EURO_REGULAR' },
];

const PLAN: DemoCard[] = [
  { number: 'GF0001', product: 'EURO_DIESEL', fill: [120, 260], kmPerDay: 380, odd: 'G_FORCE_DIESEL' },
  { number: 'GF0002', product: 'EURO_REGULAR', fill: [25, 45], kmPerDay: 160, odd: 'G_FORCE_PREMIUM' },
  { number: 'GF0003', product: 'G_FORCE_PREMIUM', fill: [20, 40], kmPerDay: null, odd: 'GAS' },
];

/** A small deterministic generator, so every first start looks alike. */
export function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The demo cards with their vehicles, groups and limits (made once; existing cards are kept). */
async function demoCards(db: Database, companyId: string) {
  const existing = await db.select().from(cards).where(eq(cards.companyId, companyId));
  if (
    existing.some((card) => DEMO_CARD_NUMBERS.includes(card.number as (typeof DEMO_CARD_NUMBERS)[number]))
  ) {
    return;
  }
  const [trucks, vans] = await db
    .insert(vehicleGroups)
    .values([
      { companyId, name: 'სატვირთოები' },
      { companyId, name: 'ფურგონები' },
    ])
    .onConflictDoNothing()
    .returning();
  const [truck, van] = await db
    .insert(vehicles)
    .values([
      {
        companyId,
        registrationType: 'georgia',
        registrationNumber: 'TR-101-GE',
        make: 'Volvo',
        model: 'FH 460',
        fuelType: 'EURO_DIESEL',
        tankCapacityMl: 300_000,
        groupId: trucks?.id ?? null,
        odometerKm: 182_000,
      },
      {
        companyId,
        registrationType: 'georgia',
        registrationNumber: 'VN-202-GE',
        make: 'Ford',
        model: 'Transit',
        fuelType: 'EURO_REGULAR',
        tankCapacityMl: 80_000,
        groupId: vans?.id ?? null,
        odometerKm: 64_000,
      },
    ])
    .returning();
  const inserted = await db
    .insert(cards)
    .values([
      {
        companyId,
        number: 'GF0001',
        type: 'IDENTIFIED',
        vehicleId: truck!.id,
        allowedProducts: ['EURO_DIESEL', 'G_FORCE_DIESEL'],
      },
      {
        companyId,
        number: 'GF0002',
        type: 'IDENTIFIED',
        vehicleId: van!.id,
        allowedProducts: ['EURO_REGULAR', 'G_FORCE_PREMIUM'],
      },
      {
        companyId,
        number: 'GF0003',
        // Universal: whoever holds it (no driver's name), so the hours and the monthly sum guard it.
        type: 'UNIVERSAL',
        allowedProducts: ['G_FORCE_PREMIUM', 'G_FORCE_SUPER', 'EURO_REGULAR'],
        allowedFromMinute: 7 * 60,
        allowedToMinute: 22 * 60,
      },
    ])
    .returning();
  // A card the company blocked (a driver on leave) and one it closed (lost): their drivers still try them.
  await db.insert(cards).values([
    { companyId, number: 'GF0004', type: 'UNIVERSAL', status: 'blocked', allowedProducts: ['EURO_DIESEL'] },
    {
      companyId,
      number: 'GF0005',
      type: 'UNIVERSAL',
      status: 'closed',
      allowedProducts: ['EURO_REGULAR'],
      closedAt: new Date(Date.now() - 50 * 86_400_000),
    },
  ]);
  const byNumber = new Map(inserted.map((card) => [card.number, card.id]));
  await db.insert(cardLimits).values([
    { cardId: byNumber.get('GF0001')!, period: 'daily', unit: 'ml', amount: 400_000 },
    { cardId: byNumber.get('GF0002')!, period: 'weekly', unit: 'tetri', amount: 45_000 },
    { cardId: byNumber.get('GF0003')!, period: 'monthly', unit: 'tetri', amount: 150_000 },
  ]);
}

/**
 * Seeds the demo company's purchases over the last `days` days: its cards (unless it has them), the
 * retailer's points rates, then every purchase through `purchases.transactions.authorize` at its own
 * past instant, with some declines (another product, after hours, over the limit) and anomalies, one
 * void, and a points top-up of a card. Returns how many authorizations it sent.
 */
export async function seedPurchasesDemo(
  db: Database,
  build: (clock: () => Date) => FleetPurchases,
  input: { projectId: string; identificationCode: string; days?: number },
): Promise<number> {
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(
      and(
        eq(companies.projectId, input.projectId),
        eq(companies.identificationCode, input.identificationCode),
      ),
    );
  if (!company) return 0;
  await demoCards(db, company.id);
  let now = new Date();
  const purchases = build(() => now);
  await purchases.points.setRates({
    projectId: input.projectId,
    rates: [
      { product: 'EURO_REGULAR', pointsPerLiter: 5 },
      { product: 'EURO_DIESEL', pointsPerLiter: 5 },
      { product: 'G_FORCE_REGULAR', pointsPerLiter: 8 },
      { product: 'G_FORCE_PREMIUM', pointsPerLiter: 8 },
      { product: 'G_FORCE_DIESEL', pointsPerLiter: 8 },
      { product: 'G_FORCE_SUPER', pointsPerLiter: 10 },
      { product: 'GAS', pointsPerLiter: 3 },
    ],
  });

  const next = random(20_260_301);
  const between = (low: number, high: number) => low + next() * (high - low);
  const start = Date.now() - (input.days ?? 90) * 86_400_000;
  const odometers = new Map(PLAN.map((card, index) => [card.number, [182_000, 64_000, 0][index]!]));
  let sent = 0;
  let toVoid: { terminalId: string; terminalTransactionId: string } | undefined;

  const authorize = async (
    card: DemoCard,
    at: number,
    product: FuelProduct,
    liters: number,
    odometer?: number,
  ) => {
    now = new Date(at);
    sent += 1;
    const body = {
      cardNumber: card.number,
      stationId: DEMO_STATIONS[Math.floor(next() * DEMO_STATIONS.length)]!,
      terminalId: 'DEMO-SEED',
      terminalTransactionId: `seed-${sent}`,
      product,
      liters: Math.round(liters * 100) / 100,
      ...(odometer !== undefined && { odometerKm: odometer }),
    };
    const answer = await purchases.transactions.authorize(input.projectId, body);
    if (answer.decision === 'approved' && !toVoid && sent > 20) toVoid = body;
  };

  for (let day = 0; day < (input.days ?? 90); day += 1) {
    for (const card of PLAN) {
      if (card.kmPerDay)
        odometers.set(
          card.number,
          odometers.get(card.number)! + Math.round(between(0.6, 1.3) * card.kmPerDay),
        );
      if (next() < 0.45) continue;
      // Tbilisi 08:00–20:00 is 04:00–16:00 UTC.
      const at = start + day * 86_400_000 + between(4, 16) * 3_600_000;
      const odd = next();
      const product = odd < 0.06 ? card.odd : card.product;
      const liters = odd > 0.97 ? card.fill[1] * 1.3 : between(...card.fill);
      await authorize(card, at, product, liters, card.kmPerDay ? odometers.get(card.number) : undefined);
      if (odd > 0.93 && odd <= 0.97) await authorize(card, at + 12 * 60_000, card.product, card.fill[0] / 2);
      if (card.number === 'GF0003' && odd < 0.03) await authorize(card, at + 9 * 3_600_000, card.product, 20);
    }
    // Now and then someone tries the blocked or the closed card.
    if (day % 11 === 5)
      await authorize(RETIRED[0], start + day * DAY_MS + between(5, 15) * HOUR_MS, 'EURO_DIESEL', 40);
    if (day % 17 === 9)
      await authorize(RETIRED[1], start + day * DAY_MS + between(5, 15) * HOUR_MS, 'EURO_REGULAR', 30);
  }
  now = new Date();
  if (toVoid) await purchases.transactions.void(input.projectId, toVoid);
  // The points balance the top-up halves follows the purchases through the aggregate writer.
  await purchases.transactions.aggregates.catchUp();
  await topUpDemoCard(db, purchases, { projectId: input.projectId, companyId: company.id });
  return sent;
}

/** Half the demo company's points go to its universal card, by its SUPER_ADMIN. */
async function topUpDemoCard(
  db: Database,
  purchases: FleetPurchases,
  input: { projectId: string; companyId: string },
) {
  const [owner] = await db
    .select({ id: companyUsers.id, userId: companyUsers.userId })
    .from(companyUsers)
    .where(and(eq(companyUsers.companyId, input.companyId), eq(companyUsers.role, 'SUPER_ADMIN')));
  const [card] = await db.select({ id: cards.id }).from(cards).where(eq(cards.number, 'GF0003'));
  const [balance] = await db
    .select({ points: companies.pointsBalance })
    .from(companies)
    .where(eq(companies.id, input.companyId));
  if (!owner || !card || !balance || balance.points < 200) return;
  const scope: CompanyScope = {
    projectId: input.projectId,
    actor: { kind: 'user', userId: owner.userId, projectId: input.projectId, sessionId: '' },
    companyId: input.companyId,
    membershipId: owner.id,
    userId: owner.userId,
    role: 'SUPER_ADMIN',
    permissions: {},
  };
  await purchases.points.transfer(scope, {
    idempotencyKey: 'demo-seed-topup',
    amount: { amount: Math.floor(balance.points / 2), currency: 'GEL' },
    to: { type: 'card', cardId: card.id },
  });
}
