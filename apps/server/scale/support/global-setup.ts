import path from 'node:path';
// @ts-expect-error: plain ESM without types, shared with scripts/start.mjs
import { isStale } from '../../../../scripts/lib/builds.mjs';
// @ts-expect-error: plain ESM without types
import { run } from '../../../../scripts/lib/processes.mjs';
import { root } from './processes';

// The test runs the built product. After `npm test`'s browser suite (which builds it as `npm start`
// does) nothing is stale and nothing is built again; run alone, this builds what changed.
const builds = [
  { workspace: '@fuel/sdk', output: 'packages/sdk/dist/index.js', sources: ['packages/sdk/src'] },
  {
    workspace: '@fuel/server',
    output: 'apps/server/dist/main.js',
    sources: ['apps/server/src', 'apps/server/drizzle'],
  },
  {
    workspace: '@fuel/portal',
    output: 'apps/portal/.next/BUILD_ID',
    sources: ['apps/portal/src', 'apps/portal/public', 'packages/sdk/dist'],
  },
];

export default async function setup() {
  if (!process.env.TEST_DATABASE_URL) return;
  for (const { workspace, output, sources } of builds) {
    const at = (file: string) => path.join(root, file);
    if (!isStale(at(output), sources.map(at))) continue;
    console.info(`scale-out test: building ${workspace}`);
    const code = await run('npm', ['run', 'build', '-w', workspace], {
      cwd: root,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    });
    if (code !== 0) throw new Error(`building ${workspace} failed (exit ${code})`);
  }
}
