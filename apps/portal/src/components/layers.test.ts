import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const componentsRoot = __dirname;

function sources(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

// Static imports, re-exports and dynamic import() calls, by alias or by a relative path out of components/.
const featureImport =
  /(?:from\s+|import\s*\(\s*|import\s+)['"](?:@\/features\/|(?:\.\.\/)+features\/)[^'"]*['"]/g;

describe('components/', () => {
  it('is a leaf: no file under it imports from features/', () => {
    // This file names features/ in its own examples below.
    const offenders = sources(componentsRoot)
      .filter((file) => file !== __filename)
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(featureImport)].map(
          (match) => `${file.slice(componentsRoot.length + 1)}: ${match[0]}`,
        ),
      );
    expect(offenders).toEqual([]);
  });

  it('the check sees an import from features/', () => {
    expect("import { X } from '@/features/chat/chat-launcher';".match(featureImport)).toHaveLength(1);
    expect("const m = import('../../features/x');".match(featureImport)).toHaveLength(1);
    expect("import type { Y } from '@/lib/format';".match(featureImport)).toBeNull();
  });
});
