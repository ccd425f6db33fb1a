// `npm run restore -- <archive> [--data-dir <empty folder>]`: docs/BACKUPS.md.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../core/config';
import { CommandError, runCommand } from '../cli';
import { restoreBackup } from './restore';
import { describeManifest } from './summary';

runCommand(async () => {
  const { values, positionals } = parseArgs({
    options: { 'data-dir': { type: 'string' } },
    allowPositionals: true,
  });
  if (positionals.length !== 1)
    throw new CommandError('Usage: npm run restore -- <archive> [--data-dir <empty folder>]');
  const dataDir = path.resolve(values['data-dir'] ?? loadConfig(process.env).dataDir);
  const manifest = await restoreBackup({ archive: path.resolve(positionals[0]!), dataDir });
  console.info(
    `Restored into ${dataDir}; every file's sha256 and every table's row count match the manifest.\n${describeManifest(manifest)}`,
  );
});
