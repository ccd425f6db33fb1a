import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type App, buildApp } from '../app';
import { type Config, loadConfig } from '../core/config';
import type { DatabaseHandle } from '../core/database/client';
import { openTestDatabase } from './database';

export type TestServer = {
  app: App;
  /** e.g. http://127.0.0.1:41234, for the kit and for fetch. */
  url: string;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
};

/** What fixtures need of a deployment: its address, its database and its settings (a test server or processes). */
export type TestTarget = Pick<TestServer, 'url' | 'database' | 'config'>;

/**
 * The real app on a real database, listening on a random loopback port. Open one per test file
 * (beforeAll): PGlite takes seconds to start.
 */
export async function startTestServer(
  options: {
    config?: Partial<Config>;
    register?: (app: App) => Promise<void> | void;
    /** Another test server's database: two instances of one deployment. Its opener closes it. */
    database?: DatabaseHandle;
  } = {},
): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'platform-test-'));
  const database = options.database ?? (await openTestDatabase());
  const base = loadConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    SEED_DEMO_DATA: 'false',
  });
  const config: Config = { ...base, ...options.config };
  const app = await buildApp(config, { database });
  await options.register?.(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  config.publicUrl = url;
  return {
    app,
    url,
    database,
    config,
    async close() {
      // A connection on which a client never sent a request counts as busy until the 75 s header
      // timeout; fetch's pool opens such a spare one when a test cancels an event stream. Tests end
      // with nothing in flight, so after a second every connection still open is closed.
      const spares = setTimeout(() => app.server.closeAllConnections(), 1_000);
      await app.close();
      clearTimeout(spares);
      if (!options.database) await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
