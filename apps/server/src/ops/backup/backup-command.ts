// `npm run backup -- [--out <file.tar.gz>] [--data-dir <folder>]`: docs/BACKUPS.md.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../core/config';
import { CommandError, formatBytes, runCommand } from '../cli';
import { backupDataDir } from './backup';
import { describeManifest } from './summary';

runCommand(async () => {
  const { values } = parseArgs({ options: { out: { type: 'string' }, 'data-dir': { type: 'string' } } });
  const config = loadConfig(process.env);
  if (config.databaseUrl) {
    throw new CommandError(
      'DATABASE_URL is set: this installation runs on PostgreSQL; back it up with pg_dump (docs/BACKUPS.md)',
    );
  }
  const stamp = new Date()
    .toISOString()
    .replaceAll(':', '-')
    .replace(/\.\d+Z$/, 'Z');
  const file = path.resolve(values.out ?? path.join('backups', `backup-${stamp}.tar.gz`));
  const manifest = await backupDataDir({
    dataDir: path.resolve(values['data-dir'] ?? config.dataDir),
    file,
    filesInObjectStorage: Boolean(config.s3),
  });
  console.info(
    `Backup written: ${file} (${formatBytes((await stat(file)).size)})\n${describeManifest(manifest)}`,
  );
});
