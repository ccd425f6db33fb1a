import type { S3Config } from '../../core/config';
import { S3Storage } from '../../core/storage/s3';
import { CommandError } from '../cli';
import { copyFiles, type FilesResult } from './files';
import { openSource } from './source';
import { copyTables, type TableResult } from './tables';
import { messageOf, migrateTarget, openTarget } from './target';

export type MoveOptions = {
  /** The embedded installation's DATA_DIR (`pglite/` and `files/`); only read. */
  dataDir: string;
  /** The target PostgreSQL database: new (no tables). */
  databaseUrl: string;
  /** The target bucket. */
  s3: S3Config;
  log?: (line: string) => void;
};

/** A bucket that accepts connections but never answers would otherwise hold the command forever. */
const CHECK_TIMEOUT_MS = 15_000;

export type MoveResult = { tables: TableResult[]; files: FilesResult; ok: boolean };

/**
 * The way up: an embedded installation into PostgreSQL and object storage (docs/BACKUPS.md). Checks
 * everything it can before writing (the installation still, the bucket reachable, the database reachable
 * and new), copies the files (each read back and compared), then, when every file matches, migrates the
 * target and copies the rows in one transaction that commits only when every table's count and digest
 * match. The installation's folder is
 * never written: it is the rollback.
 * @throws CommandError when a check refuses the move.
 */
export async function moveToPostgres({
  dataDir,
  databaseUrl,
  s3,
  log = () => {},
}: MoveOptions): Promise<MoveResult> {
  const bucket = new S3Storage(s3);
  try {
    await withTimeout(bucket.check(), CHECK_TIMEOUT_MS).catch((error: unknown) => {
      throw new CommandError(
        `The bucket ${s3.bucket}${s3.endpoint ? ` at ${s3.endpoint}` : ` (AWS S3, ${s3.region})`} cannot be used: ${messageOf(error)}. Check S3_ENDPOINT, S3_BUCKET, S3_REGION and the credentials; the bucket must exist.`,
      );
    });
    const source = await openSource(dataDir);
    try {
      const target = await openTarget(databaseUrl);
      try {
        log('Copying the files into the bucket …');
        const files = await copyFiles(source.filesRoot, bucket);
        // The database stays empty until the bucket holds every file, so a run again is always possible.
        if (files.equal !== files.count) return { tables: [], files, ok: false };
        log('Creating the schema (migrations) and copying the rows into PostgreSQL …');
        await migrateTarget(databaseUrl);
        const tables = await copyTables(source.database.pglite!, target);
        return { tables, files, ok: tables.every((table) => table.digestEqual) };
      } finally {
        await target.end();
      }
    } finally {
      await source.close();
    }
  } finally {
    bucket.close();
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
