import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// The JavaScript a first visit to each App Router page loads before any lazy import, as `next build`
// lists it (.next/diagnostics/route-bundle-stats.json: the framework's main files and the chunks of
// every layout above the page and of the page). Deterministic, unlike Lighthouse's timings. Sizes are
// gzipped, as `next start` serves them, in bytes.

const sizes = new Map();
function gzippedSize(file) {
  if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(file)).length);
  return sizes.get(file);
}

/**
 * Every page of the build in `appDir` (a Next.js app folder with a `.next` build) with its first-load
 * JavaScript: `[{ route: '/[locale]/dashboard', bytes, chunks }]`, sorted by route.
 */
export function routeJavaScript(appDir) {
  const stats = JSON.parse(
    readFileSync(path.join(appDir, '.next/diagnostics/route-bundle-stats.json'), 'utf8'),
  );
  return stats
    .map(({ route, firstLoadChunkPaths: chunks }) => ({
      route,
      chunks,
      bytes: chunks.reduce((sum, chunk) => sum + gzippedSize(path.join(appDir, chunk)), 0),
    }))
    .sort((a, b) => a.route.localeCompare(b.route));
}
