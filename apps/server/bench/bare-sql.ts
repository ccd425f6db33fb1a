// The reference a search is measured against: bare Fastify and node-postgres running given SQL, with no
// authentication, validation or serialization schema (the rows go out as node-postgres returns them).
import Fastify from 'fastify';
import pg from 'pg';
import { statementName } from '../src/core/database/statements';
import type { BenchContext, LoadResult } from './support';

/** A statement with its values; with a name, prepared once per connection (as the server's are). */
export type BareQuery = { sql: string; params: unknown[]; name?: string };

/** For every page, the queries one answer runs (in parallel, as the service does). */
export type BareRoute = { path: string; pages: BareQuery[][] };

export async function startBareServer(
  databaseUrl: string,
  routes: BareRoute[],
  maxConnections: number,
  /** Writes: `POST /bare/write/<n>` runs the n-th list of statements, each with its values `fresh` gives. */
  writes?: { statements: BareQuery[][]; fresh: (query: BareQuery) => BareQuery },
) {
  // Planned as the server's pool plans (core/database/client.ts).
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: maxConnections,
    options: `-c plan_cache_mode=${process.env.BARE_PLAN ?? 'force_custom_plan'}`,
  });
  const app = Fastify({ logger: false });
  if (writes) {
    app.post<{ Params: { n: string } }>('/bare/write/:n', async (request, reply) => {
      const statements = writes.statements[Number(request.params.n)] ?? writes.statements[0]!;
      let rows: unknown[] = [];
      for (const query of statements.map(writes.fresh)) {
        rows = (await pool.query({ name: query.name, text: query.sql, values: query.params })).rows;
      }
      return reply.code(201).send(rows[0] ?? {});
    });
  }
  for (const route of routes) {
    app.get<{ Querystring: { page?: string } }>(route.path, async (request) => {
      const queries = route.pages[(Number(request.query.page) || 1) - 1] ?? route.pages[0]!;
      const [list, count] = await Promise.all(
        queries.map((query) => pool.query({ name: query.name, text: query.sql, values: query.params })),
      );
      const total = count ? Number(Object.values(count.rows[0] ?? {})[0] ?? 0) : undefined;
      return { items: list!.rows, ...(total === undefined ? {} : { total }) };
    });
  }
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    async close() {
      await app.close();
      await pool.end();
    },
  };
}

type Request = { method: 'GET'; path: string; headers?: Record<string, string> };
export type ComparedScenario = { name: string; requests: Request[] };

/**
 * Each scenario measured on the server (1 connection, then `connections`) and, at `connections`, on the
 * bare baseline: Fastify and node-postgres running the very statements the server ran for each of the
 * scenario's requests (captured from its query log: those whose text `statements` matches), prepared
 * as the server's are, without authentication, company scope, validation or the answer's schema. The
 * two alternate in rounds, so that both see the same machine. Returns the results and the ratios.
 */
export async function measureAgainstBare(
  context: BenchContext,
  server: { url: string },
  options: {
    scenarios: ComparedScenario[];
    headers: Record<string, string>;
    statements: RegExp;
    connections: number;
    durationSeconds: number;
    rounds: number;
  },
): Promise<{ results: LoadResult[]; ratios: string[] }> {
  const { connections, headers } = options;
  const routes: BareRoute[] = [];
  for (const [index, scenario] of options.scenarios.entries()) {
    const pages: BareQuery[][] = [];
    for (const request of scenario.requests) {
      const queries = await context.captureQueries(() =>
        fetch(`${server.url}${request.path}`, { headers: { ...headers, ...request.headers } }),
      );
      pages.push(
        queries
          .filter((query) => options.statements.test(query.query))
          .map((query) => ({
            sql: query.query,
            params: query.params,
            name: statementName('bare', query.query),
          })),
      );
    }
    routes.push({ path: `/bare/${index}`, pages });
  }
  const bare = context.config.databaseUrl
    ? await startBareServer(context.config.databaseUrl, routes, 16)
    : undefined;
  const results: LoadResult[] = [];
  const ratios: string[] = [];
  try {
    for (const [index, scenario] of options.scenarios.entries()) {
      const ours = { ...scenario, url: server.url, headers };
      const reference = bare && {
        name: `${scenario.name}: bare SQL`,
        url: bare.url,
        headers: {},
        requests: scenario.requests.map((_, page) => ({
          method: 'GET' as const,
          path: `/bare/${index}?page=${page + 1}`,
        })),
      };
      for (const warm of [ours, reference]) {
        if (warm) await context.load({ ...warm, connections, durationSeconds: 2 });
      }
      results.push({
        ...(await context.load({ ...ours, connections: 1, durationSeconds: 5 })),
        name: `${scenario.name}, 1 conn.`,
      });
      const rounds: [LoadResult[], LoadResult[]] = [[], []];
      const durationSeconds = options.durationSeconds / options.rounds;
      for (let round = 0; round < options.rounds; round++) {
        rounds[0].push(await context.load({ ...ours, connections, durationSeconds }));
        if (reference) rounds[1].push(await context.load({ ...reference, connections, durationSeconds }));
      }
      const mine = { ...context.combine(rounds[0]), name: `${scenario.name}, ${connections} conn.` };
      results.push(mine);
      if (reference) {
        const theirs = { ...context.combine(rounds[1]), name: `${reference.name}, ${connections} conn.` };
        results.push(theirs);
        ratios.push(
          `${scenario.name}: server / bare SQL ${(mine.requestsPerSecond / theirs.requestsPerSecond).toFixed(2)}× requests/s, p99 ${mine.p99} / ${theirs.p99} ms`,
        );
      }
    }
  } finally {
    await bare?.close();
  }
  return { results, ratios };
}
