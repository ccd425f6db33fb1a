import { ConfigError } from '../core/config';

/** Runs a command's main: its error's message (no stack) and exit code 1 when it fails. */
export function runCommand(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      console.error(error instanceof ConfigError || error instanceof CommandError ? message : error);
      process.exit(1);
    },
  );
}

/** A refusal or failed check the operator must read: printed without a stack trace. */
export class CommandError extends Error {
  override name = 'CommandError';
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} kB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Left-aligned first column, right-aligned others: the summaries' tables. */
export function formatTable(header: string[], rows: string[][]): string {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ');
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}
