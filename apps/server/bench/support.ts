import cluster from 'node:cluster';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { type SQLWrapper, sql } from 'drizzle-orm';
import { type App, buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/core/config';
import { type DatabaseHandle, openDatabase } from '../src/core/database/client';
import { type CpuShares, cpuMeter, parentPid, processCpuSeconds } from './cpu';
import { profileWhile } from './profile';

export type BenchContext = ReturnType<typeof benchContext>;

/** A statement the server ran, as Drizzle logged it. */
export type CapturedQuery = { query: string; params: unknown[] };

export type LoadResult = CpuShares & {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  /** The machine's 1-minute load average when the run ended (the rule: next to every figure). */
  load: number;
};

/** The 1-minute load average, as printed next to every figure. */
export function loadAverage(): number {
  return loadavg()[0]!;
}

/** What every bench shares: configuration (DATABASE_URL picks PostgreSQL), a server, a load runner. */
export function benchContext() {
  const config: Config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'silent',
    LOG_PRETTY: 'false',
    SEED_DEMO_DATA: 'false',
  });
  const driver = config.databaseUrl ? 'PostgreSQL' : 'PGlite';
  // Server processes of the running server, when it runs in several (startServer's `workers`).
  let serverProcesses: { count: number; cpuSeconds(): number } | null = null;
  // PostgreSQL's postmaster, when it runs on this machine (its CPU is read per run).
  let postmasterPid: number | undefined;
  // The statements the in-process server runs while `capturedQueries` holds a list (captureQueries).
  let capturedQueries: CapturedQuery[] | null = null;
  const queryCapture = {
    isLevelEnabled: () => capturedQueries !== null,
    debug: (entry: object) => void capturedQueries?.push(entry as CapturedQuery),
    error: () => {},
  };

  return {
    config,
    driver,
    /**
     * How many server processes the API benches run (BENCH_PROCESSES, as `WEB_CONCURRENCY` would; one
     * by default, and always one on PGlite, one process's database).
     */
    processes: config.databaseUrl ? Number(process.env.BENCH_PROCESSES ?? 1) : 1,

    /**
     * A migrated database (PGlite in memory, or in `pgliteDir` on disk as `npm start` keeps it; or
     * DATABASE_URL) and the app listening on a random port.
     */
    async startServer(
      options: { pgliteDir?: string; outboxWorker?: boolean; processes?: number } = {},
    ): Promise<{
      app: App;
      url: string;
      database: DatabaseHandle;
      close(): Promise<void>;
    }> {
      const database = await openDatabase({
        url: config.databaseUrl,
        pgliteDir: options.pgliteDir,
        maxConnections: 16,
        logger: queryCapture,
      });
      await database.migrate();
      postmasterPid = config.databaseUrl ? await localPostmaster(database) : undefined;
      const app = await buildApp(
        { ...config, outboxWorker: options.outboxWorker ?? config.outboxWorker },
        { database },
      );
      await app.listen({ host: '127.0.0.1', port: 0 });
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const count = options.processes ?? 1;
      if (count > 1 && !config.databaseUrl) throw new Error('Several server processes need DATABASE_URL');
      const processes =
        count > 1 ? await startProcesses(count, config, options.outboxWorker ?? config.outboxWorker) : null;
      serverProcesses = processes;
      return {
        app,
        url: processes ? processes.url : `http://127.0.0.1:${port}`,
        database,
        async close() {
          serverProcesses = null;
          await processes?.close();
          await app.close();
          await database.close();
        },
      };
    },

    /**
     * The statements (text and values) the in-process server ran during `act`, e.g. one request: the
     * bare baselines run the same SQL.
     */
    async captureQueries(act: () => Promise<unknown>): Promise<CapturedQuery[]> {
      capturedQueries = [];
      try {
        await act();
        return capturedQueries;
      } finally {
        capturedQueries = null;
      }
    },

    /**
     * Runs autocannon from a worker thread (so the load does not share the server's event loop) over
     * the given requests, each connection cycling through them.
     */
    async load(options: {
      name: string;
      url: string;
      /** Each request's headers are added to `headers`. */
      requests: { method: 'GET' | 'POST'; path: string; body?: string; headers?: Record<string, string> }[];
      headers: Record<string, string>;
      connections: number;
      durationSeconds: number;
      /** Replace `[<id>]` in each request (headers and body) with a fresh id: unique keys per request. */
      idReplacement?: boolean;
      /**
       * Start each connection at its own place in `requests` (request-cycle.cjs), so that 32
       * connections do not walk a list of distinct cards or users in step, all on the same one at once.
       */
      spread?: boolean;
    }): Promise<LoadResult> {
      const processes = serverProcesses;
      const measure = cpuMeter({
        serverCpuSeconds: processes ? () => processes.cpuSeconds() : undefined,
        postmasterPid,
        // On a cluster shared with other work: only the bench database's backends.
        databaseName:
          process.env.BENCH_DATABASE_CPU === 'backends' && config.databaseUrl
            ? new URL(config.databaseUrl).pathname.slice(1)
            : undefined,
      })();
      let cycle: string | undefined;
      if (options.spread) {
        // The list goes to the worker as a file; the worker thread inherits this environment.
        cycle = path.join(mkdtempSync(path.join(tmpdir(), 'bench-requests-')), 'requests.json');
        writeFileSync(cycle, JSON.stringify(options.requests));
        process.env.BENCH_REQUEST_CYCLE = cycle;
      }
      const result = await profileWhile(`${options.name}, ${options.connections} conn`, () =>
        autocannon({
          url: options.url,
          connections: options.connections,
          duration: options.durationSeconds,
          headers: options.headers,
          requests: cycle
            ? [{ ...options.requests[0]!, setupRequest: REQUEST_CYCLE as unknown as () => never }]
            : options.requests,
          // Slow answers count as latency, not as errors (autocannon's default gives up after 10 s).
          timeout: 60,
          workers: 1,
          idReplacement: options.idReplacement ?? false,
        }),
      );
      if (cycle) rmSync(path.dirname(cycle), { recursive: true, force: true });
      return {
        name: options.name,
        requestsPerSecond: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        requests: result.requests.total,
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
        load: loadAverage(),
        ...measure(result.requests.total),
      };
    },

    /** One figure of several runs of a scenario: requests over their time, the worst p50 and p99. */
    combine(runs: LoadResult[]): LoadResult {
      const requests = runs.reduce((sum, run) => sum + run.requests, 0);
      const seconds = runs.reduce(
        (sum, run) => sum + run.requests / Math.max(run.requestsPerSecond, 1e-9),
        0,
      );
      return {
        name: runs[0]!.name,
        requestsPerSecond: requests / seconds,
        p50: Math.max(...runs.map((run) => run.p50)),
        p99: Math.max(...runs.map((run) => run.p99)),
        requests,
        non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
        errors: runs.reduce((sum, run) => sum + run.errors, 0),
        load: Math.max(...runs.map((run) => run.load)),
        serverMs: perRequest(runs, (run) => run.serverMs)!,
        databaseMs: perRequest(runs, (run) => run.databaseMs),
        machineMs: perRequest(runs, (run) => run.machineMs),
        machineBusyPercent: Math.max(...runs.map((run) => run.machineBusyPercent ?? Number.NaN)),
      };
    },

    /** Prints results as a Markdown table (ready for docs/BENCHMARKS.md). */
    report(results: LoadResult[], setting: string) {
      const servers = serverProcesses ? `${serverProcesses.count} server processes` : 'one server process';
      console.info(`\n${driver}, ${servers}, Node ${process.versions.node}, ${setting}\n`);
      console.info(
        '| Scenario | Requests/s | p50 (ms) | p99 (ms) | Requests | Non-2xx | Errors | CPU ms/request: server | PostgreSQL | machine | Machine busy | Load average |',
      );
      console.info('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
      const ms = (value: number | undefined) =>
        value === undefined || Number.isNaN(value) ? '–' : value.toFixed(2);
      for (const result of results) {
        const busy = result.machineBusyPercent;
        console.info(
          `| ${result.name} | ${result.requestsPerSecond.toFixed(0)} | ${result.p50} | ${result.p99} | ${result.requests} | ${result.non2xx} | ${result.errors} | ${ms(result.serverMs)} | ${ms(result.databaseMs)} | ${ms(result.machineMs)} | ${busy === undefined || Number.isNaN(busy) ? '–' : `${busy} %`} | ${result.load.toFixed(2)} |`,
        );
      }
      console.info(
        '\nCPU ms/request: CPU time per answered request of the server (its main thread, or all its processes), of PostgreSQL (every process of its postmaster, when it runs here) and of the whole machine (the load generator included); machine busy: both cores, during the run.',
      );
    },
  };
}

/**
 * `count` server processes as `WEB_CONCURRENCY=<count> npm start` runs them (src/main.ts under
 * node:cluster, sharing one port), on the bench's database; their CPU time is read from /proc.
 */
async function startProcesses(count: number, config: Config, outboxWorker: boolean) {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as net.AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  cluster.setupPrimary({
    exec: path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/main.ts'),
    execArgv: ['--import', 'tsx'],
  });
  const env = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: config.databaseUrl!,
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
    OUTBOX_WORKER: String(outboxWorker),
  };
  const forked = Array.from({ length: count }, () => cluster.fork(env));
  await Promise.all(
    forked.map(
      (worker) =>
        new Promise<void>((resolve, reject) => {
          worker.once('listening', () => resolve());
          worker.once('exit', (code) => reject(new Error(`a server process exited with ${code}`)));
        }),
    ),
  );
  return {
    count,
    url: `http://127.0.0.1:${port}`,
    /** CPU seconds (user + system) the server processes have used so far. */
    cpuSeconds: () => forked.reduce((sum, worker) => sum + (processCpuSeconds(worker.process.pid!) ?? 0), 0),
    async close() {
      await Promise.all(
        forked.map((worker) => {
          const exited = new Promise((resolve) => worker.once('exit', resolve));
          worker.process.kill('SIGTERM');
          return exited;
        }),
      );
    },
  };
}

/** The weighted mean per request of a figure over runs (undefined when a run lacks it). */
function perRequest(runs: LoadResult[], figure: (run: LoadResult) => number | undefined) {
  const requests = runs.reduce((sum, run) => sum + run.requests, 0);
  let total = 0;
  for (const run of runs) {
    const value = figure(run);
    if (value === undefined) return undefined;
    total += value * run.requests;
  }
  return total / Math.max(requests, 1);
}

/** The pid of PostgreSQL's postmaster when it runs on this machine (a backend's parent), else undefined. */
async function localPostmaster(database: DatabaseHandle): Promise<number | undefined> {
  const result = (await database.db.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
    rows: { pid: number }[];
  };
  const backend = result.rows[0]?.pid;
  return backend ? parentPid(backend) : undefined;
}

// In worker mode autocannon takes setup functions as module paths (its types want a function).
const REQUEST_CYCLE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'request-cycle.cjs');

/**
 * `EXPLAIN (ANALYZE, BUFFERS)` of a query (a Drizzle query builder or `sql`), printed with its execution
 * time: where a request's database time goes. Returns the execution time in ms.
 */
export async function explain(
  db: { execute(query: SQLWrapper): Promise<unknown> },
  title: string,
  query: SQLWrapper,
): Promise<number> {
  const result = (await db.execute(sql`explain (analyze, buffers) ${query}`)) as {
    rows: Record<string, string>[];
  };
  const lines = result.rows.map((row) => Object.values(row)[0]!);
  const time = Number(/Execution Time: ([\d.]+)/.exec(lines.join('\n'))?.[1] ?? Number.NaN);
  console.info(
    `\nEXPLAIN ANALYZE ${title}: ${time.toFixed(2)} ms\n${lines.map((line) => `    ${line}`).join('\n')}`,
  );
  return time;
}

/** BENCH_SCALE (default 1): a fraction of the goal's data for quick runs while developing (e.g. 0.1). */
export function benchScale(): number {
  const scale = Number(process.env.BENCH_SCALE ?? '1');
  if (!(scale > 0)) throw new Error(`BENCH_SCALE must be a positive number, not ${process.env.BENCH_SCALE}`);
  return scale;
}

/** A deterministic pseudo-random generator (mulberry32), so every run seeds the same data. */
export function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
  };
}
