import { chmod, rm } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import { writeArchive } from './archive';
import { takeSnapshot } from './snapshot';

/**
 * Unix domain socket paths are limited (108 bytes on Linux, 104 on macOS); a DATA_DIR deeper than that
 * has no online backups (the command then says the database is in use).
 */
const MAX_SOCKET_PATH = 100;

/** Where the server that holds an embedded database folder answers backup requests: beside the folder. */
export function backupSocketOf(pgliteFolder: string): string {
  return `${path.resolve(pgliteFolder)}.sock`;
}

export type BackupSocketOptions = {
  client: PGlite;
  /** The local disk storage's root, or undefined when files live in object storage. */
  filesRoot?: string;
  log: FastifyBaseLogger;
};

/**
 * Lets `npm run backup` take a consistent backup from the running server, which alone may open its PGlite
 * folder: `POST /backup` on a unix socket beside the folder answers the archive (writeArchive). The
 * socket is the server's own file, mode 0600: whoever may connect may read the data folder anyway, so
 * there is no token, and nothing listens on the network. Resolves with a function that closes it.
 */
export async function listenForBackups({ client, filesRoot, log }: BackupSocketOptions) {
  const folder = client.dataDir;
  if (!folder || folder.startsWith('memory://')) return async () => {};
  const socketPath = backupSocketOf(folder);
  if (process.platform === 'win32' || Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) {
    log.warn(
      { socketPath },
      'online backups are off (socket path too long, or Windows): stop the server to back up',
    );
    return async () => {};
  }
  let busy = false;
  const server = createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/backup') {
      res.writeHead(404).end('POST /backup\n');
      return;
    }
    if (busy) {
      res.writeHead(409).end('A backup is already running\n');
      return;
    }
    busy = true;
    req.resume();
    const started = Date.now();
    takeSnapshot(client)
      .then((snapshot) => {
        res.writeHead(200, { 'content-type': 'application/gzip' });
        return writeArchive(res, { snapshot, filesRoot, taken: 'server' });
      })
      .then((manifest) => {
        log.info({ ms: Date.now() - started, files: manifest.files?.length }, 'backup sent');
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'backup failed');
        if (res.headersSent) res.destroy(error as Error);
        else res.writeHead(500).end(`The backup failed: ${(error as Error).message}\n`);
      })
      .finally(() => {
        busy = false;
      });
  });
  // This process holds the database folder: a socket file left there is a dead server's.
  await rm(socketPath, { force: true });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(socketPath, resolve));
  await chmod(socketPath, 0o600);
  return async () => {
    const closed = new Promise((resolve) => server.close(resolve));
    server.closeAllConnections();
    await closed;
  };
}

/**
 * Asks the server holding the folder for a backup and writes it to `out`. Resolves false, having written
 * nothing, when no server listens there (no socket, or a dead server's).
 * @throws Error with the server's answer when it refuses, or when the transfer breaks.
 */
export async function requestServerBackup(socketPath: string, out: Writable): Promise<boolean> {
  const response = await new Promise<import('node:http').IncomingMessage | undefined>((resolve, reject) => {
    const req = request({ socketPath, method: 'POST', path: '/backup' }, resolve);
    req.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(undefined);
      else reject(error);
    });
    req.end();
  });
  if (!response) return false;
  if (response.statusCode !== 200) {
    throw new Error(
      `The server refused the backup (${response.statusCode}): ${(await text(response)).trim()}`,
    );
  }
  await pipeline(response, out);
  return true;
}
