// Card authorization at 32 concurrent terminals over many cards, against a bare baseline in the same run
// (issue 26, goal 5: ≥ 0.8× its throughput, p99 ≤ 1.25× its p99; bare-authorize.ts), and with every
// terminal on ONE card (its usage rows' lock). The aggregate writer runs in the server as deployed, and
// its lag is printed after the load.
import { randomInt } from 'node:crypto';
import { loadavg } from 'node:os';
import { and, eq, gte, sql, TransactionRollbackError } from 'drizzle-orm';
import { cardLimits, cards, vehicleGroups, vehicles } from '../src/modules/fleet/asset-tables';
import { pointsRates } from '../src/modules/fleet/points/tables';
import { createPurchaseAggregates } from '../src/modules/fleet/transactions/aggregates';
import { cardTransactions, fleetDailyTotals } from '../src/modules/fleet/transactions/tables';
import { FUEL_PRODUCTS } from '../src/modules/fleet/vocabulary';
import { weekdayAndMinute, windowStart } from '../src/modules/fleet/windows';
import { startBareAuthorization } from './bare-authorize';
import { fleetWorld } from './fleet-world';
import { type BenchContext, benchScale, explain, type LoadResult, random } from './support';

const scale = benchScale();
const COMPANIES = Math.max(Math.round(100 * scale), 5);
const CARDS_PER_COMPANY = 50;
/** Earlier purchases of each card (the rapid-refill check reads them). */
const HISTORY_PER_CARD = 20;
const REQUESTS = 2_000;
const CONNECTIONS = 32;
const DURATION_SECONDS = 12;
/** Server and bare baseline alternate in rounds, so that both see the same machine. */
const ROUNDS = 3;
const BATCH = 1_000;
const CARD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

type Request = { method: 'POST'; path: string; body: string; headers: Record<string, string> };

export default async function run(context: BenchContext) {
  // A decline's alert is sent by the outbox worker after the commit: off here (the alert is still queued
  // in the decline's transaction), so that the figures are the authorizations' own.
  const server = await context.startServer({ outboxWorker: false, processes: context.processes });
  const { db } = server.database;
  const started = performance.now();
  const benchStart = new Date();
  const world = await fleetWorld(context, server.database, {
    companies: COMPANIES,
    usersPerCompany: 1,
    bigCompanyUsers: 1,
  });
  try {
    const rng = random(2026);
    await db
      .insert(pointsRates)
      .values(FUEL_PRODUCTS.map((product) => ({ projectId: world.projectId, product, pointsPerLiter: 5 })));
    const groups = await db
      .insert(vehicleGroups)
      .values(world.companies.map((company) => ({ companyId: company.id, name: 'Trucks' })))
      .returning({ id: vehicleGroups.id, companyId: vehicleGroups.companyId });
    const groupOf = new Map(groups.map((group) => [group.companyId, group.id]));
    // A prefix of this run, so that card numbers (unique across the retailer) never meet a leftover.
    const prefix = `${CARD_ALPHABET[randomInt(CARD_ALPHABET.length)]}${CARD_ALPHABET[randomInt(CARD_ALPHABET.length)]}`;
    const specs = world.companies.flatMap((company, companyIndex) =>
      Array.from({ length: CARDS_PER_COMPANY }, (_, index) => {
        const serial = companyIndex * CARDS_PER_COMPANY + index;
        const roll = rng.next();
        return {
          companyId: company.id,
          number: `${prefix}${String(serial).padStart(4, '0')}`,
          identified: rng.next() < 0.7,
          // 3 % blocked, 3 % for gas only, 10 % with a small daily limit that runs out during the run.
          status: roll < 0.03 ? ('blocked' as const) : ('active' as const),
          gasOnly: roll >= 0.03 && roll < 0.06,
          dailyLiters: roll >= 0.06 && roll < 0.16 ? 80 : 400,
        };
      }),
    );
    const vehicleIds: (string | null)[] = [];
    for (let start = 0; start < specs.length; start += BATCH) {
      const batch = specs.slice(start, start + BATCH);
      const identified = batch.filter((spec) => spec.identified);
      const inserted = await db
        .insert(vehicles)
        .values(
          identified.map((spec) => ({
            companyId: spec.companyId,
            registrationType: 'georgia' as const,
            registrationNumber: `BN-${spec.number}`,
            fuelType: 'EURO_DIESEL' as const,
            tankCapacityMl: 300_000,
            groupId: groupOf.get(spec.companyId)!,
          })),
        )
        .returning({ id: vehicles.id });
      let next = 0;
      for (const spec of batch) vehicleIds.push(spec.identified ? inserted[next++]!.id : null);
    }
    const cardIds: string[] = [];
    for (let start = 0; start < specs.length; start += BATCH) {
      const inserted = await db
        .insert(cards)
        .values(
          specs.slice(start, start + BATCH).map((spec, index) => ({
            companyId: spec.companyId,
            number: spec.number,
            type: spec.identified ? ('IDENTIFIED' as const) : ('UNIVERSAL' as const),
            vehicleId: vehicleIds[start + index] ?? null,
            status: spec.status,
            allowedProducts: spec.gasOnly ? ['GAS' as const] : [...FUEL_PRODUCTS],
          })),
        )
        .returning({ id: cards.id });
      cardIds.push(...inserted.map((row) => row.id));
    }
    const limitRows = specs.flatMap((spec, index) => [
      {
        cardId: cardIds[index]!,
        period: 'daily' as const,
        unit: 'ml' as const,
        amount: spec.dailyLiters * 1000,
      },
      { cardId: cardIds[index]!, period: 'monthly' as const, unit: 'tetri' as const, amount: 5_000_000 },
    ]);
    for (let start = 0; start < limitRows.length; start += BATCH) {
      await db.insert(cardLimits).values(limitRows.slice(start, start + BATCH));
    }
    // The card every terminal uses at once in the last scenario: limits it cannot reach in the run.
    const [hot] = await db
      .insert(cards)
      .values({
        companyId: world.companies[0]!.id,
        number: `${prefix}HOT1`.slice(0, 6),
        type: 'UNIVERSAL',
        status: 'active',
        allowedProducts: [...FUEL_PRODUCTS],
      })
      .returning();
    await db.insert(cardLimits).values([
      { cardId: hot!.id, period: 'daily', unit: 'ml', amount: 1_000_000_000 },
      { cardId: hot!.id, period: 'monthly', unit: 'tetri', amount: 1_000_000_000_000 },
    ]);
    // Earlier purchases over the last 30 days (none within the last hour), as the terminals made them.
    await db.execute(sql`
      insert into card_transactions (project_id, company_id, card_id, card_number, vehicle_id, group_id,
        station_id, terminal_id, terminal_transaction_id, product, decision, volume_ml, amount_tetri,
        unit_price_tetri, points_earned, at)
      select ${world.projectId}::uuid, c.company_id, c.id, c.number, c.vehicle_id, v.group_id,
        'ST-' || (g % 20), 'T-SEED', c.number || '-' || g, 'EURO_DIESEL', 'approved',
        30000, 30000 * 299 / 1000, 299, 150,
        now() - interval '1 hour' - (hashint4(g + hashint4(c.serial::int))::bigint & 2147483647) % (29 * 86400) * interval '1 second'
      from (select cards.*, row_number() over (order by number) as serial from cards
            where company_id in (select id from companies where project_id = ${world.projectId}::uuid)) c
      left join vehicles v on v.id = c.vehicle_id
      cross join generate_series(1, ${HISTORY_PER_CARD}) g`);
    await world.vacuum([
      'cards',
      'card_limits',
      'card_usage',
      'vehicles',
      'card_transactions',
      'companies',
      'fleet_daily_totals',
      'points_ledger',
    ]);
    console.info(
      `seeded ${COMPANIES} companies, ${specs.length.toLocaleString('en')} cards and ${(specs.length * HISTORY_PER_CARD).toLocaleString('en')} earlier transactions in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const authorization = (
      index: number,
      cardNumber: string,
      liters: number,
      odometer: boolean,
    ): Request => ({
      method: 'POST',
      path: '/api/v2/fleet/terminal/authorizations',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        cardNumber,
        stationId: `ST-${index % 20}`,
        terminalId: `T-${index % 64}`,
        terminalTransactionId: '[<id>]',
        product: 'EURO_DIESEL',
        liters,
        ...(odometer ? { odometerKm: 100_000 + index } : {}),
      }),
    });
    const manyCards = Array.from({ length: Math.min(REQUESTS, specs.length) }, (_, index) => {
      const spec = specs[Math.floor((index * specs.length) / Math.min(REQUESTS, specs.length))]!;
      return authorization(index, spec.number, rng.int(20, 45), spec.identified);
    });
    const oneCard = Array.from({ length: 64 }, (_, index) => authorization(index, hot!.number, 1, false));
    const first = await fetch(`${server.url}${manyCards[0]!.path}`, {
      method: 'POST',
      headers: { ...world.privateKey, 'content-type': 'application/json' },
      body: manyCards[0]!.body.replace('[<id>]', crypto.randomUUID()),
    });
    console.info(`authorize: ${first.status} ${JSON.stringify(await first.json()).slice(0, 160)}`);

    const results: LoadResult[] = [];
    const ratios: string[] = [];
    const bare = context.config.databaseUrl
      ? await startBareAuthorization(context.config.databaseUrl, world.projectId, 299)
      : undefined;
    try {
      for (const scenario of [
        {
          name: `authorize: ${manyCards.length.toLocaleString('en')} cards of ${COMPANIES} companies`,
          requests: manyCards,
          compared: true,
        },
        { name: 'authorize: every terminal on ONE card', requests: oneCard, compared: false },
      ]) {
        const options = {
          ...scenario,
          url: server.url,
          headers: world.privateKey,
          idReplacement: true,
          spread: true,
        };
        const reference =
          bare && scenario.compared
            ? {
                ...options,
                name: `${scenario.name}: bare`,
                url: bare.url,
                headers: {},
                requests: scenario.requests.map((request) => ({ ...request, path: '/authorize' })),
              }
            : undefined;
        for (const warm of [options, reference]) {
          if (warm) await context.load({ ...warm, connections: CONNECTIONS, durationSeconds: 2 });
        }
        results.push({
          ...(await context.load({ ...options, connections: 1, durationSeconds: 5 })),
          name: `${scenario.name}, 1 conn.`,
        });
        const rounds: [LoadResult[], LoadResult[]] = [[], []];
        for (let round = 0; round < ROUNDS; round++) {
          const durationSeconds = DURATION_SECONDS / ROUNDS;
          rounds[0].push(await context.load({ ...options, connections: CONNECTIONS, durationSeconds }));
          if (reference) {
            rounds[1].push(await context.load({ ...reference, connections: CONNECTIONS, durationSeconds }));
          }
        }
        const mine = { ...context.combine(rounds[0]), name: `${scenario.name}, ${CONNECTIONS} conn.` };
        results.push(mine);
        if (reference) {
          const theirs = { ...context.combine(rounds[1]), name: `${reference.name}, ${CONNECTIONS} conn.` };
          results.push(theirs);
          ratios.push(
            `${scenario.name}: server / bare ${(mine.requestsPerSecond / theirs.requestsPerSecond).toFixed(2)}× requests/s (goal ≥ 0.8), p99 ${mine.p99} / ${theirs.p99} ms = ${(mine.p99 / theirs.p99).toFixed(2)}× (goal ≤ 1.25); CPU ms per decision: server ${mine.serverMs.toFixed(2)}, PostgreSQL ${mine.databaseMs?.toFixed(2) ?? '–'}, machine ${mine.machineMs?.toFixed(2) ?? '–'} / bare ${theirs.machineMs?.toFixed(2) ?? '–'}`,
          );
        }
      }
    } finally {
      await bare?.close();
    }
    context.report(
      results,
      `${COMPANIES} companies, ${specs.length.toLocaleString('en')} cards (2 limits each), ${DURATION_SECONDS} s at ${CONNECTIONS} connections in ${ROUNDS} rounds alternating with the bare baseline, 5 s at 1; goal ≥ 0.8× the bare requests/s, p99 ≤ 1.25×`,
    );
    for (const ratio of ratios) console.info(ratio);
    console.info(
      `load average (uptime): ${loadavg()
        .map((value) => value.toFixed(2))
        .join(', ')}`,
    );

    // What the aggregate writer had still to apply when the load stopped, and how long it took to catch up.
    const aggregates = createPurchaseAggregates({ db });
    const behind = await aggregates.backlog();
    const catchUpStarted = performance.now();
    await aggregates.catchUp();
    console.info(
      `aggregate writer at the end of the load: ${behind.pending} purchases pending, oldest ${behind.oldestAgeSeconds.toFixed(2)} s; caught up in ${(performance.now() - catchUpStarted).toFixed(0)} ms`,
    );
    const [books] = (
      (await db.execute(sql`
        select (select count(*)::int from ${cardTransactions} where project_id = ${world.projectId}::uuid
            and decision = 'approved' and terminal_id <> 'T-SEED' and terminal_id not like 'BARE-%'
            and voided_at is null) as approved,
          (select coalesce(sum(t.purchases), 0)::int from ${fleetDailyTotals} t
            join companies c on c.id = t.company_id where c.project_id = ${world.projectId}::uuid) as totalled`)) as unknown as {
        rows: { approved: number; totalled: number }[];
      }
    ).rows;
    console.info(
      `approved purchases ${books!.approved}, in the daily totals ${books!.totalled} (must be equal; bare decisions are not totalled)`,
    );

    const decisions = await db
      .select({
        decision: cardTransactions.decision,
        reason: cardTransactions.reason,
        count: sql<number>`count(*)::int`,
      })
      .from(cardTransactions)
      .where(and(eq(cardTransactions.projectId, world.projectId), gte(cardTransactions.at, benchStart)))
      .groupBy(cardTransactions.decision, cardTransactions.reason)
      .orderBy(sql`count(*) desc`);
    console.info(
      `\ndecisions: ${decisions.map((row) => `${row.decision}${row.reason ? ` ${row.reason}` : ''} ${row.count}`).join(', ')}`,
    );
    const [overdrawn] = (
      (await db.execute(sql`
        select count(*)::int as count from card_usage u
        join card_limits l on l.card_id = u.card_id and l.period = u.period
        join cards c on c.id = u.card_id
        join companies co on co.id = c.company_id and co.project_id = ${world.projectId}::uuid
        where u.used > l.amount`)) as unknown as { rows: { count: number }[] }
    ).rows;
    console.info(`usage windows over their limit: ${overdrawn!.count} (must be 0)`);

    // The decision runs inside fleet_decide (a generic plan per connection): EXPLAIN shows the call, its
    // time includes the function's own planning on the first call of this connection. Rolled back.
    const at = sql`now()`;
    const { weekday, minute } = weekdayAndMinute(at);
    await db
      .transaction(async (tx) => {
        await explain(
          tx,
          'one decision (fleet_decide: card, rules, both limit windows booked; rolled back)',
          sql`select fleet_decide(${world.projectId}::uuid, ${specs[1]!.number}, 'EURO_DIESEL', ${at}, ${weekday},
            ${minute}, jsonb_build_object('daily', ${windowStart('daily', at)}, 'monthly', ${windowStart('monthly', at)}),
            1000, 299, 30)`,
        );
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
  } finally {
    // The transactions first, by project (indexed): deleting their vehicles and groups first would make
    // PostgreSQL look for their rows in the whole table (card_transactions has no full index on either).
    await db.delete(cardTransactions).where(eq(cardTransactions.projectId, world.projectId));
    await world.cleanup();
    await server.close();
  }
}
