import { setTimeout as sleep } from 'node:timers/promises';
import closeWithGrace from 'close-with-grace';
import { createFront } from './front.mjs';
import { createOperations, metricsListener } from './operations.mjs';

/**
 * The portal process around a request handler (Next.js's; a stand-in in tests): listens on PORT, serves
 * /metrics on METRICS_PORT (or on PORT with METRICS_TOKEN), and shuts down gracefully: on SIGTERM/SIGINT
 * /health/ready answers 503 while every request is still served with `Connection: close`; after
 * SHUTDOWN_DRAIN_MS (default 5000) it stops accepting, finishes what is in flight and exits 0. A second
 * signal exits at once, a shutdown longer than SHUTDOWN_TIMEOUT_MS (default 30000) exits 1.
 *
 * @param {{
 *   handle: Parameters<typeof createFront>[0]['handle'],
 *   csrfCookie: Parameters<typeof createFront>[0]['csrfCookie'],
 *   caching: boolean,
 *   env: Record<string, string | undefined>,
 *   close?: () => Promise<void>,
 * }} options `close` releases the handler's own resources, last.
 */
export async function startPortalProcess({ handle, csrfCookie, caching, env, close }) {
  const settings = portalSettings(env);
  const operations = createOperations({
    metricsToken: settings.metricsPort === undefined ? settings.metricsToken : undefined,
  });
  operations.prepared();
  const { server } = createFront({
    handle,
    csrfCookie,
    caching: caching && settings.pageCache,
    operations,
  });
  // Above a load balancer's usual 60 s idle timeout, as the platform server's.
  server.keepAliveTimeout = 72_000;
  server.headersTimeout = 75_000;
  const metrics = settings.metricsPort === undefined ? undefined : metricsListener(operations.registry);

  closeWithGrace({ delay: settings.shutdownTimeoutMs }, async ({ signal, err }) => {
    if (err) console.error('The portal is closing after an uncaught error:', err);
    operations.drain();
    if (signal && settings.shutdownDrainMs > 0) {
      console.info(`${signal}: not ready; draining for ${settings.shutdownDrainMs} ms`);
      await sleep(settings.shutdownDrainMs);
    }
    console.info('closing: no new connections; finishing requests in flight');
    // Idle keep-alive connections close at once; busy ones after their answer (Connection: close).
    await new Promise((resolve) => server.close(resolve));
    if (metrics) await new Promise((resolve) => metrics.close(resolve));
    await close?.();
    console.info('closed');
  });

  await listen(server, settings.port);
  if (metrics) await listen(metrics, settings.metricsPort);
  return { server, metrics };
}

/** The portal server's own settings (the Next.js app validates its own in src/config.ts). */
export function portalSettings(env) {
  const number = (name, fallback, { min = 0, max = Number.MAX_SAFE_INTEGER } = {}) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      throw new Error(`Invalid configuration: ${name} must be a whole number from ${min} to ${max}`);
    }
    return value;
  };
  const metricsToken = env.METRICS_TOKEN || undefined;
  if (metricsToken !== undefined && metricsToken.length < 16) {
    throw new Error('Invalid configuration: METRICS_TOKEN must be at least 16 characters');
  }
  const pageCache = env.PORTAL_PAGE_CACHE || 'true';
  if (!['true', 'false'].includes(pageCache)) {
    throw new Error('Invalid configuration: PORTAL_PAGE_CACHE must be true or false');
  }
  return {
    port: number('PORT', 3000, { max: 65535 }),
    // Behind a CDN that honours s-maxage the in-memory page cache only repeats it.
    pageCache: pageCache === 'true',
    metricsPort: number('METRICS_PORT', undefined, { max: 65535 }),
    metricsToken,
    shutdownDrainMs: number('SHUTDOWN_DRAIN_MS', 5000),
    shutdownTimeoutMs: number('SHUTDOWN_TIMEOUT_MS', 30_000, { min: 1000 }),
  };
}

function listen(server, port) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => {
      server.off('error', reject);
      resolve(undefined);
    });
  });
}
