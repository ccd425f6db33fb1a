import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../config';
import { assertStorageKey, type ByteRange, type Storage } from './storage';

/** S3's smallest part; at most `QUEUE_SIZE` parts of an upload are in memory at once. */
const PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;

/**
 * Files as objects in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2), under `<prefix>/<key>`.
 * `put` streams with a multipart upload (`Upload`) that commits the object only when every part is in,
 * so a failed readable leaves no object; the parts of an abandoned upload are aborted too (a bucket
 * lifecycle rule "abort incomplete multipart uploads" catches what a crashed process leaves).
 */
export class S3Storage implements Storage {
  private client: S3Client | undefined;

  constructor(private readonly config: S3Config) {}

  /**
   * The AWS SDK (about 0.7 s to load) loads with the first call on a bucket, not with every process;
   * Node keeps the loaded modules, so later calls only look them up.
   */
  private async sdk() {
    const [s3, { Upload }] = await Promise.all([
      import('@aws-sdk/client-s3'),
      import('@aws-sdk/lib-storage'),
    ]);
    this.client ??= new s3.S3Client({
      endpoint: this.config.endpoint,
      region: this.config.region,
      forcePathStyle: this.config.forcePathStyle,
      credentials: { accessKeyId: this.config.accessKeyId, secretAccessKey: this.config.secretAccessKey },
      // The SDK's default (aws-chunked bodies with CRC32 trailers) is refused by R2, MinIO and others;
      // checksums only where an operation requires them works everywhere.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      requestHandler: { connectionTimeout: 5000 },
    });
    return { s3, Upload, client: this.client };
  }

  async put(key: string, content: Readable): Promise<{ size: number }> {
    const counted = countBytes(content);
    const { Upload, client } = await this.sdk();
    const upload = new Upload({
      client,
      params: { Bucket: this.config.bucket, Key: this.objectKey(key), Body: counted.body },
      partSize: PART_SIZE,
      queueSize: QUEUE_SIZE,
    });
    try {
      await upload.done();
      return { size: counted.size() };
    } catch (error) {
      counted.body.destroy();
      // The readable's own error is the cause; an abort the server refused comes second.
      throw counted.failure() ?? error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<Readable | undefined> {
    const { s3, client } = await this.sdk();
    try {
      const object = await client.send(
        new s3.GetObjectCommand({
          Bucket: this.config.bucket,
          Key: this.objectKey(key),
          Range: range && `bytes=${range.start}-${range.end}`,
        }),
      );
      // Node's HTTP response: destroying it closes the connection, which ends the GetObject request.
      return object.Body as Readable;
    } catch (error) {
      if (error instanceof s3.NoSuchKey) return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const { s3, client } = await this.sdk();
    await client.send(new s3.DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }));
  }

  async check(): Promise<void> {
    const { s3, client } = await this.sdk();
    await client.send(new s3.HeadBucketCommand({ Bucket: this.config.bucket }));
  }

  /** Lets the client's sockets go (tests and a shutting-down process). */
  close(): void {
    this.client?.destroy();
  }

  private objectKey(key: string): string {
    assertStorageKey(key);
    return this.config.prefix ? `${this.config.prefix}/${key}` : key;
  }
}

/** The readable passed through, its byte count, and the error it failed with (if it did). */
function countBytes(content: Readable) {
  let size = 0;
  let failure: unknown;
  async function* chunks() {
    try {
      for await (const chunk of content) {
        size += (chunk as Buffer).length;
        yield chunk as Buffer;
      }
    } catch (error) {
      failure = error;
      throw error;
    }
  }
  return { body: Readable.from(chunks()), size: () => size, failure: () => failure };
}
