import { formatBytes } from '../cli';
import type { Manifest } from './manifest';

/** What a backup holds, in a few lines for the operator. */
export function describeManifest(manifest: Manifest): string {
  const rows = Object.values(manifest.database.rows).reduce((sum, count) => sum + count, 0);
  const files = manifest.files;
  return [
    `  made:           ${manifest.createdAt} by ${manifest.app.name} ${manifest.app.version}, ${
      manifest.taken === 'server' ? 'from the running server' : 'from the data folder (no server was running)'
    }`,
    `  last migration: ${manifest.database.lastMigration?.tag ?? 'none'}`,
    `  database:       ${Object.keys(manifest.database.rows).length} tables, ${rows} rows (PostgreSQL ${manifest.database.version} in PGlite)`,
    `  files:          ${
      files
        ? `${files.length} (${formatBytes(files.reduce((sum, file) => sum + file.size, 0))}), each with its sha256`
        : 'none: they live in object storage (back up the bucket on its own)'
    }`,
  ].join('\n');
}
