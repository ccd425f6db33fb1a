// Issue 11: 100,000 orders across 500 companies; a company's filtered order history at 32 connections
// (goal: p99 under 50 ms) and orders placed concurrently by many signed-in users (goal: 500 orders/s).
import { sql } from 'drizzle-orm';
import { orderListQueries } from '../src/modules/fleet/orders/list';
import { FUEL_REQUEST_KINDS, PRODUCT_NAMES } from '../src/modules/fleet/orders/rules';
import { fleetOrderListQuery } from '../src/modules/fleet/orders/schemas';
import { startOfBusinessDay } from '../src/modules/fleet/orders/working-days';
import { FUEL_PRODUCTS } from '../src/modules/fleet/vocabulary';
import { measureAgainstBare } from './bare-sql';
import { measureWritesAgainstBare } from './bare-writes';
import { fleetWorld } from './fleet-world';
import { type BenchContext, benchScale, explain, type LoadResult } from './support';

const scale = benchScale();
const COMPANIES = Math.max(Math.round(500 * scale), 10);
const ORDERS = Math.round(100_000 * scale);
/** The big company's share of the orders (its history is the one measured). */
const BIG_SHARE = 0.1;
const USERS_PER_COMPANY = 3;
const BIG_COMPANY_USERS = 50;
const PLACERS = 256;
const CONNECTIONS = 32;
const DURATION_SECONDS = 10;
/** Tetri per liter, roughly the portal items' prices (the seeded history's own prices). */
const SEED_PRICES = [289, 299, 319, 299, 309, 349, 169];

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

export default async function run(context: BenchContext) {
  // An order's notices are written and delivered by the outbox worker after the commit, on any instance:
  // off here, so that the figures are the requests' own (each order still writes its outbox message).
  const server = await context.startServer({ outboxWorker: false, processes: context.processes });
  const { db } = server.database;
  const started = performance.now();
  const world = await fleetWorld(context, server.database, {
    companies: COMPANIES,
    usersPerCompany: USERS_PER_COMPANY,
    bigCompanyUsers: BIG_COMPANY_USERS,
  });
  try {
    await seedOrders(db, world.projectId, COMPANIES, ORDERS);
    await world.vacuum(['fleet_orders', 'companies', 'company_users', 'users', 'sessions']);
    console.info(
      `seeded ${COMPANIES} companies, ${world.companies.reduce((sum, company) => sum + company.users.length, 0)} users and ${ORDERS.toLocaleString('en')} orders (${(ORDERS * BIG_SHARE).toLocaleString('en')} of the big company) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const big = world.companies[0]!;
    const owner = big.users[0]!.headers;
    const pages = (path: string) =>
      Array.from({ length: 5 }, (_, index) => ({
        method: 'GET' as const,
        path: `/api/v2/fleet/orders?${path}${path ? '&' : ''}limit=20&page=${index + 1}`,
        headers: big.users[index % big.users.length]!.headers,
      }));
    const history = [
      { name: 'history: newest first', query: '' },
      { name: 'history: status PENDING,CONFIRMED', query: 'statusIn=PENDING,CONFIRMED' },
      { name: 'history: last 90 days + status', query: `from=${day(90)}&to=${day(0)}&statusIn=finished` },
      { name: 'history: search "diesel"', query: 'search=diesel' },
      { name: 'history: search "tsereteli", a year', query: `search=tsereteli&from=${day(365)}` },
    ];

    const results: LoadResult[] = [];
    const measure = async (
      name: string,
      requests: Parameters<BenchContext['load']>[0]['requests'],
      extra: { idReplacement?: boolean; spread?: boolean } = {},
    ) => {
      const options = { ...extra, name, url: server.url, requests, headers: {} };
      await context.load({ ...options, connections: CONNECTIONS, durationSeconds: 2 });
      for (const connections of [1, CONNECTIONS]) {
        const result = await context.load({
          ...options,
          connections,
          durationSeconds: connections === 1 ? 5 : DURATION_SECONDS,
        });
        results.push({ ...result, name: `${name}, ${connections} conn.` });
      }
    };

    const scenarios = history.map((scenario) => ({ name: scenario.name, requests: pages(scenario.query) }));
    for (const scenario of scenarios) {
      const check = await fetch(`${server.url}${scenario.requests[0]!.path}`, { headers: owner });
      const body = (await check.json()) as { total: number };
      console.info(`${scenario.name}: ${check.status}, ${body.total} matching`);
    }
    const compared = await measureAgainstBare(context, server, {
      scenarios,
      headers: {},
      statements: /from "fleet_orders"/,
      connections: CONNECTIONS,
      durationSeconds: DURATION_SECONDS,
      rounds: 2,
    });
    results.push(...compared.results);

    // Placing: each request a signed-in user of another company (256 companies), with its own
    // Idempotency-Key as the portal sends; then 32 users of the big company, whose 50 members are notified.
    const fuelOrder = JSON.stringify({
      kind: 'fuel',
      lines: [{ product: 'EURO_DIESEL', unit: 'liters', quantity: 100 }],
    });
    const place = (headers: Record<string, string>) => ({
      method: 'POST' as const,
      path: '/api/v2/fleet/orders',
      body: fuelOrder,
      headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': '[<id>]' },
    });
    const placers = world.companies.slice(1, PLACERS + 1).map((company) => place(company.users[0]!.headers));
    const check = await fetch(`${server.url}/api/v2/fleet/orders`, {
      method: 'POST',
      headers: { ...placers[0]!.headers, 'idempotency-key': crypto.randomUUID() },
      body: fuelOrder,
    });
    console.info(`placing: ${check.status}`);
    // Against a bare baseline inserting the same rows with the server's one prepared statement.
    const placing = await measureWritesAgainstBare(context, server, {
      name: `placing: ${placers.length} users of as many companies`,
      requests: placers,
      statements: /insert into "fleet_orders"/,
      connections: CONNECTIONS,
      durationSeconds: DURATION_SECONDS,
      rounds: 2,
    });
    results.push(...placing.results);
    if (placing.ratio) compared.ratios.push(placing.ratio);
    await measure(
      `placing: ${CONNECTIONS} users of the big company (${BIG_COMPANY_USERS} notified)`,
      big.users.slice(0, CONNECTIONS).map((user) => place(user.headers)),
      { idReplacement: true, spread: true },
    );

    context.report(
      results,
      `${ORDERS.toLocaleString('en')} orders across ${COMPANIES} companies (${(ORDERS * BIG_SHARE).toLocaleString('en')} of the big one), ${DURATION_SECONDS} s at ${CONNECTIONS} connections, 5 s at 1; the history's and the first placing's 32-connection runs in 2 rounds alternating with their bare baselines (p50, p99: the worst round)`,
    );
    console.info(`\n${compared.ratios.join('\n')}`);

    // Where a history request's database time goes: its page and its total, for the big company.
    const scope = { companyId: big.id, kinds: FUEL_REQUEST_KINDS };
    for (const scenario of [history[0]!, history[2]!, history[3]!]) {
      const filters = fleetOrderListQuery.parse(Object.fromEntries(new URLSearchParams(scenario.query)));
      const queries = orderListQueries(db, scope, filters);
      await explain(db, `${scenario.name} (page)`, queries.page);
      await explain(db, `${scenario.name} (total)`, queries.total);
    }
  } finally {
    await world.cleanup();
    await server.close();
  }
}

/**
 * The orders, straight into the table with one INSERT…SELECT over generate_series: 10 % of them the big
 * company's (the first), the others spread over the rest; fuel, coupons and wholesale with one or two
 * lines, every status, placed over the last year. Deterministic (hashint4 of the row number).
 */
async function seedOrders(
  db: Parameters<typeof explain>[0],
  projectId: string,
  companies: number,
  orders: number,
) {
  const products = sql.raw(`array[${FUEL_PRODUCTS.map((product) => `'${product}'`).join(',')}]`);
  const names = sql.raw(`array[${FUEL_PRODUCTS.map((product) => `'${PRODUCT_NAMES[product]}'`).join(',')}]`);
  const prices = sql.raw(`array[${SEED_PRICES.join(',')}]`);
  const since = startOfBusinessDay(day(365));
  await db.execute(sql`
    with numbered as (
      select c.id, (row_number() over (order by c.identification_code) - 1)::int as n,
        (select cu.user_id from company_users cu where cu.company_id = c.id and cu.role = 'SUPER_ADMIN') as owner
      from companies c where c.project_id = ${projectId}::uuid),
    rows as (
      select g, nextval(pg_get_serial_sequence('fleet_orders', 'number')) as number,
        case when g % ${Math.round(1 / BIG_SHARE)} = 0 then 0
          else 1 + (hashint4(g)::bigint & 2147483647) % ${companies - 1} end as company,
        (hashint4(g + 1000003)::bigint & 2147483647) as h1,
        (hashint4(g + 2000003)::bigint & 2147483647) as h2,
        (hashint4(g + 3000017)::bigint & 2147483647) as h3
      from generate_series(1, ${orders}) g),
    shaped as (
      select r.*,
        case when h1 % 10 < 7 then 'fuel' when h1 % 10 < 9 then 'coupons' else 'wholesale' end as kind,
        1 + (h2 % 7)::int as p1, 1 + ((h2 / 7 + 3) % 7)::int as p2,
        h3 % 10 < 3 as two_lines,
        case when h3 % 100 < 5 then 'draft' when h3 % 100 < 15 then 'PENDING'
          when h3 % 100 < 23 then 'CONFIRMED' when h3 % 100 < 30 then 'READY'
          when h3 % 100 < 35 then 'ISSUED' when h3 % 100 < 40 then 'REJECTED'
          when h3 % 100 < 50 then 'CANCELLED' when h3 % 100 < 60 then 'expired'
          else 'finished' end as status,
        ${since}::timestamptz + ((h1 / 10) % (365 * 1440)) * interval '1 minute' as created_at,
        10 * (1 + (h2 / 49) % 50)::int as quantity
      from rows r),
    lined as (
      select s.*,
        jsonb_build_object('product', (${products})[p1], 'unit', 'liters', 'quantity', quantity,
          'volumeMl', quantity * 1000, 'unitPrice', (${prices})[p1], 'total', quantity * (${prices})[p1])
          || case when kind = 'coupons' then jsonb_build_object('denomination', 20, 'volumeMl', quantity * 20000,
               'total', quantity * 20 * (${prices})[p1]) else '{}'::jsonb end as line1,
        jsonb_build_object('product', (${products})[p2], 'unit', 'liters', 'quantity', quantity,
          'volumeMl', quantity * 1000, 'unitPrice', (${prices})[p2], 'total', quantity * (${prices})[p2]) as line2
      from shaped s)
    insert into fleet_orders (project_id, company_id, number, kind, status, payment_type, lines, products,
      delivery, total_amount, due_date, paid_at, created_by_user_id, search_text, created_at, updated_at)
    select ${projectId}::uuid, c.id, l.number, l.kind, l.status,
      case when l.h2 % 5 = 0 then 'online' else 'transfer' end,
      case when l.two_lines and l.kind = 'fuel' then jsonb_build_array(l.line1, l.line2) else jsonb_build_array(l.line1) end,
      case when l.two_lines and l.kind = 'fuel' then array[(${products})[l.p1], (${products})[l.p2]] else array[(${products})[l.p1]] end,
      case when l.kind = 'wholesale' then jsonb_build_object('transportationType', 'provider_tanker',
        'vehicleNumber', 'AB-' || lpad((l.h1 % 1000)::text, 3, '0') || '-CD', 'trailerNumber', 'TR-' || (l.h2 % 10000),
        'address', 'Tbilisi, Tsereteli Ave ' || (1 + l.h3 % 200), 'deliveryDate', (l.created_at + interval '7 days')::date::text,
        'contactNumber', '+995555123456') end,
      ((l.line1 ->> 'total')::bigint + case when l.two_lines and l.kind = 'fuel' then (l.line2 ->> 'total')::bigint else 0 end),
      case when l.status <> 'draft' then (l.created_at + interval '5 days')::date end,
      case when l.status in ('READY', 'ISSUED', 'finished') then l.created_at + interval '1 day' end,
      c.owner,
      '#' || lpad(l.number::text, 6, '0') || ' ' || (${names})[l.p1]
        || case when l.two_lines and l.kind = 'fuel' then ' ' || (${names})[l.p2] else '' end
        || case when l.kind = 'wholesale' then ' AB-' || lpad((l.h1 % 1000)::text, 3, '0') || '-CD TR-' || (l.h2 % 10000)
             || ' Tbilisi, Tsereteli Ave ' || (1 + l.h3 % 200) else '' end,
      l.created_at, l.created_at
    from lined l join numbered c on c.n = l.company`);
}
