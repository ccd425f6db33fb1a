import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type ChannelHandlers, createPgListener } from './listener';
import { DrizzleLogger, type Logger } from './logger';
import { migrationsFolder } from './migrations-folder';
import { lockPgliteFolder } from './pglite-lock';
import * as schema from './schema';

/** One Drizzle type for both drivers: services never know which one they run on. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Applies the committed drizzle-kit migrations that the database lacks. */
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /**
   * Receives what any server NOTIFYs on the channel (LISTEN on a connection of its own). Channel names
   * are lower-case identifiers.
   */
  listen(channel: string, handlers: ChannelHandlers): Promise<void>;
  /** Connections now (metrics); PGlite is one in-process connection, with no pool to count. */
  pool(): { total: number; idle?: number; waiting?: number };
  /** The embedded database's own client (backups take its data folder's dump); unset on PostgreSQL. */
  pglite?: PGlite;
  close(): Promise<void>;
};

export type DatabaseOptions = {
  /** A postgres:// URL; without it the embedded PGlite runs in-process. */
  url?: string;
  /** PGlite's data folder; unset means in memory (tests). */
  pgliteDir?: string;
  /**
   * A PGlite data folder image (`dumpDataDir`) to start from instead of a new cluster: the tests start
   * each file's database from one migrated image, which skips initdb and the migrations (5 s → 1 s).
   */
  pgliteImage?: Blob;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
  logger?: Logger;
};

/**
 * A pool that keeps a connection after an SQL error. pg-pool's `query()` drops the connection whenever a
 * query fails, for an ordinary error too (a unique violation, a limit that refuses an approval, an
 * idempotent retry), and the next query then starts a new PostgreSQL backend and prepares its statements
 * again: measured on the authorizations, the declines' reconnections cost more CPU than the
 * authorizations themselves. Here an error PostgreSQL answered (a DatabaseError) hands the connection
 * back, unless it concerns the connection's prepared statements; any other failure (the connection
 * broke) still drops it.
 */
class KeepingPool extends pg.Pool {
  // biome-ignore lint/suspicious/noExplicitAny: pg's overloads; only the promise form (Drizzle's) is handled here.
  override query(config: any, values?: any, callback?: any): any {
    if (
      typeof values === 'function' ||
      typeof callback === 'function' ||
      typeof config?.submit === 'function'
    ) {
      return super.query(config, values, callback);
    }
    return this.connect().then(async (client) => {
      // A connection that fails mid-query emits 'error' too: without a listener that would be thrown.
      const onConnectionError = () => {};
      client.on('error', onConnectionError);
      try {
        const result = await client.query(config, values);
        client.release();
        return result;
      } catch (error) {
        client.release(keepsConnection(error) ? undefined : (error as Error));
        throw error;
      } finally {
        client.removeListener('error', onConnectionError);
      }
    });
  }
}

/**
 * Whether the connection stays usable after a query's error: PostgreSQL answered it, and not about the
 * connection's own prepared statements (a plan whose result type changed under a migration, a name it
 * lost or has twice), which a new connection prepares afresh.
 */
function keepsConnection(error: unknown): boolean {
  return error instanceof pg.DatabaseError && !['0A000', '26000', '42P05'].includes(error.code ?? '');
}

/** An arbitrary constant: several servers starting at once take turns migrating. */
const MIGRATION_LOCK = 7_240_001;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const logger = options.logger ? new DrizzleLogger(options.logger) : undefined;
  if (options.url) {
    const pool = new KeepingPool({
      connectionString: options.url,
      max: options.maxConnections ?? 10,
      // Named prepared statements (the item search) skip parsing, but are planned with each execution's
      // values: a generic plan misjudges how many rows a filter matches (40× slower counts measured).
      options: '-c plan_cache_mode=force_custom_plan',
    });
    pool.on('error', (error) => options.logger?.error({ err: error }, 'idle PostgreSQL client failed'));
    const db = drizzleNodePostgres({ client: pool, schema, logger }) as unknown as Database;
    const listener = createPgListener(options.url, options.logger);
    return {
      db,
      driver: 'postgres',
      async migrate() {
        // An advisory lock belongs to one connection: migrate on a client held for the whole run.
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
          await migrateNodePostgres(drizzleNodePostgres({ client }), {
            migrationsFolder: migrationsFolder(),
          });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
          client.release();
        }
      },
      ping: async () => void (await db.execute(sql`select 1`)),
      listen: listener.listen,
      pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      async close() {
        await listener.close();
        await pool.end();
      },
    };
  }
  let unlock = async () => {};
  if (options.pgliteDir) {
    await mkdir(options.pgliteDir, { recursive: true });
    unlock = await lockPgliteFolder(options.pgliteDir);
  }
  // pg_trgm backs the ILIKE text searches (trigram GIN indexes); PostgreSQL ships it in contrib.
  const client = await PGlite.create(options.pgliteDir, {
    extensions: { pg_trgm },
    loadDataDir: options.pgliteImage,
  }).catch(async (error) => {
    await unlock();
    throw error;
  });
  const db = drizzlePglite({ client, schema, logger }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(drizzlePglite({ client }), { migrationsFolder: migrationsFolder() }),
    ping: async () => void (await client.query('select 1')),
    // One process holds the embedded database: its notifications never get lost, so onReset never runs.
    listen: async (channel, handlers) => void (await client.listen(channel, handlers.onMessage)),
    pglite: client,
    pool: () => ({ total: 1 }),
    async close() {
      await client.close();
      await unlock();
    },
  };
}
