import { kitError } from '../errors';
import type { SessionStore } from '../sessions';
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

/** What the clients that hold a session (admin, user; the project client for its logins) take. */
export interface SessionOptions {
  /**
   * Where the session is kept: read before every request, written after a login or logout. Default
   * {@link memoryStore}; {@link localStorageStore} and {@link cookieStore} keep it across page loads.
   */
  store?: SessionStore;
}

/** The transport options among a client's options (never its credentials, which each client sets). */
export function transportOptions(options: ClientOptions): TransportOptions {
  const { url, timeoutMs, fetch, headers, legacyBase, newerBase } = options;
  return { url, timeoutMs, fetch, headers, legacyBase, newerBase };
}

/** @throws {ClientError} `MISSING_OPTION` naming the option when `value` is missing or empty. */
export function required(client: string, name: string, value: string | undefined, url?: string): string {
  if (!value) throw kitError('MISSING_OPTION', `${client} needs options.${name}`, url);
  return value;
}
