/**
 * Builds `?a=1&b=x` from a record, keys in their order. Arrays are comma-joined and left out when empty,
 * `undefined` and `null` are left out, dates become ISO strings, numbers and booleans their text.
 * Returns `''` when nothing remains.
 *
 * @throws {TypeError} when a value is an object other than a `Date` or an array, or an invalid date:
 *   there is no agreed way to put it in a query string.
 */
export function toQueryString(query: Readonly<Record<string, unknown>> | undefined): string {
  if (!query) return '';
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    const text = Array.isArray(value) ? joinList(key, value) : toText(key, value);
    if (text !== undefined) pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(text)}`);
  }
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

function joinList(key: string, values: readonly unknown[]): string | undefined {
  const texts = values.map((value) => toText(key, value)).filter((text) => text !== undefined);
  return texts.length > 0 ? texts.join(',') : undefined;
}

function toText(key: string, value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString();
  throw new TypeError(
    `Query parameter "${key}" is neither text, a number, a boolean, a valid date nor a list`,
  );
}
