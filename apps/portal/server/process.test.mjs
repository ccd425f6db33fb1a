import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { reportLoad, startKeepAliveLoad } from '../../../scripts/lib/keep-alive-load.mjs';

const TOKEN = 'portal-metrics-token';

/** The portal process with a stand-in Next.js (testing/stand-in-portal.mjs) on free ports. */
async function startPortal(env = {}) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [fileURLToPath(new URL('./testing/stand-in-portal.mjs', import.meta.url))],
    {
      env: { ...process.env, PORT: String(port), SHUTDOWN_DRAIN_MS: '3000', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  await new Promise((resolve, reject) => {
    const onData = (chunk) => {
      output += chunk.toString();
      if (output.includes('Portal listening')) resolve(undefined);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    exited.then(() => reject(new Error(`the portal exited before listening:\n${output}`)));
  });
  return { child, origin: `http://127.0.0.1:${port}`, exited, output: () => output };
}

async function freePort() {
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** One sample's value from Prometheus text. */
function sample(text, name, labels = {}) {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((pair) => [pair[1], pair[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

describe('the portal process', () => {
  it('answers health itself and counts requests and the page cache in /metrics (with METRICS_TOKEN)', async () => {
    const portal = await startPortal({ METRICS_TOKEN: TOKEN, METRICS_PORT: '' });
    try {
      const live = await fetch(`${portal.origin}/health/live`);
      expect([live.status, await live.json()]).toEqual([200, { status: 'live' }]);
      const ready = await fetch(`${portal.origin}/health/ready`);
      expect(ready.status).toBe(200);
      expect((await ready.json()).status).toBe('ready');
      expect((await fetch(`${portal.origin}/metrics`)).status).toBe(401);

      expect((await fetch(`${portal.origin}/news`)).headers.get('x-page-cache')).toBeNull();
      let hit = null;
      for (let tries = 0; hit !== 'hit' && tries < 200; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        hit = (await fetch(`${portal.origin}/news`)).headers.get('x-page-cache');
      }
      expect(hit).toBe('hit');
      expect((await fetch(`${portal.origin}/api/auth/session`)).status).toBe(200);

      const response = await fetch(`${portal.origin}/metrics`, {
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.status).toBe(200);
      const text = await response.text();
      const misses = sample(text, 'portal_page_cache_requests_total', { result: 'miss' });
      const hits = sample(text, 'portal_page_cache_requests_total', { result: 'hit' });
      expect(hits).toBeGreaterThanOrEqual(1);
      // Every miss was one visit that Next.js answered; every hit one the cache answered.
      const count = (kind) =>
        sample(text, 'portal_http_request_duration_seconds_count', { kind, status_code: '200' });
      expect(count('page')).toBe(misses);
      expect(count('page_cache')).toBe(hits);
      expect(count('api')).toBe(1);
      expect(count('operations')).toBe(2);
      expect(sample(text, 'portal_page_cache_entries')).toBe(1);
      // The page, and its gzip form once a visitor accepted gzip.
      expect(sample(text, 'portal_page_cache_bytes')).toBeGreaterThanOrEqual('<html>/news</html>'.length);
      expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    } finally {
      portal.child.kill('SIGKILL');
    }
  }, 60_000);

  it('serves /metrics only on METRICS_PORT when that is set', async () => {
    const metricsPort = await freePort();
    const portal = await startPortal({ METRICS_PORT: String(metricsPort), METRICS_TOKEN: TOKEN });
    try {
      // On the main port /metrics is just a path, for Next.js (here the stand-in) to answer.
      const main = await fetch(`${portal.origin}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(await main.text()).toBe('<html>/metrics</html>');
      const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
      expect(sample(text, 'portal_page_cache_entries')).toBe(0);
    } finally {
      portal.child.kill('SIGKILL');
    }
  }, 60_000);

  it('drains on SIGTERM under keep-alive load: every request answered, not ready meanwhile, exit 0', async () => {
    const portal = await startPortal();
    const load = startKeepAliveLoad({
      origin: portal.origin,
      path: '/account',
      readyPath: '/health/ready',
      connections: 8,
      maxRequests: 5000,
    });
    while (load.figures.answered < 200) await new Promise((resolve) => setTimeout(resolve, 20));
    load.signalled();
    portal.child.kill('SIGTERM');
    const [figures, code] = await Promise.all([load.finished(), portal.exited]);
    console.info(reportLoad('The portal', figures));
    expect(figures.errors).toEqual([]);
    expect(figures.dropped).toBe(0);
    expect(figures.answered).toBe(figures.sent);
    expect(Object.keys(figures.statuses)).toEqual(['200']);
    expect(figures.afterSignal[200]).toBeGreaterThan(0);
    expect(figures.closedAfterSignal).toBeGreaterThan(0);
    expect(figures.readyAfterSignal[503]).toBeGreaterThan(0);
    // Once not ready, never ready again (a probe sent just before the signal may still say 200).
    const sequence = figures.readinessAfterSignal;
    expect(sequence.slice(sequence.indexOf(503))).not.toContain(200);
    expect(code).toBe(0);
    expect(portal.output()).toMatch(
      /SIGTERM: not ready; draining for 3000 ms[\s\S]*next closed[\s\S]*closed/,
    );
  }, 60_000);
});

describe('portalSettings', () => {
  it('keeps the page cache unless PORTAL_PAGE_CACHE=false, and refuses anything else', async () => {
    const { portalSettings } = await import('./process.mjs');
    expect(portalSettings({}).pageCache).toBe(true);
    expect(portalSettings({ PORTAL_PAGE_CACHE: 'false' }).pageCache).toBe(false);
    expect(() => portalSettings({ PORTAL_PAGE_CACHE: 'off' })).toThrow(/PORTAL_PAGE_CACHE/);
  });
});
