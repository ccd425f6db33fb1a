import { existsSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../../core/database/client';
import { CommandError } from '../cli';
import { readManifest, writeArchive, writeArchiveFile } from './archive';
import type { Manifest } from './manifest';
import { takeSnapshot } from './snapshot';
import { backupSocketOf, requestServerBackup } from './socket';

export type BackupOptions = {
  /** The installation's DATA_DIR: `pglite/` and `files/`. */
  dataDir: string;
  /** The archive to write (a .tar.gz); it appears under this name only once complete. */
  file: string;
  /** Files kept in object storage (S3_BUCKET): the archive holds the database only. */
  filesInObjectStorage?: boolean;
};

/**
 * Backs up an embedded installation: through the running server when one holds the folder (it alone may
 * open it, socket.ts), otherwise by opening the folder here. The archive is read back to its manifest
 * before this resolves, so a backup that resolves is whole.
 */
export async function backupDataDir({
  dataDir,
  file,
  filesInObjectStorage,
}: BackupOptions): Promise<Manifest> {
  const pgliteFolder = path.join(dataDir, 'pglite');
  await writeArchiveFile(file, async (out) => {
    if (await requestServerBackup(backupSocketOf(pgliteFolder), out)) return;
    if (!existsSync(path.join(pgliteFolder, 'PG_VERSION'))) {
      throw new CommandError(`No embedded database in ${pgliteFolder}: is DATA_DIR (or --data-dir) right?`);
    }
    const database = await openDatabase({ pgliteDir: pgliteFolder });
    try {
      const snapshot = await takeSnapshot(database.pglite!);
      await writeArchive(out, {
        snapshot,
        filesRoot: filesInObjectStorage ? undefined : path.join(dataDir, 'files'),
        taken: 'folder',
      });
    } finally {
      await database.close();
    }
  });
  return readManifest(file);
}
