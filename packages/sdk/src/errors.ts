/** One offending field of a rejected request, as the server reports it. */
export interface FieldError {
  /** Dotted path of the field, e.g. `email` or `lines.0.quantity`. */
  path: string;
  /** The rule it broke, e.g. `required`, `too_small`, `unique`. */
  rule: string;
  message: string;
}

/** The body of every non-2xx answer of the server. */
export interface ErrorBody {
  statusCode: number;
  code: string;
  message: string;
  fields?: FieldError[];
  requestId: string;
}

/** Codes of failures that have no HTTP answer (or no usable one) to take a code from. */
export type TransportErrorCode = 'NETWORK_ERROR' | 'TIMEOUT' | 'ABORTED' | 'INVALID_RESPONSE';

/**
 * Codes the kit gives its own errors, none with an HTTP answer (status 0): a client built without what
 * it needs (`MISSING_OPTION`, `NO_FETCH`, `CREDENTIALS_REQUIRED`), a call without a session
 * (`SESSION_REQUIRED`), or with a kept session whose `expiresAt` has passed (`SESSION_EXPIRED`).
 */
export type KitErrorCode =
  | TransportErrorCode
  | 'MISSING_OPTION'
  | 'NO_FETCH'
  | 'CREDENTIALS_REQUIRED'
  | 'SESSION_REQUIRED'
  | 'SESSION_EXPIRED';

export interface ClientErrorInit {
  url: string;
  /** The HTTP status, or 0 when no answer arrived. */
  status: number;
  code: string;
  message: string;
  fields?: readonly FieldError[];
  requestId?: string;
  response?: unknown;
  cause?: unknown;
}

// A brand rather than only `instanceof`, so that the ESM and the CJS copy of the kit, loaded side by
// side, recognise each other's errors.
const brand = Symbol.for('@fuel/sdk/ClientError');

/** Every failure of a kit call: an HTTP error answer, a network failure, a timeout or an abort. */
export class ClientError extends Error {
  override readonly name = 'ClientError';
  /** The full URL of the request, query included. */
  readonly url: string;
  /** The HTTP status, or 0 when no answer arrived (network failure, timeout, abort). */
  readonly status: number;
  /**
   * The server's stable UPPER_SNAKE code (`VALIDATION_FAILED`, `NOT_FOUND`, ...), one of
   * {@link TransportErrorCode} when no answer arrived or it could not be read, or a code derived from
   * the status when the answer was not the error body.
   */
  readonly code: string;
  /** The offending fields of a rejected request; empty when the server named none. */
  readonly fields: readonly FieldError[];
  /** The server's id of the request, to quote when reporting a problem. */
  readonly requestId: string | undefined;
  /** The parsed answer body, when there was one. */
  readonly response: unknown;
  readonly [brand] = true;

  constructor(init: ClientErrorInit) {
    super(init.message, { cause: init.cause });
    this.url = init.url;
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields ?? [];
    this.requestId = init.requestId;
    this.response = init.response;
  }

  /** True when the caller's signal aborted the request. A timeout is not an abort: see {@link isTimeout}. */
  get isAbort(): boolean {
    return this.code === 'ABORTED';
  }

  /** True when the request took longer than its `timeoutMs`. */
  get isTimeout(): boolean {
    return this.code === 'TIMEOUT';
  }

  /** True when the server could not be reached or the connection broke before an answer. */
  get isNetworkError(): boolean {
    return this.code === 'NETWORK_ERROR';
  }

  /** Type guard: whether `value` is a {@link ClientError} (of any loaded copy of the kit). */
  static is(value: unknown): value is ClientError {
    return (
      value instanceof ClientError ||
      (value instanceof Error && (value as unknown as Record<symbol, unknown>)[brand] === true)
    );
  }
}

/** A {@link ClientError} without an answer (status 0): the kit's own, or a request that got none. */
export function kitError(code: KitErrorCode, message: string, url = '', cause?: unknown): ClientError {
  return new ClientError({ url, status: 0, code, message, cause });
}

/** The error of a request that `timeoutMs` or the caller's signal ended. */
export function deadlineError(url: string, cause: 'timeout' | 'caller', timeoutMs: number, reason: unknown) {
  return cause === 'timeout'
    ? kitError('TIMEOUT', `Request timed out after ${timeoutMs} ms`, url, reason)
    : kitError('ABORTED', 'Request was aborted', url, reason);
}

/**
 * Whether a parsed body is the server's error body. Lenient on purpose: a `code` and a `message` are
 * enough to trust the body over a code derived from the status.
 */
export function isErrorBody(
  value: unknown,
): value is Pick<ErrorBody, 'code' | 'message'> & Partial<ErrorBody> {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  return (
    typeof body.code === 'string' &&
    typeof body.message === 'string' &&
    (body.fields === undefined || Array.isArray(body.fields)) &&
    (body.requestId === undefined || typeof body.requestId === 'string')
  );
}

// The same names the server gives these statuses, so that an answer from a proxy in front of it
// (an HTML 413 or 429, say) still carries the code the portal maps to a message.
const codesByStatus: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** The code of an error answer that did not carry the error body: by status, else `HTTP_ERROR`. */
export function codeForStatus(status: number): string {
  return codesByStatus[status] ?? 'HTTP_ERROR';
}
