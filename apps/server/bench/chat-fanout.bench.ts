// Chat fan-out: one end user writes to the project's support; N admin connections (support staff tabs)
// receive every message. Delivery latency is measured from just before `chat:send` to each receipt,
// across every receiving socket; it includes storing the message (sent only once it is stored).
// The sockets run in a worker thread, so the load does not share the server's event loop.
// With REDIS_URL set, a second instance on the same database serves the receivers: every message then
// crosses from one instance to the other through the Redis adapter.
import { Worker } from 'node:worker_threads';
import { buildApp } from '../src/app';
import { createServices } from '../src/services';
import type { BenchContext } from './support';

/** Receiving sockets, and messages the sender keeps in flight (1: latency without queueing). */
const SCENARIOS = [
  { receivers: 10, inFlight: 1 },
  { receivers: 10, inFlight: 8 },
  { receivers: 100, inFlight: 8 },
  { receivers: 500, inFlight: 8 },
];
const MESSAGES = 200;

export type FanoutJob = {
  senderUrl: string;
  receiverUrl: string;
  adminToken: string;
  userToken: string;
  projectKey: string;
  receivers: number;
  messages: number;
  inFlight: number;
};
export type FanoutResult = { latencies: number[]; seconds: number; expected: number };

export default async function chatFanout(context: BenchContext) {
  const server = await context.startServer();
  const second = context.config.redisUrl
    ? await buildApp({ ...context.config, outboxWorker: false }, { database: server.database })
    : undefined;
  let secondUrl: string | undefined;
  if (second) {
    await second.listen({ host: '127.0.0.1', port: 0 });
    const address = second.server.address();
    secondUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }
  try {
    const { auth, projects } = createServices(server.database, context.config);
    const tag = Date.now().toString(36);
    const admin = await auth.createAdmin({
      email: `bench-${tag}@example.com`,
      password: 'Bench-pass-1',
      name: 'Bench',
    });
    const project = await projects.create({
      name: `Chat bench ${tag}`,
      languages: ['en'],
      ownerAdminId: admin.id,
    });
    const user = await auth.createUser({
      projectId: project.id,
      email: `user-${tag}@example.com`,
      password: 'Bench-pass-1',
    });
    const adminToken = (await auth.sessions.open({ adminId: admin.id })).sessionId;
    const userToken = (await auth.sessions.open({ userId: user.id })).sessionId;

    const rows: string[] = [];
    for (const { receivers, inFlight } of SCENARIOS) {
      const result = await runWorker({
        senderUrl: server.url,
        receiverUrl: secondUrl ?? server.url,
        adminToken,
        userToken,
        projectKey: project.api_key,
        receivers,
        messages: MESSAGES,
        inFlight,
      });
      const sorted = [...result.latencies].sort((a, b) => a - b);
      const at = (share: number) =>
        sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? NaN;
      rows.push(
        `| ${receivers} | ${inFlight} | ${MESSAGES} | ${result.latencies.length}/${result.expected} | ${(result.latencies.length / result.seconds).toFixed(0)} | ${at(0.5).toFixed(1)} | ${at(0.99).toFixed(1)} | ${sorted.at(-1)?.toFixed(1)} |`,
      );
    }
    const setting = secondUrl
      ? 'two instances through Redis (sender on one, receivers on the other)'
      : 'one instance';
    console.info(`\n${context.driver}, ${setting}\n`);
    console.info(
      '| Receiving sockets | In flight | Messages | Deliveries | Deliveries/s | p50 (ms) | p99 (ms) | max (ms) |',
    );
    console.info('|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const row of rows) console.info(row);
  } finally {
    await second?.close();
    await server.close();
  }
}

function runWorker(job: FanoutJob): Promise<FanoutResult> {
  // A worker does not inherit the TypeScript loader: it registers tsx before importing its script.
  const script = new URL('./chat-fanout.worker.ts', import.meta.url).href;
  const tsx = import.meta.resolve('tsx/esm/api');
  const boot = `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(script)}); })`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(boot, { eval: true, workerData: job });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}
