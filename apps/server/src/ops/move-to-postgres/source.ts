import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError } from '../../core/config';
import { type DatabaseHandle, openDatabase } from '../../core/database/client';
import { lockPgliteFolder } from '../../core/database/pglite-lock';
import { CommandError } from '../cli';
import { codeMigrations, lastAppliedMigration } from '../inventory';

export type Source = {
  /** The copy's database, migrated to this code's last migration. */
  database: DatabaseHandle;
  /** `DATA_DIR/files`: read in place (files are never changed once stored), never written. */
  filesRoot: string;
  /** Closes the copy, removes it and releases the installation's lock. */
  close(): Promise<void>;
};

/**
 * Opens a copy of an embedded installation's database. The installation must be still: its lock
 * (`DATA_DIR/pglite.lock`) is taken for the whole move, so a running server is refused and none can start
 * meanwhile. PGlite writes to its folder when it opens (recovery, checkpoints) and migrations would too:
 * only the copy, in a temporary folder, is opened, so the installation stays exactly as it was.
 * @throws CommandError when the folder holds no database, is in use, or was made by newer code.
 */
export async function openSource(dataDir: string): Promise<Source> {
  const pgliteFolder = path.join(dataDir, 'pglite');
  if (!existsSync(path.join(pgliteFolder, 'PG_VERSION'))) {
    throw new CommandError(`No embedded database in ${pgliteFolder}: is DATA_DIR (or --data-dir) right?`);
  }
  const unlock = await lockPgliteFolder(pgliteFolder).catch(async (error: unknown) => {
    if (!(error instanceof ConfigError)) throw error;
    const pid = (await readFile(`${pgliteFolder}.lock`, 'utf8').catch(() => '?')).trim();
    throw new CommandError(
      `The server is running on ${dataDir} (process ${pid} holds ${pgliteFolder}.lock): stop it, then run the way up again. It moves a still installation, so that no row or file written meanwhile is left behind.`,
    );
  });
  const copy = await mkdtemp(path.join(tmpdir(), 'move-to-postgres-'));
  const cleanUp = async () => {
    await rm(copy, { recursive: true, force: true });
    await unlock();
  };
  try {
    const copyFolder = path.join(copy, 'pglite');
    // A dead server's postmaster.pid would only be PGlite's to ignore; the backup leaves it out too.
    await cp(pgliteFolder, copyFolder, {
      recursive: true,
      filter: (file) => path.basename(file) !== 'postmaster.pid',
    });
    const database = await openDatabase({ pgliteDir: copyFolder });
    try {
      await assertMigrationKnown(database);
      await database.migrate();
    } catch (error) {
      await database.close();
      throw error;
    }
    return {
      database,
      filesRoot: path.join(dataDir, 'files'),
      async close() {
        await database.close();
        await cleanUp();
      },
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

async function assertMigrationKnown(database: DatabaseHandle): Promise<void> {
  const applied = await lastAppliedMigration(database.pglite!);
  const latest = codeMigrations().at(-1);
  if (applied && latest && applied.when > latest.when) {
    throw new CommandError(
      `The embedded database is at a migration newer than this code's last (${latest.tag}): run the way up with the version that last ran the server`,
    );
  }
}
