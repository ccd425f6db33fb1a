// What the measuring scripts print beside their figures.

/** The middle value (the upper one of an even count); NaN for none. */
export function median(values: readonly number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
}

/** The machine's load averages seen during a measurement, as `1.2–3.4`. */
export function loadRange(loads: readonly number[]): string {
  return `${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`;
}
