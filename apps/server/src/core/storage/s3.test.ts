import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
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
    leftovers: async () => {
      const client = new S3Client({ ...s3.config, credentials: s3.config });
      const objects = await client.send(
        new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: 'platform/project-1/broken' }),
      );
      client.destroy();
      return (objects.Contents ?? []).map((object) => object.Key!);
    },
    async cleanup() {
      for (const each of [storage, missingBucket, unreachable]) each.close();
      await s3.stop();
    },
  };
});
