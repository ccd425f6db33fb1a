import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Config, loadConfig } from '../../src/core/config';
import { type DatabaseHandle, openDatabase } from '../../src/core/database/client';
import demo from '../../src/seed/demo-accounts.json';
import { createScratchDatabase } from '../../src/test/database';
import { freePort, startRedis } from '../../src/test/redis';
import { s3Environment, startS3Server } from '../../src/test/s3';
import { nginxBinary, startNginx } from './nginx';
import { launch, type Running, root, waitUntilServing } from './processes';

/** One server instance: a process of apps/server/dist/main.js with its own data folder. */
export type ServerInstance = {
  name: string;
  url: string;
  dataDir: string;
  process: Running;
  /** Starts the process again (after a kill) on the same port, folder and settings, without seeding. */
  restart(): Promise<void>;
};

export type PortalInstance = { name: string; url: string; process: Running };

/**
 * A deployment as a retailer runs it, on 127.0.0.1: one PostgreSQL database, one Redis, one S3-protocol
 * store for the files (s3rver, in this process), two server
 * instances (the first seeds the demo data) and two portals, each pointing at one server, with one
 * NEXTAUTH_SECRET; nginx in front of the servers when it is installed. `stop()` ends every process,
 * whatever state the test left them in.
 */
export async function startDeployment({ postgresUrl }: { postgresUrl: string }) {
  const cleanups: (() => Promise<unknown>)[] = [];
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  };
  try {
    const scratch = await createScratchDatabase(postgresUrl);
    cleanups.push(scratch.drop);
    const redis = await startRedis();
    cleanups.push(redis.stop);
    const s3 = await startS3Server();
    cleanups.push(s3.stop);
    const shared = {
      ...s3Environment(s3),
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATABASE_URL: scratch.url,
      REDIS_URL: redis.url,
      LOG_LEVEL: 'warn',
      LOG_PRETTY: 'false',
      OUTBOX_POLL_MS: '50',
      ORDER_EXPIRY_INTERVAL_MS: '200',
      // On SIGTERM: not ready, still serving this long; the test's probes look every 100 ms.
      SHUTDOWN_DRAIN_MS: '1500',
      WEB_CONCURRENCY: '1',
    };

    const startServer = async (name: string, seed: boolean): Promise<ServerInstance> => {
      const port = await freePort();
      const dataDir = await mkdtemp(path.join(tmpdir(), `scale-${name}-`));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      const url = `http://127.0.0.1:${port}`;
      const env = { ...process.env, ...shared, PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: url };
      const run = (seedDemoData: boolean) => {
        const running = launch(`server ${name}`, ['dist/main.js'], {
          cwd: path.join(root, 'apps/server'),
          env: { ...env, SEED_DEMO_DATA: String(seedDemoData) },
        });
        cleanups.push(() => running.stop('SIGKILL'));
        return running;
      };
      const instance: ServerInstance = {
        name,
        url,
        dataDir,
        process: run(seed),
        async restart() {
          instance.process = run(false);
          await waitUntilServing(instance.process, `${url}/health`);
        },
      };
      await waitUntilServing(instance.process, `${url}/health`);
      return instance;
    };
    // The first migrates and seeds; the second then starts on a database that is ready.
    const serverA = await startServer('A', true);
    const serverB = await startServer('B', false);

    const nextAuthSecret = randomBytes(32).toString('base64url');
    const startPortal = async (name: string, server: ServerInstance): Promise<PortalInstance> => {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const running = launch(`portal ${name}`, ['server/main.mjs'], {
        cwd: path.join(root, 'apps/portal'),
        env: {
          ...process.env,
          NODE_ENV: 'production',
          PORT: String(port),
          PLATFORM_URL: server.url,
          PORTAL_PROJECT_KEY: demo.portalProject.apiKey,
          NEXTAUTH_URL: url,
          NEXTAUTH_SECRET: nextAuthSecret,
          NEXT_TELEMETRY_DISABLED: '1',
        },
      });
      cleanups.push(() => running.stop('SIGKILL'));
      await waitUntilServing(running, `${url}/sign-in`);
      return { name, url, process: running };
    };
    const [portalA, portalB] = await Promise.all([startPortal('A', serverA), startPortal('B', serverB)]);

    const nginx = nginxBinary
      ? await startNginx(nginxBinary, await freePort(), [
          new URL(serverA.url).host,
          new URL(serverB.url).host,
        ])
      : undefined;
    if (nginx) cleanups.push(nginx.stop);

    // The test's own view of the database: fixtures written straight to the tables, and the counts.
    const database: DatabaseHandle = await openDatabase({ url: scratch.url, maxConnections: 4 });
    cleanups.push(database.close);
    const dataDir = await mkdtemp(path.join(tmpdir(), 'scale-test-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const config: Config = loadConfig({ ...shared, DATA_DIR: dataDir, SEED_DEMO_DATA: 'false' });

    const objectStorage = { endpoint: s3.endpoint, bucket: s3.bucket };
    return { serverA, serverB, portalA, portalB, nginx, database, config, objectStorage, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

export type Deployment = Awaited<ReturnType<typeof startDeployment>>;
