import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { createStorage, storageWarnings } from './create';
import { LocalDiskStorage } from './local-disk';
import { S3Storage } from './s3';

const S3 = {
  S3_BUCKET: 'platform-files',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
};

function problemsOf(environment: Record<string, string>): string[] {
  try {
    loadConfig(environment);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('storage configuration', () => {
  it('keeps files on the disk without S3_BUCKET, in the bucket with it', () => {
    const disk = loadConfig({ DATA_DIR: '/srv/data' });
    expect(disk.s3).toBeUndefined();
    expect(createStorage(disk)).toEqual(new LocalDiskStorage('/srv/data/files'));

    const s3 = loadConfig({
      ...S3,
      S3_ENDPOINT: 'http://minio:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: 'fuel/',
    });
    expect(s3.s3).toEqual({
      endpoint: 'http://minio:9000',
      bucket: 'platform-files',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
      prefix: 'fuel',
    });
    expect(createStorage(s3)).toBeInstanceOf(S3Storage);
  });

  it('names what a partial S3 configuration lacks', () => {
    expect(problemsOf({ S3_BUCKET: 'platform-files', S3_ACCESS_KEY_ID: 'key' })).toEqual([
      'S3_SECRET_ACCESS_KEY: required with S3_BUCKET',
    ]);
    expect(problemsOf({ S3_ENDPOINT: 'http://minio:9000', S3_REGION: 'auto' })).toEqual([
      'S3_BUCKET: required with S3_ENDPOINT, S3_REGION (unset every S3_* to keep files on the disk)',
    ]);
    expect(problemsOf({ ...S3, S3_ENDPOINT: 'minio:9000', S3_PREFIX: '../up' })).toEqual([
      'S3_ENDPOINT: must be an http:// or https:// URL',
      'S3_PREFIX: must be a key prefix such as platform/files',
    ]);
  });

  it('warns loudly when several instances keep files on their own disks, and only then', () => {
    const redis = {
      REDIS_URL: 'redis://localhost:6379',
      DATABASE_URL: 'postgres://db/platform',
      DATA_DIR: '/srv/data',
    };
    const [warning, ...more] = storageWarnings(loadConfig(redis));
    expect(more).toEqual([]);
    expect(warning).toMatch(/invisible to the others/);
    expect(warning).toContain('/srv/data/files');
    expect(warning).toMatch(/S3_BUCKET.*FILES_SHARED_VOLUME=true/);

    expect(storageWarnings(loadConfig({ ...redis, ...S3 }))).toEqual([]);
    expect(storageWarnings(loadConfig({ ...redis, FILES_SHARED_VOLUME: 'true' }))).toEqual([]);
    expect(storageWarnings(loadConfig({ DATA_DIR: '/srv/data' }))).toEqual([]);
  });
});
