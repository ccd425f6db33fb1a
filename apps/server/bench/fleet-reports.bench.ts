// Issues 12 and 26: with 1,000,000 card transactions across 500 companies, a big company's monthly
// consumption report by product and group, and a year of it by month (goal: a year by month costs at most
// twice the month), read from the (group) monthly totals of whole months and the daily totals of the days around them.
import { eq, sql } from 'drizzle-orm';
import { boundTo } from '../src/core/database/statements';
import { cards, vehicleGroups, vehicles } from '../src/modules/fleet/asset-tables';
import { consumptionPlan, consumptionQuery } from '../src/modules/fleet/reports/consumption-query';
import { fleetConsumptionQuery } from '../src/modules/fleet/reports/schemas';
import { cardTransactions } from '../src/modules/fleet/transactions/tables';
import { FUEL_PRODUCTS } from '../src/modules/fleet/vocabulary';
import { fleetWorld } from './fleet-world';
import { type BenchContext, benchScale, explain, type LoadResult, random } from './support';

const scale = benchScale();
const COMPANIES = Math.max(Math.round(500 * scale), 10);
const TRANSACTIONS = Math.round(1_000_000 * scale);
/** The big company's share of the transactions, cards, vehicles and groups. */
const BIG_SHARE = 0.1;
const BIG_CARDS = 300;
const BIG_GROUPS = 20;
const CARDS_PER_COMPANY = 4;
const CONNECTIONS = 32;
const DURATION_SECONDS = 6;
/** Rounds alternating the month and the year at 32 connections, so both see the same load. */
const ROUNDS = 3;
const BATCH = 1_000;
const CARD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export default async function run(context: BenchContext) {
  const server = await context.startServer({ outboxWorker: false, processes: context.processes });
  const { db } = server.database;
  const started = performance.now();
  const world = await fleetWorld(context, server.database, {
    companies: COMPANIES,
    usersPerCompany: 1,
    bigCompanyUsers: 5,
  });
  try {
    const rng = random(2026);
    const big = world.companies[0]!;
    // The big company: 300 cards with a vehicle each in 20 groups; every other company 4 cards, 1 group.
    const groupRows = await db
      .insert(vehicleGroups)
      .values(
        world.companies.flatMap((company, index) =>
          Array.from({ length: index === 0 ? BIG_GROUPS : 1 }, (_, group) => ({
            companyId: company.id,
            name: `Group ${group + 1}`,
          })),
        ),
      )
      .returning({ id: vehicleGroups.id, companyId: vehicleGroups.companyId });
    const groupsOf = new Map<string, { id: string }[]>();
    for (const group of groupRows)
      groupsOf.set(group.companyId, [...(groupsOf.get(group.companyId) ?? []), group]);
    const prefix = `${CARD_ALPHABET[rng.int(0, 31)]}`;
    const specs = world.companies.flatMap((company, companyIndex) =>
      Array.from({ length: companyIndex === 0 ? BIG_CARDS : CARDS_PER_COMPANY }, (_, index) => ({
        companyId: company.id,
        serial: companyIndex * 1000 + index,
        groupId: rng.pick(groupsOf.get(company.id)!).id,
        fuelType: rng.pick(FUEL_PRODUCTS),
      })),
    );
    const tag = world.tag.toUpperCase().replace(/[^A-Z0-9]/g, '');
    const vehicleIds: string[] = [];
    for (let start = 0; start < specs.length; start += BATCH) {
      const inserted = await db
        .insert(vehicles)
        .values(
          specs.slice(start, start + BATCH).map((spec) => ({
            companyId: spec.companyId,
            registrationType: 'georgia' as const,
            registrationNumber: `RP-${spec.serial}-${tag}`,
            fuelType: spec.fuelType,
            groupId: spec.groupId,
          })),
        )
        .returning({ id: vehicles.id });
      vehicleIds.push(...inserted.map((row) => row.id));
    }
    for (let start = 0; start < specs.length; start += BATCH) {
      await db.insert(cards).values(
        specs.slice(start, start + BATCH).map((spec, index) => ({
          companyId: spec.companyId,
          // 6 characters, unique across the retailer: this run's letter and a serial in base 32.
          number: `${prefix}${spec.serial
            .toString(32)
            .toUpperCase()
            .padStart(5, '0')
            .replace(/[IO]/g, (letter) => (letter === 'I' ? 'X' : 'Y'))}`,
          type: 'IDENTIFIED' as const,
          vehicleId: vehicleIds[start + index]!,
          status: 'active' as const,
          allowedProducts: [...FUEL_PRODUCTS],
        })),
      );
    }
    await seedTransactions(db, world.projectId, TRANSACTIONS);
    const seeded = performance.now();
    await seedDailyTotals(db, world.projectId);
    const totalsSeconds = (performance.now() - seeded) / 1000;
    await world.vacuum([
      'card_transactions',
      'fleet_daily_totals',
      'fleet_monthly_totals',
      'fleet_group_monthly_totals',
      'cards',
      'vehicles',
      'vehicle_groups',
    ]);
    const [counts] = (
      (await db.execute(sql`
        select (select count(*)::int from fleet_daily_totals where company_id = ${big.id}::uuid) as big_totals,
          (select count(*)::int from fleet_monthly_totals where company_id = ${big.id}::uuid) as big_months,
          (select count(*)::int from fleet_group_monthly_totals where company_id = ${big.id}::uuid) as big_group_months,
          (select count(*)::int from card_transactions where company_id = ${big.id}::uuid) as big_rows`)) as unknown as {
        rows: { big_totals: number; big_months: number; big_group_months: number; big_rows: number }[];
      }
    ).rows;
    console.info(
      `seeded ${COMPANIES} companies, ${specs.length.toLocaleString('en')} cards and ${TRANSACTIONS.toLocaleString('en')} transactions (the big company: ${counts!.big_rows.toLocaleString('en')} transactions, ${counts!.big_totals.toLocaleString('en')} daily and ${counts!.big_months.toLocaleString('en')} monthly and ${counts!.big_group_months.toLocaleString('en')} group monthly totals rows; the totals took ${totalsSeconds.toFixed(1)} s) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const lastMonth = new Date();
    lastMonth.setUTCDate(0);
    const monthTo = lastMonth.toISOString().slice(0, 10);
    const monthFrom = `${monthTo.slice(0, 8)}01`;
    const yearFrom = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
    const today = new Date().toISOString().slice(0, 10);
    const scenarios = [
      { name: 'last month by product and group', query: `from=${monthFrom}&to=${monthTo}&by=product,group` },
      {
        name: 'a year by month, product and group',
        query: `from=${yearFrom}&to=${today}&by=month,product,group`,
      },
      { name: 'last month by card', query: `from=${monthFrom}&to=${monthTo}&by=card` },
    ];
    const load = (scenario: (typeof scenarios)[number], connections: number, durationSeconds: number) =>
      context.load({
        name: scenario.name,
        url: server.url,
        headers: {},
        requests: big.users.map((user) => ({
          method: 'GET' as const,
          path: `/api/v2/fleet/reports/consumption?${scenario.query}`,
          headers: user.headers,
        })),
        connections,
        durationSeconds,
      });
    for (const scenario of scenarios) {
      const check = await fetch(`${server.url}/api/v2/fleet/reports/consumption?${scenario.query}`, {
        headers: big.users[0]!.headers,
      });
      const body = (await check.json()) as { items: unknown[]; totals: { purchases: number } };
      console.info(
        `${scenario.name}: ${check.status}, ${body.items?.length} rows, ${body.totals?.purchases} purchases`,
      );
      await load(scenario, CONNECTIONS, 2);
    }
    const results: LoadResult[] = [];
    for (const scenario of scenarios) {
      results.push({ ...(await load(scenario, 1, 4)), name: `${scenario.name}, 1 conn.` });
    }
    // The goal's pair in alternating rounds: the month, then the year, under the same load.
    const [month, year] = [scenarios[0]!, scenarios[1]!];
    const rounds: { month: LoadResult; year: LoadResult }[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const monthResult = await load(month, CONNECTIONS, DURATION_SECONDS);
      const yearResult = await load(year, CONNECTIONS, DURATION_SECONDS);
      rounds.push({ month: monthResult, year: yearResult });
      results.push(
        { ...monthResult, name: `${month.name}, ${CONNECTIONS} conn., round ${round}` },
        { ...yearResult, name: `${year.name}, ${CONNECTIONS} conn., round ${round}` },
      );
    }
    results.push({
      ...(await load(scenarios[2]!, CONNECTIONS, DURATION_SECONDS)),
      name: `${scenarios[2]!.name}, ${CONNECTIONS} conn.`,
    });
    context.report(
      results,
      `${TRANSACTIONS.toLocaleString('en')} transactions across ${COMPANIES} companies (${counts!.big_rows.toLocaleString('en')} of the big one), ${DURATION_SECONDS} s per run at ${CONNECTIONS} connections (${ROUNDS} rounds alternating the month and the year), 4 s at 1`,
    );
    const sum = (pick: (round: (typeof rounds)[number]) => number) =>
      rounds.reduce((total, round) => total + pick(round), 0);
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const cost = sum((round) => round.month.requestsPerSecond) / sum((round) => round.year.requestsPerSecond);
    const p50 = median(rounds.map((round) => round.year.p50 / round.month.p50));
    const cpu =
      sum((round) => round.year.machineMs ?? Number.NaN) /
      sum((round) => round.month.machineMs ?? Number.NaN);
    console.info(
      `\nA year by month against the month, ${CONNECTIONS} connections, ${ROUNDS} rounds: ${cost.toFixed(2)}× the cost (requests/s of the month over the year's), p50 ${p50.toFixed(2)}× (median round), machine CPU per request ${Number.isNaN(cpu) ? '–' : `${cpu.toFixed(2)}×`}; load average ${rounds.map((round) => round.year.load.toFixed(2)).join(', ')}`,
    );
    console.info(
      `Goal (issue 26): a year by month ≤ 2× the monthly report's cost: ${cost <= 2 ? 'met' : 'not met'}`,
    );

    for (const scenario of scenarios.slice(0, 2)) {
      const query = fleetConsumptionQuery.parse(Object.fromEntries(new URLSearchParams(scenario.query)));
      const { shape, values } = consumptionPlan(big.id, query);
      await explain(db, `${scenario.name} (daily totals)`, consumptionQuery(db, shape, boundTo(values)));
    }
    // What the aggregates spare: the same month by product and group summed from the transactions' rows.
    await explain(
      db,
      'last month by product and group, from the transactions instead',
      sql`select t.product, t.group_id, g.name, sum(t.volume_ml), sum(t.amount_tetri), count(*)
        from card_transactions t left join vehicle_groups g on g.id = t.group_id
        where t.company_id = ${big.id}::uuid and t.decision = 'approved' and t.voided_at is null
          and t.at >= (${monthFrom}::date::timestamp at time zone 'Asia/Tbilisi')
          and t.at < ((${monthTo}::date + 1)::timestamp at time zone 'Asia/Tbilisi')
        group by t.product, t.group_id, g.name order by sum(t.amount_tetri) desc`,
    );
  } finally {
    // The transactions first, by project (indexed): deleting their vehicles and groups first would make
    // PostgreSQL look for their rows in the whole table (card_transactions has no full index on either).
    await db.delete(cardTransactions).where(eq(cardTransactions.projectId, world.projectId));
    await world.cleanup();
    await server.close();
  }
}

/**
 * The transactions, straight into the table with one INSERT…SELECT over generate_series: 10 % of them
 * the big company's (the first), spread over its cards, the rest over the other companies' cards; over
 * the last year, 95 % approved (1 % of those voided), 5 % declined for a limit. Deterministic.
 */
async function seedTransactions(db: Parameters<typeof explain>[0], projectId: string, count: number) {
  const products = sql.raw(`array[${FUEL_PRODUCTS.map((product) => `'${product}'`).join(',')}]`);
  await db.execute(sql`
    with numbered as (
      select c.id, c.company_id, c.number, c.vehicle_id, v.group_id, v.fuel_type,
        (row_number() over (partition by c.company_id = first.id order by c.number) - 1)::int as n,
        c.company_id = first.id as big
      from cards c join vehicles v on v.id = c.vehicle_id
      cross join (select id from companies where project_id = ${projectId}::uuid
                  order by identification_code limit 1) first
      where c.company_id in (select id from companies where project_id = ${projectId}::uuid)),
    sizes as (select count(*) filter (where big)::int as big_cards, count(*) filter (where not big)::int as other_cards
              from numbered),
    rows as (
      select g, g % ${Math.round(1 / BIG_SHARE)} = 0 as big,
        (hashint4(g)::bigint & 2147483647) as h1,
        (hashint4(g + 1000003)::bigint & 2147483647) as h2
      from generate_series(1, ${count}) g)
    insert into card_transactions (project_id, company_id, card_id, card_number, vehicle_id, group_id,
      station_id, terminal_id, terminal_transaction_id, product, decision, reason, volume_ml, amount_tetri,
      unit_price_tetri, odometer_km, points_earned, at, voided_at)
    select ${projectId}::uuid, c.company_id, c.id, c.number, c.vehicle_id, c.group_id,
      'ST-' || (r.h1 % 40), 'T-SEED-' || (r.h1 % 100), 'seed-' || r.g,
      case when r.h2 % 10 < 8 then c.fuel_type else (${products})[1 + (r.h2 % 7)::int] end,
      case when r.h2 % 100 < 95 then 'approved' else 'declined' end,
      case when r.h2 % 100 >= 95 then 'LIMIT_EXCEEDED' end,
      (10 + r.h1 % 51)::int * 1000, (10 + r.h1 % 51) * 299, 299,
      case when r.h2 % 2 = 0 then (100000 + r.g / 100)::int end,
      case when r.h2 % 100 < 95 then (10 + r.h1 % 51) * 5 else 0 end,
      now() - (r.h1 / 64 % (365 * 86400)) * interval '1 second',
      case when r.h2 % 100 = 0 then now() - (r.h1 / 64 % (365 * 86400)) * interval '1 second' + interval '5 minutes' end
    from rows r cross join sizes s
    join numbered c on c.big = r.big and c.n = (r.h2 / 100) % (case when r.big then s.big_cards else s.other_cards end)`);
}

/**
 * The daily totals the authorization keeps (transactions/totals.ts), computed from the seeded rows in one
 * INSERT…SELECT: approved, not voided purchases by company, Tbilisi day, card, vehicle, group and product.
 */
async function seedDailyTotals(db: Parameters<typeof explain>[0], projectId: string) {
  await db.execute(sql`
    insert into fleet_daily_totals (company_id, day, card_id, vehicle_id, group_id, product, volume_ml,
      amount_tetri, purchases)
    select company_id, (at at time zone 'Asia/Tbilisi')::date, card_id, vehicle_id, group_id, product,
      sum(volume_ml), sum(amount_tetri), count(*)
    from card_transactions
    where project_id = ${projectId}::uuid and decision = 'approved' and voided_at is null
    group by company_id, (at at time zone 'Asia/Tbilisi')::date, card_id, vehicle_id, group_id, product`);
}
