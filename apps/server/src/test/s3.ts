import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Config } from '../core/config';

/**
 * A real S3-protocol server for tests: `s3rver` (the registry's `s3rver` 3.7), objects as files in a
 * temporary folder. Chosen because it is pure JavaScript (nothing downloaded: MinIO is a Go binary),
 * runs on Node 20 and later (its maintained fork `@20minutes/s3rver` 5 requires Node 24), and speaks
 * what the storage uses with SDK v3: PutObject, the multipart upload (create, parts, complete),
 * GetObject with Range (416 InvalidRange beyond the end), HeadBucket, DeleteObject, AWS signature v4
 * checked against its fixed credentials. It lacks AbortMultipartUpload (405); `S3Storage.put` rethrows
 * the readable's error anyway, and an unfinished upload never becomes an object there either.
 */
export type TestS3 = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The config's `s3` for these (path-style, as self-hosted servers want). */
  config: S3Config;
  /** Requests the server has not finished answering (a download cut by its client is no longer one). */
  inFlight(): number;
  /** The keys in the bucket. */
  objects(): Promise<string[]>;
  stop(): Promise<void>;
};

/** s3rver checks signatures against these. */
const ACCESS_KEY = 'S3RVER';

/** Starts the server on a free loopback port with an empty bucket; `stop()` also removes its folder. */
export async function startS3Server(options: { bucket?: string } = {}): Promise<TestS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 's3-test-'));
  const bucket = options.bucket ?? 'platform-files';
  const s3rver = new S3rver({ directory, silent: true, configureBuckets: [{ name: bucket, configs: [] }] });
  await s3rver.configureBuckets();
  let inFlight = 0;
  const server = createServer(s3rver.callback()).on('request', (_, response) => {
    inFlight += 1;
    response.once('close', () => {
      inFlight -= 1;
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject).listen(0, '127.0.0.1', resolve);
  });
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const config: S3Config = {
    endpoint,
    bucket,
    region: 'us-east-1',
    accessKeyId: ACCESS_KEY,
    secretAccessKey: ACCESS_KEY,
    forcePathStyle: true,
  };
  return {
    endpoint,
    bucket,
    region: config.region,
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    config,
    inFlight: () => inFlight,
    async objects() {
      const client = new S3Client({ ...config, credentials: config });
      try {
        const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
        return (listed.Contents ?? []).map((object) => object.Key!);
      } finally {
        client.destroy();
      }
    },
    async stop() {
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeAllConnections();
      await closed;
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** The same bucket as S3_* settings, for a server started as a process. */
export function s3Environment(s3: Pick<TestS3, 'config'>): Record<string, string> {
  return {
    S3_ENDPOINT: s3.config.endpoint!,
    S3_BUCKET: s3.config.bucket,
    S3_REGION: s3.config.region,
    S3_ACCESS_KEY_ID: s3.config.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.config.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
  };
}
