import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// The JavaScript a first visit to each App Router page loads before any lazy import, read from a
// `next build`'s manifests (deterministic, unlike Lighthouse's timings): the framework's main files
// plus the chunks of every layout above the page and of the page itself, as the page's client
// reference manifest lists them. Sizes are gzipped (as `next start` serves them), in bytes.

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The manifest's `entryJSFiles`: segment (`[project]/…/app/[locale]/layout`) → its chunks. */
function entryFiles(distDir, page) {
  const file = path.join(distDir, 'server/app', `${page}_client-reference-manifest.js`);
  if (!existsSync(file)) return {};
  const scope = {};
  new Function('globalThis', readFileSync(file, 'utf8'))(scope);
  return Object.values(scope.__RSC_MANIFEST ?? {})[0]?.entryJSFiles ?? {};
}

/** `/[locale]/dashboard/reports/page` → the layouts above it and the page, as the manifest names them. */
function segmentsOf(page) {
  const parts = page.split('/').slice(1, -1);
  const layouts = parts.map((_, index) => `/${parts.slice(0, index).join('/')}`.replace(/\/$/, ''));
  layouts.push(`/${parts.join('/')}`);
  return [...layouts.map((dir) => `${dir}/layout`), `/${parts.join('/')}/page`];
}

const sizes = new Map();
function gzippedSize(distDir, chunk) {
  const file = path.join(distDir, chunk);
  if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(file)).length);
  return sizes.get(file);
}

/**
 * Every page of the build in `appDir` (a Next.js app folder with a `.next` build) with its first-load
 * JavaScript: `[{ route: '/[locale]/dashboard', bytes, chunks }]`, sorted by route.
 */
export function routeJavaScript(appDir) {
  const distDir = path.join(appDir, '.next');
  const { rootMainFiles = [] } = readJson(path.join(distDir, 'build-manifest.json'));
  const routes = readJson(path.join(distDir, 'app-path-routes-manifest.json'));
  return Object.entries(routes)
    .filter(([page]) => page.endsWith('/page'))
    .map(([page, route]) => {
      const entries = entryFiles(distDir, page);
      const chunks = new Set(rootMainFiles);
      for (const segment of segmentsOf(page)) {
        const key = Object.keys(entries).find((name) => name.endsWith(`/app${segment}`));
        for (const chunk of key ? entries[key] : []) chunks.add(chunk);
      }
      const bytes = [...chunks].reduce((sum, chunk) => sum + gzippedSize(distDir, chunk), 0);
      return { route, bytes, chunks: [...chunks] };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}
