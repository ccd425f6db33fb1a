import { parseTimestamp } from './dates';

/** A signed-in session as the kit keeps it: the id it sends as `X-Session-Id`, and when it ends. */
export interface Session {
  sessionId: string;
  /** When the server will stop accepting the session; unknown for a session id given by hand. */
  expiresAt?: Date;
}

/**
 * Where a client keeps its session between calls (and, for the `localStorage` and cookie stores,
 * between page loads). Synchronous, so a client can read it before every request. The kit's stores
 * are {@link memoryStore} (the default), {@link localStorageStore} and {@link cookieStore}; any object
 * with these two methods will do.
 */
export interface SessionStore {
  get(): Session | null;
  /** `null` forgets the session. */
  set(session: Session | null): void;
}

/** Keeps the session in the client's memory: it ends with the process or the page. */
export function memoryStore(initial: Session | null = null): SessionStore {
  let session = initial;
  return {
    get: () => session,
    set(next) {
      session = next;
    },
  };
}

/** The part of the Web Storage API the {@link localStorageStore} uses. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * Keeps the session in `localStorage` under `key` (or in any storage with the same three methods, such
 * as `sessionStorage`), as JSON. Use one key per client kind (`admin`, `user`) when a page holds both.
 */
export function localStorageStore(
  key = 'fuel.session',
  storage: KeyValueStorage = globalThis.localStorage,
): SessionStore {
  return {
    get: () => decode(storage.getItem(key)),
    set(session) {
      if (session) storage.setItem(key, encode(session));
      else storage.removeItem(key);
    },
  };
}

export interface CookieStoreOptions {
  /** The cookie's name; default `fuel_session`. */
  name?: string;
  /** Reads the `Cookie` header text; default `document.cookie`. On a server, the request's header. */
  read?: () => string;
  /** Writes one `Set-Cookie` value; default assigning `document.cookie`. On a server, the response's header. */
  write?: (cookie: string) => void;
  /** Default `/`. */
  path?: string;
  /** Default true. */
  secure?: boolean;
  /** Default `Lax`. */
  sameSite?: 'Strict' | 'Lax' | 'None';
  domain?: string;
}

/**
 * Keeps the session in a cookie, so that a server render and the browser can share it. The kit still
 * sends it as the `X-Session-Id` header: the API never reads cookies. The cookie ends when the session
 * does (`Expires`); it is readable by scripts unless `write` sets it from a server with `HttpOnly`.
 */
export function cookieStore(options: CookieStoreOptions = {}): SessionStore {
  const name = options.name ?? 'fuel_session';
  const read = options.read ?? (() => globalThis.document.cookie);
  const write =
    options.write ??
    ((cookie: string) => {
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is asynchronous (stores are not) and not in every browser.
      globalThis.document.cookie = cookie;
    });
  const attributes = [
    `Path=${options.path ?? '/'}`,
    `SameSite=${options.sameSite ?? 'Lax'}`,
    ...(options.domain ? [`Domain=${options.domain}`] : []),
    ...(options.secure === false ? [] : ['Secure']),
  ];
  return {
    get() {
      for (const part of read().split(';')) {
        const at = part.indexOf('=');
        if (at > 0 && part.slice(0, at).trim() === name) {
          return decode(decodeURIComponent(part.slice(at + 1).trim()));
        }
      }
      return null;
    },
    set(session) {
      const expires = session ? session.expiresAt : new Date(0);
      write(
        [
          `${name}=${session ? encodeURIComponent(encode(session)) : ''}`,
          ...(expires ? [`Expires=${expires.toUTCString()}`] : []),
          ...attributes,
        ].join('; '),
      );
    },
  };
}

function encode(session: Session): string {
  return JSON.stringify({ sessionId: session.sessionId, expiresAt: session.expiresAt?.toISOString() });
}

/** A stored session, or null for anything that is not one (a store written by something else). */
function decode(text: string | null): Session | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { sessionId, expiresAt } = value as Record<string, unknown>;
    if (typeof sessionId !== 'string' || sessionId === '') return null;
    const end = typeof expiresAt === 'string' ? parseTimestamp(expiresAt) : undefined;
    return end ? { sessionId, expiresAt: end } : { sessionId };
  } catch {
    return null;
  }
}
