/** The constraint a PostgreSQL unique violation (23505) broke, or undefined for any other error. */
export function uniqueViolation(error: unknown): string | undefined {
  for (
    let current = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined;
    current;
  ) {
    if (current.code === '23505') return typeof current.constraint === 'string' ? current.constraint : '';
    current = current.cause as typeof current;
  }
  return undefined;
}
