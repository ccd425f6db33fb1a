// `node --import tsx bench/profile-summary.ts <file.cpuprofile> [top] [requests] [filter]`: a CPU
// profile's heaviest functions, by self time and by inclusive time (each function counted once per
// sample however deep it recurses); in ms per request when the run's request count is given.
import { readFileSync } from 'node:fs';

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

const [file, top = '40', requests, filter] = process.argv.slice(2);
if (!file) throw new Error('Usage: profile-summary.ts <file.cpuprofile> [top] [requests] [filter]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parents = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);

const label = ({ callFrame }: ProfileNode) =>
  `${callFrame.functionName || '(anonymous)'} ${callFrame.url
    .replace(/^.*node_modules\//, '')
    .replace(/^.*\/apps\/server\//, '')}:${callFrame.lineNumber + 1}`;

// Microseconds per node, then per function (self) and per function on the stack (inclusive). On a
// loaded machine the profiler's own thread waits for a core too: a sample after such a gap would carry
// the whole gap (up to 200 ms seen) to whatever frame it caught. A sample counts at most four typical
// intervals; the rest is reported as unattributed.
const typical = [...profile.timeDeltas].sort((a, b) => a - b)[Math.floor(profile.timeDeltas.length / 2)] ?? 0;
const cap = 4 * typical;
let unattributed = 0;
const byNode = new Map<number, number>();
profile.samples.forEach((id, index) => {
  const delta = profile.timeDeltas[index] ?? 0;
  unattributed += Math.max(0, delta - cap);
  byNode.set(id, (byNode.get(id) ?? 0) + Math.min(delta, cap));
});
const self = new Map<string, number>();
const inclusive = new Map<string, number>();
let busy = 0;
for (const [id, micros] of byNode) {
  const name = label(nodes.get(id)!);
  self.set(name, (self.get(name) ?? 0) + micros);
  if (name.startsWith('(idle)')) continue;
  busy += micros;
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
    const frame = label(nodes.get(at)!);
    if (seen.has(frame)) continue;
    seen.add(frame);
    inclusive.set(frame, (inclusive.get(frame) ?? 0) + micros);
  }
}

const perRequest = requests ? Number(requests) : undefined;
const figure = (micros: number) =>
  perRequest ? `${(micros / 1000 / perRequest).toFixed(3)} ms` : `${((100 * micros) / busy).toFixed(1)} %`;
console.info(
  `busy ${(busy / 1000).toFixed(0)} ms${perRequest ? ` (${(busy / 1000 / perRequest).toFixed(3)} ms per request)` : ''}, idle ${((self.get('(idle) :0') ?? 0) / 1000).toFixed(0)} ms, sampler gaps over ${(cap / 1000).toFixed(1)} ms not attributed: ${(unattributed / 1000).toFixed(0)} ms`,
);
for (const [title, table] of [
  ['self', self],
  ['inclusive', inclusive],
] as const) {
  console.info(`\n## ${title}`);
  const rows = [...table]
    .filter(([name]) => !name.startsWith('(idle)') && (!filter || new RegExp(filter).test(name)))
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(top));
  for (const [name, micros] of rows) console.info(`${figure(micros).padStart(10)}  ${name}`);
}
