// Filtered item search (the admin's GET /project/{id}/ecommerce/item/search): 100,000 items in three
// projects, compared in the same run with bare Fastify + node-postgres running the naive list and count
// SQL (PostgreSQL only), so the ratios hold however loaded the machine is.
import { and, arrayOverlaps, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../src/core/database/client';
import { admins } from '../src/modules/auth/tables';
import { items } from '../src/modules/commerce/tables';
import { projects } from '../src/modules/projects/tables';
import { createServices } from '../src/services';
import { type BareQuery, startBareServer } from './bare-sql';
import { seedCatalogue } from './item-catalogue';
import { type BenchContext, type LoadResult, loadAverage } from './support';

const ITEMS = 100_000;
const PROJECTS = 3;
const CONNECTIONS = 32;
const DURATION_SECONDS = 15;
/** Each scenario runs in this many parts, alternating with its reference. */
const ROUNDS = 3;
const PAGES = 5;
const LIMIT = 20;
/** Two types, on sale, one interest, newest first (the admin's default sort). */
const FILTER = { typeIn: ['fuel', 'lubricant'], statusIn: ['active'], interestsIn: ['diesel'] };
const FILTER_QUERY = `typeIn=${FILTER.typeIn.join(',')}&statusIn=active&interestsIn=diesel&limit=${LIMIT}`;

/** The naive SQL of the search: the page, and a count over the same WHERE. */
function naiveQueries(db: Database, projectId: string, page: number) {
  const where = and(
    eq(items.projectId, projectId),
    inArray(items.status, FILTER.statusIn as ['active']),
    inArray(items.type, FILTER.typeIn),
    arrayOverlaps(items.interests, FILTER.interestsIn),
  );
  const list = db
    .select()
    .from(items)
    .where(where)
    .orderBy(desc(items.createdAt), desc(items.id))
    .limit(LIMIT)
    .offset((page - 1) * LIMIT)
    .toSQL();
  const total = db.select({ value: count() }).from(items).where(where).toSQL();
  return { list: list as BareQuery, count: total as BareQuery };
}

export default async function run(context: BenchContext) {
  const server = await context.startServer();
  const services = createServices(server.database, context.config);
  const tag = crypto.randomUUID().slice(0, 8);
  const account = { email: `bench-${tag}@example.com`, password: 'Bench-password-1', name: 'Bench' };
  const admin = await services.auth.createAdmin(account);
  const projectIds: string[] = [];
  for (let index = 0; index < PROJECTS; index++) {
    const project = await services.projects.create({
      name: `Bench ${tag} ${index + 1}`,
      languages: ['en', 'ka'],
      ownerAdminId: admin.id,
    });
    projectIds.push(project.id);
  }
  const projectId = projectIds[0]!;
  const { sessionId } = await services.auth.loginAdmin(account, '127.0.0.1');
  const headers = { 'x-session-id': sessionId };
  let bare: Awaited<ReturnType<typeof startBareServer>> | undefined;

  try {
    const started = performance.now();
    await seedCatalogue(server.database, services, projectIds, Math.ceil(ITEMS / PROJECTS));
    console.info(
      `seeded ${ITEMS.toLocaleString('en')} items in ${PROJECTS} projects in ${((performance.now() - started) / 1000).toFixed(1)} s (load ${loadAverage().toFixed(2)})`,
    );

    const base = `/api/v2/project/${projectId}/ecommerce/item/search`;
    const pages = (prefix: string, query: string) =>
      Array.from({ length: PAGES }, (_, index) => ({
        method: 'GET' as const,
        path: `${prefix}?${query}&page=${index + 1}`,
      }));
    const naive = Array.from({ length: PAGES }, (_, index) =>
      naiveQueries(server.database.db, projectId, index + 1),
    );
    if (context.config.databaseUrl) {
      bare = await startBareServer(
        context.config.databaseUrl,
        [
          { path: '/bare/list-and-count', pages: naive.map((page) => [page.list, page.count]) },
          { path: '/bare/list', pages: naive.map((page) => [page.list]) },
        ],
        16,
      );
    }

    type Scenario = { name: string; url: string; requests: ReturnType<typeof pages> };
    const ours = (name: string, query: string): Scenario => ({
      name,
      url: server.url,
      requests: pages(base, query),
    });
    const reference = (name: string, path: string): Scenario | undefined =>
      bare ? { name, url: bare.url, requests: pages(path, FILTER_QUERY) } : undefined;
    // Each of ours alternates with its reference, round after round, so the two see the same machine.
    const pairs: [Scenario | undefined, Scenario][] = [
      [
        reference('bare SQL: list + count', '/bare/list-and-count'),
        ours('server: 20 rows + total', FILTER_QUERY),
      ],
      [
        reference('bare SQL: list only', '/bare/list'),
        ours('server: 20 rows, skipTotal', `${FILTER_QUERY}&skipTotal=true`),
      ],
      [undefined, ours('server: + text query, with total', `${FILTER_QUERY}&query=turbo%20eco`)],
    ];

    const run = async (scenario: Scenario, durationSeconds: number) => {
      const load = { ...scenario, headers, connections: CONNECTIONS };
      const result = await context.load({ ...load, durationSeconds });
      // Requests still queued finish before the next run starts.
      await fetch(`${scenario.url}${scenario.requests[0]!.path}`, { headers });
      return result;
    };
    const results: LoadResult[] = [];
    for (const pair of pairs) {
      const scenarios = pair.filter((scenario): scenario is Scenario => scenario !== undefined);
      for (const scenario of scenarios) {
        const check = await fetch(`${scenario.url}${scenario.requests[0]!.path}`, { headers });
        const body = (await check.json()) as { items: unknown[]; total?: number };
        console.info(`${scenario.name}: ${check.status}, ${body.items.length} rows, total ${body.total}`);
        await run(scenario, 2);
      }
      const rounds = scenarios.map(() => [] as LoadResult[]);
      for (let round = 0; round < ROUNDS; round++) {
        for (const [index, scenario] of scenarios.entries()) {
          rounds[index]!.push(await run(scenario, DURATION_SECONDS / ROUNDS));
        }
      }
      results.push(...rounds.map((runs) => context.combine(runs)));
    }
    context.report(
      results,
      `${ITEMS.toLocaleString('en')} items in ${PROJECTS} projects, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each in ${ROUNDS} alternating rounds (p50, p99: the worst round)`,
    );
    const rate = (name: string) => results.find((result) => result.name === name)?.requestsPerSecond;
    const ratio = (ourName: string, bareName: string, goal: number) => {
      const [mine, theirs] = [rate(ourName), rate(bareName)];
      if (mine === undefined || theirs === undefined || theirs === 0) return;
      const value = mine / theirs;
      console.info(
        `${ourName} / ${bareName}: ${value.toFixed(2)}× (goal ≥ ${goal}×) ${value >= goal ? 'met' : 'NOT met'}`,
      );
    };
    console.info('');
    ratio('server: 20 rows + total', 'bare SQL: list + count', 1.5);
    ratio('server: 20 rows, skipTotal', 'bare SQL: list only', 0.9);
  } finally {
    await bare?.close();
    // The bench's admin, projects and items go again (cascade), so PostgreSQL runs do not pile up data.
    await server.database.db.delete(projects).where(inArray(projects.id, projectIds));
    await server.database.db.delete(admins).where(eq(admins.id, admin.id));
    await server.close();
  }
}
