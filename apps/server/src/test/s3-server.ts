import { s3Environment, startS3Server } from './s3';

/**
 * The test S3 server as a process, for tests that run servers as processes:
 * `tsx apps/server/src/test/s3-server.ts` prints one JSON line on stdout (endpoint, bucket, region,
 * accessKeyId, secretAccessKey and `env`, the S3_* settings for a server) and runs until SIGTERM or
 * SIGINT, then removes its folder.
 */
const s3 = await startS3Server();
const { stop, config, inFlight, objects, ...settings } = s3;
process.stdout.write(`${JSON.stringify({ ...settings, env: s3Environment(s3) })}\n`);
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    void stop().then(() => process.exit(0));
  });
}
