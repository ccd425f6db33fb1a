// The reference a write is measured against: bare Fastify and node-postgres running the very statements
// the server ran for one such request (captured from its query log), with fresh ids each time, and
// nothing else: no authentication, company scope, validation, pricing or answer's schema.
import { randomUUID } from 'node:crypto';
import { statementName } from '../src/core/database/statements';
import { type BareQuery, startBareServer } from './bare-sql';
import type { BenchContext, LoadResult } from './support';

type Write = { method: 'POST'; path: string; body: string; headers: Record<string, string> };

const FRESH = '{{fresh-id}}';
const FRESH_KEY = '{{fresh-key}}';

/**
 * Each of `requests` (a POST answering the created record's `id`, its Idempotency-Key `[<id>]`) sent
 * once to the server to capture the statements it ran (those `statements` matches); then the server
 * (1 connection, then `connections`) and the bare baseline (`connections`), alternating in rounds. The
 * baseline runs the captured statements with the record's id and the idempotency key replaced by new
 * ones, so each request inserts the same rows as a new request to the server would.
 */
export async function measureWritesAgainstBare(
  context: BenchContext,
  server: { url: string },
  options: {
    name: string;
    requests: Write[];
    statements: RegExp;
    connections: number;
    durationSeconds: number;
    rounds: number;
  },
): Promise<{ results: LoadResult[]; ratio?: string }> {
  const { connections, name } = options;
  const captured: BareQuery[][] = [];
  for (const request of options.requests) {
    const key = randomUUID();
    let id = '';
    const queries = await context.captureQueries(async () => {
      const answer = await fetch(`${server.url}${request.path}`, {
        method: request.method,
        body: request.body,
        headers: { ...request.headers, 'idempotency-key': key },
      });
      id = ((await answer.json()) as { id: string }).id;
    });
    const mark = (value: unknown) =>
      typeof value === 'string' ? value.replaceAll(id, FRESH).replaceAll(key, FRESH_KEY) : value;
    captured.push(
      queries
        .filter((query) => options.statements.test(query.query))
        .map((query) => ({
          sql: query.query,
          params: query.params.map(mark),
          name: statementName('bare', query.query),
        })),
    );
  }
  const fresh = (query: BareQuery): BareQuery => {
    const id = randomUUID();
    const key = randomUUID();
    const params = query.params.map((value) =>
      typeof value === 'string' ? value.replaceAll(FRESH, id).replaceAll(FRESH_KEY, key) : value,
    );
    return { ...query, params };
  };
  const bare = context.config.databaseUrl
    ? await startBareServer(context.config.databaseUrl, [], 16, { statements: captured, fresh })
    : undefined;
  const results: LoadResult[] = [];
  try {
    const ours = {
      name,
      url: server.url,
      requests: options.requests,
      headers: {},
      idReplacement: true,
      spread: true,
    };
    const reference = bare && {
      name: `${name}: bare SQL`,
      url: bare.url,
      headers: { 'content-type': 'application/json' },
      requests: captured.map((_, index) => ({
        method: 'POST' as const,
        path: `/bare/write/${index}`,
        body: '{}',
      })),
      spread: true,
    };
    for (const warm of [ours, reference]) {
      if (warm) await context.load({ ...warm, connections, durationSeconds: 2 });
    }
    results.push({
      ...(await context.load({ ...ours, connections: 1, durationSeconds: 5 })),
      name: `${name}, 1 conn.`,
    });
    const rounds: [LoadResult[], LoadResult[]] = [[], []];
    const durationSeconds = options.durationSeconds / options.rounds;
    for (let round = 0; round < options.rounds; round++) {
      rounds[0].push(await context.load({ ...ours, connections, durationSeconds }));
      if (reference) rounds[1].push(await context.load({ ...reference, connections, durationSeconds }));
    }
    const mine = { ...context.combine(rounds[0]), name: `${name}, ${connections} conn.` };
    results.push(mine);
    if (!reference) return { results };
    const theirs = { ...context.combine(rounds[1]), name: `${reference.name}, ${connections} conn.` };
    results.push(theirs);
    return {
      results,
      ratio: `${name}: server / bare SQL ${(mine.requestsPerSecond / theirs.requestsPerSecond).toFixed(2)}× requests/s, p99 ${mine.p99} / ${theirs.p99} ms`,
    };
  } finally {
    await bare?.close();
  }
}
