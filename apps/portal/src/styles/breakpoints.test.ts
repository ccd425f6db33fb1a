import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MOBILE_MEDIA_QUERY } from './breakpoints';

const sourceRoot = join(__dirname, '..');

function stylesheets(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return stylesheets(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

describe('mobile breakpoint', () => {
  it('is the only width media query in the stylesheets', () => {
    const strays = stylesheets(sourceRoot).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/@media\s+([^{]*\bwidth\b[^{]*?)\s*\{/g)]
        .map((match) => match[1]?.trim())
        .filter((query) => query !== MOBILE_MEDIA_QUERY)
        .map((query) => `${file.slice(sourceRoot.length + 1)}: ${query}`),
    );
    expect(strays).toEqual([]);
  });
});
