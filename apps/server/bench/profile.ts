// BENCH_CPU_PROFILE=<folder>: each load run writes a CPU profile of this process's main thread (the
// in-process server, or the bare baseline) to the folder, named after the run; summarise one with
// `node bench/profile-summary.mjs <file>`. Profiling slows the server: its runs' figures are not the
// bench's figures.
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';

let runs = 0;

export async function profileWhile<T>(name: string, run: () => Promise<T>): Promise<T> {
  const folder = process.env.BENCH_CPU_PROFILE;
  if (!folder) return run();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await run();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();
    mkdirSync(folder, { recursive: true });
    const file = `${String(++runs).padStart(3, '0')}-${name.replace(/[^\w]+/g, '-').slice(0, 80)}.cpuprofile`;
    writeFileSync(path.join(folder, file), JSON.stringify(profile));
  }
}
