import cluster from 'node:cluster';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './core/config';
import { openDatabase } from './core/database/client';
import { seedDemoData } from './seed';
import { createServices } from './services';

/** The server process: configuration, listen, and a clean shutdown on SIGINT/SIGTERM. */
async function main() {
  const config = loadConfig(process.env);
  const database = await openDatabase({ url: config.databaseUrl, pgliteDir: `${config.dataDir}/pglite` });
  const app = await buildApp(config, { database });
  if (config.seedDemoData) await seedDemoData(createServices(database, config), app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) {
      app.log.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    closing = true;
    app.log.info(`${signal}: closing`);
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
}

/**
 * WEB_CONCURRENCY > 1: this process only keeps that many server processes running on the shared port
 * (node:cluster hands each new connection to the next one). The first migrates and seeds alone; a
 * process that dies is replaced; SIGINT/SIGTERM close them all.
 */
async function supervise(processes: number) {
  let closing = false;
  let started = false;
  const fork = (env: Record<string, string>) => {
    const worker = cluster.fork(env);
    worker.on('exit', (code, signal) => {
      if (closing) return;
      // One that never got to listen (bad configuration, no database) would fail again at once.
      if (!started) process.exit(1);
      console.error(`A server process exited (${signal ?? code}); starting another.`);
      fork({ SEED_DEMO_DATA: 'false' });
    });
    return worker;
  };
  const first = fork({});
  await new Promise((resolve) => first.once('listening', resolve));
  started = true;
  for (let index = 1; index < processes; index++) fork({ SEED_DEMO_DATA: 'false' });
  const close = () => {
    if (closing) return;
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
