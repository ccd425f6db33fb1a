import cluster from 'node:cluster';
import { setTimeout as sleep } from 'node:timers/promises';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './core/config';
import { openDatabase } from './core/database/client';
import { seedDemoData } from './seed';
import { createServices } from './services';

/**
 * The server process: configuration, listen, and a graceful shutdown (close-with-grace). On SIGTERM or
 * SIGINT the instance first drains: /health/ready answers 503 so the load balancer stops sending, while
 * every request is still served, with `Connection: close` so keep-alive clients leave. After
 * SHUTDOWN_DRAIN_MS it stops accepting, finishes what is in flight (each connection closes after its
 * answer; idle ones at once), stops the workers and the chat socket, then closes Redis and the database.
 * A second signal exits at once; a shutdown longer than SHUTDOWN_TIMEOUT_MS exits 1.
 */
async function main() {
  const config = loadConfig(process.env);
  const database = await openDatabase({ url: config.databaseUrl, pgliteDir: `${config.dataDir}/pglite` });
  const app = await buildApp(config, { database });
  if (config.seedDemoData) await seedDemoData(createServices(database, config), app.log, database.db);

  closeWithGrace(
    {
      delay: config.shutdownTimeoutMs,
      logger: { error: (message: unknown) => app.log.error(message) },
      // A worker of the supervisor below hears SIGTERM from it; Ctrl-C's SIGINT to the whole process group
      // would otherwise count as a second signal.
      skip: cluster.isWorker ? ['SIGINT'] : [],
    },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'closing after an uncaught error');
      app.lifecycle.drain();
      if (signal && config.shutdownDrainMs > 0) {
        app.log.info(`${signal}: not ready; draining for ${config.shutdownDrainMs} ms`);
        await sleep(config.shutdownDrainMs);
      }
      app.log.info('closing: no new connections; finishing requests in flight');
      await app.close();
      await database.close();
      app.log.info('closed');
    },
  );

  await app.listen({ host: config.host, port: config.port });
}

/**
 * WEB_CONCURRENCY > 1: this process only keeps that many server processes running on the shared port
 * (node:cluster hands each new connection to the next one). The first migrates and seeds alone; a
 * process that dies is replaced; SIGINT/SIGTERM make them all drain and close (see main), a second one
 * kills them.
 */
async function supervise(processes: number) {
  let closing = false;
  let started = false;
  // Each process keeps its slot across replacements: its metrics listener is METRICS_PORT + slot.
  const fork = (slot: number, env: Record<string, string>) => {
    const worker = cluster.fork({ ...env, SERVER_PROCESS_SLOT: String(slot) });
    worker.on('exit', (code, signal) => {
      if (closing) return;
      // One that never got to listen (bad configuration, no database) would fail again at once.
      if (!started) process.exit(1);
      console.error(`A server process exited (${signal ?? code}); starting another.`);
      fork(slot, { SEED_DEMO_DATA: 'false' });
    });
    return worker;
  };
  const first = fork(0, {});
  await new Promise((resolve) => first.once('listening', resolve));
  started = true;
  for (let slot = 1; slot < processes; slot++) fork(slot, { SEED_DEMO_DATA: 'false' });
  const close = () => {
    if (closing) {
      // A second signal: at once, as a single process does.
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(1);
    }
    closing = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    cluster.once('exit', function exited() {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      else cluster.once('exit', exited);
    });
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
}

async function start() {
  const config = loadConfig(process.env);
  return cluster.isPrimary && config.processes > 1 ? supervise(config.processes) : main();
}

start().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('The server failed to start:', error);
  }
  process.exit(1);
});
