// Only full timestamps as the server writes them: date, time, fractional seconds and zone. Calendar
// dates (`2026-11-22`) are values of their own and stay strings.
const timestampPattern =
  /^(?<year>\d{4})-(?<month>\d{2})-(?<day>\d{2})T(?<hour>\d{2}):(?<minute>\d{2}):(?<second>\d{2})\.(?<fraction>\d+)(?:Z|(?<sign>[+-])(?<offsetHours>\d{2}):(?<offsetMinutes>\d{2}))$/;

/**
 * Turns `value` into a `Date` when it is an ISO 8601 timestamp with time, fractional seconds and zone
 * (`2026-11-22T08:27:17.123Z`, `2026-11-22T12:27:17.123456+04:00`) naming a real instant; else `undefined`.
 * Digits beyond milliseconds are dropped, as `Date` cannot hold them.
 */
export function parseTimestamp(value: string): Date | undefined {
  const parts = timestampPattern.exec(value)?.groups;
  if (!parts) return undefined;
  const year = Number(parts.year);
  const month = Number(parts.month);
  const day = Number(parts.day);
  const hour = Number(parts.hour);
  const minute = Number(parts.minute);
  const second = Number(parts.second);
  const offsetHours = Number(parts.offsetHours ?? 0);
  const offsetMinutes = Number(parts.offsetMinutes ?? 0);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  if (hour > 23 || minute > 59 || second > 59 || offsetHours > 23 || offsetMinutes > 59) return undefined;

  const milliseconds = Number(parts.fraction!.slice(0, 3).padEnd(3, '0'));
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not read the years 0-99 as 1900-1999.
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, milliseconds);
  const offset = (parts.sign === '-' ? -1 : 1) * (offsetHours * 60 + offsetMinutes) * 60_000;
  return new Date(date.getTime() - offset);
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
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
