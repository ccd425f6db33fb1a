// `npm run move-to-postgres -- [--data-dir <folder>]`: the way up, docs/BACKUPS.md.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../core/config';
import { CommandError, runCommand } from '../cli';
import { moveToPostgres } from './move';
import { describeMove } from './summary';

runCommand(async () => {
  const { values } = parseArgs({ options: { 'data-dir': { type: 'string' } } });
  const config = loadConfig(process.env);
  if (!config.databaseUrl) {
    throw new CommandError(
      'DATABASE_URL is not set: set it to the new, empty PostgreSQL database to move the installation into (e.g. DATABASE_URL=postgres://user:password@host:5432/platform)',
    );
  }
  if (!config.s3) {
    throw new CommandError(
      'S3_BUCKET is not set: the way up moves the files into object storage, so that every instance serves them. Set S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (and S3_ENDPOINT, S3_REGION, S3_FORCE_PATH_STYLE for MinIO, R2 or another non-AWS store).',
    );
  }
  const dataDir = path.resolve(values['data-dir'] ?? config.dataDir);
  console.info(`Moving the installation in ${dataDir} to PostgreSQL and the bucket ${config.s3.bucket} …`);
  const result = await moveToPostgres({
    dataDir,
    databaseUrl: config.databaseUrl,
    s3: config.s3,
    log: (line) => console.info(line),
  });
  console.info(describeMove(result));
  if (!result.ok) throw new CommandError('The way up did not complete: see the differences above.');
  console.info(
    `Next: start the server with these DATABASE_URL and S3_* settings. ${dataDir} was left as it was: it is the way back.`,
  );
});
