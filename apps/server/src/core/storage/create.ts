import path from 'node:path';
import type { Config } from '../config';
import { LocalDiskStorage } from './local-disk';
import { S3Storage } from './s3';
import type { Storage } from './storage';

type StorageConfig = Pick<Config, 's3' | 'dataDir'>;

/** The bucket when S3_BUCKET is set, otherwise `${DATA_DIR}/files` on the local disk. */
export function createStorage(config: StorageConfig): Storage {
  return config.s3 ? new S3Storage(config.s3) : new LocalDiskStorage(filesDirOf(config));
}

/**
 * What an operator must hear at start about where files go: with Redis set (several instances) and files
 * on each instance's own disk, a file uploaded through one instance is a 404 on the others.
 */
export function storageWarnings(
  config: StorageConfig & Pick<Config, 'redisUrl' | 'filesSharedVolume'>,
): string[] {
  if (config.s3 || !config.redisUrl || config.filesSharedVolume) return [];
  return [
    `FILES ON THE LOCAL DISK WITH SEVERAL INSTANCES: REDIS_URL is set, so this server runs beside others, ` +
      `but uploaded files are kept in ${filesDirOf(config)} on this machine only: a file uploaded through ` +
      'one instance is invisible to the others (404). Set S3_BUCKET, S3_ACCESS_KEY_ID and ' +
      'S3_SECRET_ACCESS_KEY (and S3_ENDPOINT, S3_REGION, S3_FORCE_PATH_STYLE for a non-AWS store) to keep ' +
      'files in object storage, or, if that folder is a volume every instance mounts, set ' +
      'FILES_SHARED_VOLUME=true.',
  ];
}

function filesDirOf(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'files');
}
