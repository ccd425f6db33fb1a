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

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('The server failed to start:', error);
  }
  process.exit(1);
});
