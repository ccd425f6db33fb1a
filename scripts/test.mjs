#!/usr/bin/env node
// `npm test`: typecheck, lint, every unit/integration suite (server on PGlite; with TEST_DATABASE_URL
// the server's and the kit's again, on PostgreSQL under Node 24), the browser suite, then (with
// TEST_DATABASE_URL) the scale-out test on the product the browser suite built. Stops at the first
// failing step and ends with one line `tests: N passed, N failed`.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { node24 } from './lib/node24.mjs';
import { run } from './lib/processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const reports = mkdtempSync(path.join(tmpdir(), 'test-reports-'));
const totals = { passed: 0, failed: 0 };
const { TEST_DATABASE_URL, ...environment } = process.env;

async function ensureChromium() {
  if (existsSync(chromium)) return;
  const command = 'apt-get update && apt-get install -y chromium';
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) fail(`Chromium is missing (${chromium}). Install it with: sudo sh -c '${command}'`);
  console.info(`Chromium is missing: ${command}`);
  if ((await run('sh', ['-c', command])) !== 0 || !existsSync(chromium))
    fail(`Could not install Chromium: ${command}`);
}

async function step(name, command, args, env = environment) {
  console.info(`\n▶ ${name}`);
  const code = await run(command, args, { cwd: root, env });
  if (code !== 0) fail(`${name} failed (exit ${code})`);
}

/**
 * Runs vitest; with `node`, under that Node binary (first in PATH too, for the processes tests start).
 */
async function vitest(name, args, env = environment, node = undefined) {
  const report = path.join(reports, `${name.replace(/\W+/g, '-')}.json`);
  console.info(`\n▶ ${name}`);
  const vitestArgs = ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  const code = node
    ? await run(node, [path.join(root, 'node_modules/vitest/vitest.mjs'), ...vitestArgs], {
        cwd: root,
        env: { ...env, PATH: `${path.dirname(node)}${path.delimiter}${env.PATH ?? ''}` },
      })
    : await run('npx', ['vitest', ...vitestArgs], { cwd: root, env });
  if (existsSync(report)) {
    const result = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += result.numPassedTests;
    totals.failed += result.numFailedTests;
  }
  if (code !== 0) fail(`${name} failed (exit ${code})`);
}

function fail(message) {
  console.error(`\n✖ ${message}`);
  console.info(`tests: ${totals.passed} passed, ${Math.max(totals.failed, 1)} failed`);
  process.exit(1);
}

await ensureChromium();
await step('build the kit (the portal compiles against its types)', 'npm', [
  'run',
  'build',
  '-w',
  '@fuel/sdk',
]);
await step('check the kit as published (publint; attw: ESM, CJS and types of each entry)', 'npm', [
  'run',
  'lint:package',
  '-w',
  '@fuel/sdk',
]);
await step('typecheck', 'npm', ['run', 'typecheck']);
await step('lint', 'npx', ['biome', 'check', '.']);
await vitest('unit and integration (PGlite)', []);
if (TEST_DATABASE_URL) {
  // The second run of the server's suite, on PostgreSQL, is also the run on Node 24; the kit's with it.
  const node = await node24({ env: environment, purpose: 'the second runs' }).catch((error) =>
    fail(error.message),
  );
  await vitest(
    `server and kit on PostgreSQL, Node ${node ? '24' : process.versions.node}`,
    ['--project', 'server (postgres)', '--project', 'sdk'],
    { ...environment, TEST_DATABASE_URL },
    node,
  );
}
await vitest('browser (portal end to end)', ['--config', 'apps/portal/e2e/vitest.config.mts']);
if (TEST_DATABASE_URL) {
  await vitest(
    'scale-out (two servers and two portals on PostgreSQL, Redis, nginx)',
    ['--config', 'apps/server/scale/vitest.config.mts'],
    { ...environment, TEST_DATABASE_URL },
  );
}
console.info(`\ntests: ${totals.passed} passed, ${totals.failed} failed`);
