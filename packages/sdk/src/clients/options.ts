import type { FetchFunction, TransportOptions } from '../transport';

/** What every client takes besides its credentials. */
export interface ClientOptions {
  /** The server's origin, e.g. `http://localhost:4000`. */
  url: string;
  /** Per-request timeout; defaults to 30 000; 0 turns it off. */
  timeoutMs?: number;
  /** Defaults to the global `fetch`. */
  fetch?: FetchFunction;
  /** Headers sent with every request. */
  headers?: Record<string, string>;
  /** Defaults to `${url}/api/v1`. */
  legacyBase?: string;
  /** Defaults to `${url}/api/v2`. */
  newerBase?: string;
}

/** The transport options among a client's options (never its credentials, which each client sets). */
export function transportOptions(options: ClientOptions): TransportOptions {
  const { url, timeoutMs, fetch, headers, legacyBase, newerBase } = options;
  return { url, timeoutMs, fetch, headers, legacyBase, newerBase };
}

/** @throws {TypeError} naming the option when `value` is missing or empty. */
export function required(client: string, name: string, value: string | undefined): string {
  if (!value) throw new TypeError(`${client} needs options.${name}`);
  return value;
}
