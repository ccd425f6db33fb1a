// `npm run bench -w @fuel/server [name...]`: runs every bench/*.bench.ts (or the named ones) in turn.
// Each file default-exports `(context) => Promise<void>`; see support.ts for the shared server and load.
// PGlite by default; the PostgreSQL at DATABASE_URL when it is set (use a database of its own).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type BenchContext, benchContext } from './support';

const here = path.dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2);
const files = readdirSync(here)
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => wanted.length === 0 || wanted.includes(file.replace(/\.bench\.ts$/, '')))
  .sort();
if (files.length === 0) {
  console.error(`No bench matches ${wanted.join(', ')}`);
  process.exit(1);
}

const context = benchContext();
for (const file of files) {
  const module = (await import(pathToFileURL(path.join(here, file)).href)) as {
    default: (context: BenchContext) => Promise<void>;
  };
  console.info(`\n## ${file.replace(/\.bench\.ts$/, '')}`);
  await module.default(context);
}
