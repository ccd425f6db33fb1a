#!/usr/bin/env node
// The portal's HTTP server: Next.js behind front.mjs (health, metrics, the public pages' shared cache and
// the CSRF cookie), with a graceful shutdown (process.mjs). `node server/main.mjs [--dev]`; PORT (3000),
// METRICS_PORT / METRICS_TOKEN, SHUTDOWN_DRAIN_MS / SHUTDOWN_TIMEOUT_MS; NEXTAUTH_SECRET and NEXTAUTH_URL
// as the app reads them. The cache is off in development, where pages change under it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import next from 'next';
import { csrfCookieFor } from './csrf-cookie.mjs';
import { portalSettings, startPortalProcess } from './process.mjs';

const dev = process.argv.includes('--dev');
const { port } = portalSettings(process.env);
const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const secret = process.env.NEXTAUTH_SECRET;

const app = next({ dev, dir, port, turbopack: dev });
await app.prepare();
await startPortalProcess({
  handle: app.getRequestHandler(),
  // Without a secret (a bare `next dev` setup) next-auth mints the cookie itself, as it always did.
  csrfCookie: secret
    ? csrfCookieFor({ secret, secure: (process.env.NEXTAUTH_URL ?? '').startsWith('https://') })
    : () => undefined,
  caching: !dev,
  env: process.env,
  close: () => app.close(),
});
console.info(`Portal ${dev ? '(development) ' : ''}listening on port ${port}`);
