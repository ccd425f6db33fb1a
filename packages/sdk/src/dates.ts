// Only full timestamps as the server writes them: date, time, fractional seconds and zone. Calendar
// dates (`2026-11-22`) are values of their own and stay strings.
const timestampPattern = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)\.(\d+)(?:Z|([+-])(\d\d):(\d\d))$/;

/**
 * Turns `value` into a `Date` when it is an ISO 8601 timestamp with time, fractional seconds and zone
 * (`2026-11-22T08:27:17.123Z`, `2026-11-22T12:27:17.123456+04:00`) naming a real instant; else `undefined`.
 * Digits beyond milliseconds are dropped, as `Date` cannot hold them.
 */
export function parseTimestamp(value: string): Date | undefined {
  const match = timestampPattern.exec(value);
  if (!match) return undefined;
  const fields = match.slice(1, 7).map(Number);
  const [year, month, day, hour, minute, second] = fields as [number, number, number, number, number, number];
  const offsetHours = Number(match[9] ?? 0);
  const offsetMinutes = Number(match[10] ?? 0);
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not read the years 0-99 as 1900-1999.
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, Number(match[7]!.slice(0, 3).padEnd(3, '0')));
  // A day or time out of range (February 30, 24:00) rolls over into another: it names no instant.
  const read = [
    date.getUTCFullYear(),
    date.getUTCMonth() + 1,
    date.getUTCDate(),
    date.getUTCHours(),
    date.getUTCMinutes(),
    date.getUTCSeconds(),
  ];
  if (read.some((field, index) => field !== fields[index]) || offsetHours > 23 || offsetMinutes > 59) {
    return undefined;
  }
  const offset = (match[8] === '-' ? -1 : 1) * (offsetHours * 60 + offsetMinutes) * 60_000;
  return new Date(date.getTime() - offset);
}

/**
 * Returns a deep copy of `value` in which every string that is a full ISO 8601 timestamp (see
 * {@link parseTimestamp}) is a `Date`. Plain objects and arrays are copied; other objects (dates, maps,
 * class instances, blobs) are returned as they are. The input is not changed.
 *
 * The result type is the caller's to state (as with `JSON.parse`): typically the response type, whose
 * timestamps are declared as `Date`.
 */
export function reviveDates<T = unknown>(value: unknown): T {
  return revive(value) as T;
}

function revive(value: unknown): unknown {
  if (typeof value === 'string') return parseTimestamp(value) ?? value;
  if (Array.isArray(value)) return value.map(revive);
  if (isPlainObject(value)) {
    // fromEntries defines properties, so a `__proto__` key from JSON stays a key and sets no prototype.
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, revive(item)]));
  }
  return value;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
