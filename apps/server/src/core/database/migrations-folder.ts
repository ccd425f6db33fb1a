import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The drizzle-kit output folder at the package root. This code runs from src/ in tests and from
 * dist/ when built, so the folder is found by walking up rather than by a fixed relative path.
 */
export function migrationsFolder(): string {
  let directory = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(directory, 'drizzle');
    if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    const parent = path.dirname(directory);
    if (parent === directory) throw new Error('drizzle migrations folder not found');
    directory = parent;
  }
}
