import type { PGlite } from '@electric-sql/pglite';
import { countRows, lastAppliedMigration, listTables } from '../inventory';
import type { Manifest } from './manifest';

export type Snapshot = {
  /** PGlite's data folder as a tar (`dumpDataDir`), entry names relative to the folder. */
  dump: Blob;
  database: Manifest['database'];
};

/**
 * A consistent copy of the embedded database, with the counts it holds. PGlite runs one statement at a
 * time: inside `transaction()` every other caller waits (queries and transactions take the transaction
 * lock first), so the counts, the last migration and the data folder's dump all see the same state. The
 * dump is a crash-consistent image: a transaction still open at that moment is rolled back when the
 * restored folder starts, as PostgreSQL does after a power cut. The server's requests wait meanwhile
 * (about a second per 100 MB of database); the dump is held in memory.
 */
export async function takeSnapshot(client: PGlite): Promise<Snapshot> {
  return client.transaction(async (tx) => {
    const rows = await countRows(tx, await listTables(tx));
    const lastMigration = (await lastAppliedMigration(tx)) ?? null;
    const { rows: version } = await tx.query<{ server_version: string }>('show server_version');
    // The query lock is free between the transaction's statements; the transaction lock keeps others out.
    const dump = await client.dumpDataDir('none');
    return { dump, database: { engine: 'pglite', version: version[0]!.server_version, lastMigration, rows } };
  });
}
