#!/usr/bin/env node
// `npm start`: builds what is stale, starts the server (embedded PGlite in ./data, demo data on first
// start) and the portal, prints both URLs and the demo credentials; Ctrl-C stops both.
// `npm run dev`: the same with hot reload (tsx watch, tsup --watch, next dev).
// Ports and folders: SERVER_PORT (4000), PORTAL_PORT (3000), DATA_DIR (./data), DATABASE_URL (optional);
// METRICS_PORT goes to the server, PORTAL_METRICS_PORT to the portal (as its METRICS_PORT).
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isStale } from './lib/builds.mjs';
import { run, waitForHttp } from './lib/processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
const serverPort = Number(process.env.SERVER_PORT ?? 4000);
const portalPort = Number(process.env.PORTAL_PORT ?? 3000);
const dataDir = path.resolve(root, process.env.DATA_DIR ?? 'data');
const serverUrl = `http://localhost:${serverPort}`;
const portalUrl = `http://localhost:${portalPort}`;
const demo = JSON.parse(readFileSync(path.join(root, 'apps/server/src/seed/demo-accounts.json'), 'utf8'));
const bin = (name) => path.join(root, 'node_modules/.bin', name);

const children = [];
let stopping = false;

function start(name, command, args, options) {
  const child = spawn(command, args, { stdio: 'inherit', ...options });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`\n${name} exited (${signal ?? code}); stopping everything.`);
      void stop(1);
    }
  });
  children.push(child);
  return child;
}

async function stop(exitCode) {
  if (stopping) return;
  stopping = true;
  const exits = children
    .filter((child) => child.exitCode === null && child.signalCode === null)
    .map((child) => new Promise((resolve) => child.once('exit', resolve)));
  for (const child of children) child.kill('SIGTERM');
  const forced = setTimeout(() => {
    for (const child of children) child.kill('SIGKILL');
  }, 10_000);
  await Promise.all(exits);
  clearTimeout(forced);
  process.exit(exitCode);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

async function build(workspace, output, sources) {
  if (
    !isStale(
      path.join(root, output),
      sources.map((source) => path.join(root, source)),
    )
  )
    return;
  console.info(`Building ${workspace}...`);
  const code = await run('npm', ['run', 'build', '-w', workspace], {
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (code !== 0) {
    console.error(`Building ${workspace} failed.`);
    process.exit(code);
  }
}

/** NextAuth signs its cookies with this; kept in the data folder so sessions survive restarts. */
function nextAuthSecret() {
  if (process.env.NEXTAUTH_SECRET) return process.env.NEXTAUTH_SECRET;
  const file = path.join(dataDir, 'nextauth-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

/**
 * `next build` renders the public pages without the platform: once both run, the portal renders them
 * again with its content (apps/portal/src/app/api/revalidate; the token as features/cms/revalidate-token.ts).
 */
async function revalidatePortal(secret) {
  const token = createHash('sha256').update(`portal-revalidate:${secret}`).digest('base64url');
  const response = await fetch(`${portalUrl}/api/revalidate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`The portal refused to refresh its pages (${response.status}).`);
}

async function main() {
  if (!dev) {
    await build('@fuel/sdk', 'packages/sdk/dist/index.js', ['packages/sdk/src', 'packages/sdk/package.json']);
    await build('@fuel/server', 'apps/server/dist/main.js', ['apps/server/src', 'apps/server/drizzle']);
    await build('@fuel/portal', 'apps/portal/.next/BUILD_ID', [
      'apps/portal/src',
      'apps/portal/public',
      'packages/sdk/dist',
    ]);
  } else {
    await build('@fuel/sdk', 'packages/sdk/dist/index.js', ['packages/sdk/src']);
    start('kit watcher', 'npm', ['run', 'build', '-w', '@fuel/sdk', '--', '--watch'], { cwd: root });
  }

  const server = start(
    'server',
    dev ? bin('tsx') : process.execPath,
    dev ? ['watch', '--clear-screen=false', 'src/main.ts'] : ['dist/main.js'],
    {
      cwd: path.join(root, 'apps/server'),
      env: {
        ...process.env,
        PORT: String(serverPort),
        DATA_DIR: dataDir,
        PUBLIC_URL: serverUrl,
        CORS_ORIGINS: process.env.CORS_ORIGINS ?? portalUrl,
        LOG_PRETTY: process.env.LOG_PRETTY ?? 'true',
        // One machine, no load balancer to drain for: Ctrl-C stops at once unless asked otherwise.
        SHUTDOWN_DRAIN_MS: process.env.SHUTDOWN_DRAIN_MS ?? '0',
      },
    },
  );
  // The first start migrates and seeds the demo before it listens: minutes on a small, busy machine. A
  // server that dies is noticed at once, so the long wait only covers a slow one.
  await waitForHttp(`${serverUrl}/health`, { timeoutMs: 300_000, isAlive: () => server.exitCode === null });

  const secret = nextAuthSecret();
  // apps/portal/server/main.mjs: Next.js behind the public pages' shared cache.
  const portal = start('portal', process.execPath, ['server/main.mjs', ...(dev ? ['--dev'] : [])], {
    cwd: path.join(root, 'apps/portal'),
    env: {
      ...process.env,
      PORT: String(portalPort),
      PLATFORM_URL: serverUrl,
      PORTAL_PROJECT_KEY: process.env.PORTAL_PROJECT_KEY ?? demo.portalProject.apiKey,
      NEXTAUTH_URL: portalUrl,
      NEXTAUTH_SECRET: secret,
      NEXT_TELEMETRY_DISABLED: '1',
      SHUTDOWN_DRAIN_MS: process.env.SHUTDOWN_DRAIN_MS ?? '0',
      // METRICS_PORT is the server's; the portal's metrics listener needs a port of its own.
      METRICS_PORT: process.env.PORTAL_METRICS_PORT ?? '',
    },
  });
  await waitForHttp(portalUrl, { isAlive: () => portal.exitCode === null });
  if (!dev) await revalidatePortal(secret);

  console.info(
    [
      '',
      'Ready.',
      `  Portal:   ${portalUrl}`,
      `  Server:   ${serverUrl}  (API reference: ${serverUrl}/docs)`,
      `  Portal sign-in:  ${demo.portalUser.email} / ${demo.portalUser.password}`,
      `  Platform admin:  ${demo.admin.email} / ${demo.admin.password}`,
      `  Data:     ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : dataDir}`,
      'Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  void stop(1);
});
