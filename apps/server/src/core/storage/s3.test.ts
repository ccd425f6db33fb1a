import { Readable } from 'node:stream';
import { expect, it } from 'vitest';
import { startS3Server } from '../../test/s3';
import { describeStorageContract } from './contract';
import { S3Storage } from './s3';

describeStorageContract('S3Storage', async () => {
  const s3 = await startS3Server();
  const storage = new S3Storage({ ...s3.config, prefix: 'platform' });
  const missingBucket = new S3Storage({ ...s3.config, bucket: 'no-such-bucket' });
  // A port that was just free: nothing listens there.
  const closed = await startS3Server();
  await closed.stop();
  const unreachable = new S3Storage(closed.config);
  return {
    storage,
    unusable: [missingBucket, unreachable],
    leftovers: async () => (await s3.objects()).filter((key) => key.includes('broken')),
    async cleanup() {
      for (const each of [storage, missingBucket, unreachable]) each.close();
      await s3.stop();
    },
  };
});

it('keeps the objects of an S3Storage under its prefix', async () => {
  const s3 = await startS3Server();
  const storage = new S3Storage({ ...s3.config, prefix: 'fuel/files' });
  try {
    await storage.put('project-1/abc', Readable.from([Buffer.from('x')]));
    expect(await s3.objects()).toEqual(['fuel/files/project-1/abc']);
  } finally {
    storage.close();
    await s3.stop();
  }
});
