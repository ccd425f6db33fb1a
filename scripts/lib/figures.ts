// What the measuring scripts print beside their figures, and how they alternate with the bare page.
import { loadavg } from 'node:os';

/** The middle value (the upper one of an even count); NaN for none. */
export function median(values: readonly number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
}

/** The machine's load averages seen during a measurement, as `1.2–3.4`. */
export function loadRange(loads: readonly number[]): string {
  return `${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`;
}

/**
 * Measures each route `runs` times, each visit right after one of the bare page (so both see the same
 * load), and prints the route's row once it is done, then the bare page's row; each figure is kept with
 * the machine's load average after it.
 */
export async function alternateWithBare<T>(
  routes: readonly string[],
  runs: number,
  measure: { bare: () => Promise<T>; route: (route: string) => Promise<T> },
  row: (label: string, figures: T[], loads: number[]) => string,
): Promise<void> {
  const load = () => loadavg()[0] ?? Number.NaN;
  const bare: T[] = [];
  const bareLoads: number[] = [];
  for (const route of routes) {
    const figures: T[] = [];
    const loads: number[] = [];
    for (let run = 0; run < runs; run++) {
      bare.push(await measure.bare());
      bareLoads.push(load());
      figures.push(await measure.route(route));
      loads.push(load());
    }
    console.info(row(route, figures, loads));
  }
  console.info(row('bare Next.js page (alternating)', bare, bareLoads));
}
