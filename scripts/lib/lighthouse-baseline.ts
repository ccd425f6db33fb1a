import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isStale } from './builds.mjs';
import { run, waitForHttp } from './processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const app = path.join(root, 'scripts/lighthouse-baseline');
const next = path.join(root, 'node_modules/.bin/next');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** The bare Next.js app of scripts/lighthouse-baseline. */
export const BASELINE_APP = app;
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

/** Builds the bare Next.js page when its build is missing or older than its sources. */
export async function buildBaseline(): Promise<void> {
  const buildId = path.join(app, '.next/BUILD_ID');
  if (isStale(buildId, [path.join(app, 'app'), path.join(app, 'next.config.mjs')])) {
    const code = await run(next, ['build', app], { env, stdio: 'ignore' });
    if (code !== 0) throw new Error(`building the Lighthouse baseline failed (exit ${code})`);
  }
}

/** The bare Next.js page of scripts/lighthouse-baseline, built when stale and served by `next start`. */
export async function startBaseline(): Promise<{ url: string; stop(): Promise<void> }> {
  await buildBaseline();
  const port = await freePort();
  const child = spawn(next, ['start', app, '-p', String(port)], { env, stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(url, { isAlive: () => child.exitCode === null });
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
