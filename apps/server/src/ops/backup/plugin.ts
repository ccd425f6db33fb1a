import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../core/database/client';
import { LocalDiskStorage } from '../../core/storage/local-disk';
import type { Storage } from '../../core/storage/storage';
import { listenForBackups } from './socket';

/** On the embedded database, the socket `npm run backup` asks for a consistent backup (socket.ts). */
export async function registerBackupSocket(
  app: FastifyInstance,
  { database, storage }: { database: DatabaseHandle; storage: Storage },
): Promise<void> {
  if (!database.pglite) return;
  const close = await listenForBackups({
    client: database.pglite,
    filesRoot: storage instanceof LocalDiskStorage ? storage.root : undefined,
    log: app.log,
  });
  app.addHook('onClose', close);
}
