import { reviveDates } from './dates';
import { startDeadline } from './deadline';
import { ClientError, codeForStatus, deadlineError, isErrorBody, kitError } from './errors';
import { toQueryString } from './query';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Where a path is resolved: the spec's legacy base (`/api/v1`), its newer base (`/api/v2`), or the bare server URL. */
export type Base = 'legacy' | 'newer' | 'root';

/** What every kit method accepts as its last argument, merged over the defaults. */
export interface RequestOptions {
  /** Aborts the request; the call then throws a {@link ClientError} whose `isAbort` is true. */
  signal?: AbortSignal;
  /** Extra headers; they win over the transport's headers and credentials. */
  headers?: Record<string, string>;
  /** Extra query parameters; they win over the method's own. */
  query?: Record<string, unknown>;
  /** Overrides the transport's timeout for this call; 0 turns the timeout off. */
  timeoutMs?: number;
}

/** What a service says about one call. */
export interface SendOptions {
  /** Defaults to `'newer'`, the base of every client but the admin one. */
  base?: Base;
  query?: Record<string, unknown>;
  /** Sent as JSON, except `FormData` and `Blob`, which are sent as they are. */
  body?: unknown;
  /**
   * `blob` for a file the server sends (a 2xx answer is returned as a `Blob`); `stream` for server-sent
   * events (a 2xx answer's body is returned unread, the timeout ending with its head). A failure is read
   * as usual.
   */
  read?: 'json' | 'blob' | 'stream';
}

export type FetchFunction = (input: string, init: RequestInit) => Promise<Response>;

export interface TransportOptions {
  /** The server's origin, e.g. `http://localhost:4000`. */
  url: string;
  /** Defaults to `${url}/api/v1`. */
  legacyBase?: string;
  /** Defaults to `${url}/api/v2`. */
  newerBase?: string;
  /** Defaults to 30 000; 0 turns the timeout off. */
  timeoutMs?: number;
  /** Defaults to the global `fetch`. */
  fetch?: FetchFunction;
  /** Headers sent with every request. */
  headers?: Record<string, string>;
  /** A fixed session id, or a function asked before every request (a client's session store). */
  sessionId?: string | (() => string | undefined);
  projectKey?: string;
  privateKey?: string;
}

/** Owns every HTTP exchange of the kit: URLs, headers, credentials, JSON, timeouts, errors and dates. */
export class Transport {
  /** The server's origin, without a trailing slash. */
  readonly url: string;
  readonly legacyBase: string;
  readonly newerBase: string;
  readonly timeoutMs: number;
  /** The project's public key, sent as `X-Project-Key`. */
  projectKey: string | undefined;
  /** The project's private key, sent as `X-Private-Key`. */
  privateKey: string | undefined;
  readonly #fetch: FetchFunction;
  readonly #headers: Readonly<Record<string, string>>;
  #sessionId: string | (() => string | undefined) | undefined;

  /**
   * @throws {ClientError} `MISSING_OPTION` when `url` is missing, `NO_FETCH` when no `fetch` is given
   *   and none is global.
   */
  constructor(options: TransportOptions) {
    if (!options.url) throw kitError('MISSING_OPTION', 'The client needs options.url');
    if (!options.fetch && typeof globalThis.fetch !== 'function') {
      throw kitError('NO_FETCH', 'No global fetch: pass options.fetch', options.url);
    }
    this.url = withoutTrailingSlash(options.url);
    this.legacyBase = withoutTrailingSlash(options.legacyBase ?? `${this.url}/api/v1`);
    this.newerBase = withoutTrailingSlash(options.newerBase ?? `${this.url}/api/v2`);
    this.timeoutMs = options.timeoutMs ?? 30_000;
    // Looked up at call time and never called as a method, so a browser's fetch keeps its `this`.
    this.#fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.#headers = { ...options.headers };
    this.#sessionId = options.sessionId;
    this.projectKey = options.projectKey;
    this.privateKey = options.privateKey;
  }

  /** An admin's or an end user's session, sent as `X-Session-Id`; setting it replaces any function. */
  get sessionId(): string | undefined {
    return typeof this.#sessionId === 'function' ? this.#sessionId() : this.#sessionId;
  }

  set sessionId(sessionId: string | undefined) {
    this.#sessionId = sessionId;
  }

  /**
   * The full URL of `path` under `base`, with `query` appended.
   *
   * @throws {TypeError} when a query value cannot be put in a query string (see `toQueryString`).
   */
  buildUrl(base: Base, path: string, query?: Record<string, unknown>): string {
    const prefix = base === 'legacy' ? this.legacyBase : base === 'newer' ? this.newerBase : this.url;
    const relative = path === '' || path.startsWith('/') ? path : `/${path}`;
    return `${prefix}${relative}${toQueryString(query)}`;
  }

  /**
   * Sends one request and returns its parsed JSON answer, timestamps revived as dates
   * (`undefined` for 204 or an empty body).
   *
   * @param request what the service says about the call: base, query, body.
   * @param options the caller's per-call options, merged over the service's and the transport's.
   * @throws {ClientError} on a non-2xx answer (with the server's `code`, `fields` and `requestId` when
   *   it sent the error body, else a code derived from the status), on a network failure
   *   (`NETWORK_ERROR`, status 0), a timeout (`TIMEOUT`), an abort by the caller's signal (`ABORTED`),
   *   or a 2xx answer that is not JSON (`INVALID_RESPONSE`).
   * @throws {TypeError} when a query value cannot be put in a query string.
   */
  async send<T>(
    method: HttpMethod,
    path: string,
    request: SendOptions = {},
    options: RequestOptions = {},
  ): Promise<T> {
    const url = this.buildUrl(request.base ?? 'newer', path, { ...request.query, ...options.query });
    const timeoutMs = options.timeoutMs ?? this.timeoutMs;
    const deadline = startDeadline(timeoutMs, options.signal);
    const doFetch = this.#fetch;
    try {
      let response: Response;
      let text: string;
      try {
        const headers = this.#buildHeaders(request.body, options.headers);
        if (request.read === 'blob') headers.set('Accept', '*/*');
        if (request.read === 'stream') headers.set('Accept', 'text/event-stream');
        response = await doFetch(url, {
          method,
          headers,
          body: encodeBody(request.body),
          signal: deadline.signal,
          // A stream lasts as long as the page: a browser should not count it among what the page waits for.
          ...(request.read === 'stream' && { priority: 'low' }),
        });
        // Read inside the deadline: a body that stalls is a timeout too.
        if (request.read === 'blob' && response.ok) return (await response.blob()) as T;
        if (request.read === 'stream' && response.ok && response.body) return response.body as T;
        text = await response.text();
      } catch (error) {
        if (deadline.cause) throw deadlineError(url, deadline.cause, timeoutMs, error);
        throw kitError('NETWORK_ERROR', `Could not reach the server at ${this.url}`, url, error);
      }
      return readAnswer<T>(url, response, text);
    } finally {
      deadline.dispose();
    }
  }

  #buildHeaders(body: unknown, callerHeaders: Record<string, string> | undefined): Headers {
    const headers = new Headers({ Accept: 'application/json' });
    // FormData and Blob set their own Content-Type (with the multipart boundary or the blob's type).
    if (body !== undefined && !isRawBody(body)) headers.set('Content-Type', 'application/json');
    for (const [name, value] of Object.entries(this.#headers)) headers.set(name, value);
    const sessionId = this.sessionId;
    if (sessionId) headers.set('X-Session-Id', sessionId);
    if (this.projectKey) headers.set('X-Project-Key', this.projectKey);
    if (this.privateKey) headers.set('X-Private-Key', this.privateKey);
    for (const [name, value] of Object.entries(callerHeaders ?? {})) headers.set(name, value);
    return headers;
  }
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

function isRawBody(body: unknown): body is FormData | Blob {
  return (
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob)
  );
}

function encodeBody(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  return isRawBody(body) ? body : JSON.stringify(body);
}

type Parsed = { ok: true; value: unknown } | { ok: false; error: unknown };

function parseJson(text: string): Parsed {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, error };
  }
}

function readAnswer<T>(url: string, response: Response, text: string): T {
  const { status } = response;
  const isEmpty = status === 204 || text.trim() === '';
  const parsed: Parsed = isEmpty ? { ok: true, value: undefined } : parseJson(text);

  if (response.ok) {
    if (!parsed.ok) {
      throw new ClientError({
        url,
        status,
        code: 'INVALID_RESPONSE',
        message: 'The server answered with a body that is not JSON',
        cause: parsed.error,
      });
    }
    return reviveDates<T>(parsed.value);
  }

  const body = parsed.ok ? parsed.value : undefined;
  if (isErrorBody(body)) {
    throw new ClientError({
      url,
      status,
      code: body.code,
      message: body.message,
      fields: body.fields,
      requestId: body.requestId,
      response: body,
    });
  }
  throw new ClientError({
    url,
    status,
    code: codeForStatus(status),
    message: `Request failed with status ${status}${response.statusText ? ` ${response.statusText}` : ''}`,
    response: body,
  });
}
