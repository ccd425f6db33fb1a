import { startDeadline } from './deadline';
import { deadlineError } from './errors';
import type { Sender } from './service';
import type { Transport } from './transport';

/**
 * A value loaded on first use, once: concurrent first uses share one load. A failed load is not kept,
 * so the next use tries again.
 */
export class Lazy<T> {
  readonly #load: () => Promise<T>;
  #pending: Promise<T> | undefined;

  constructor(load: () => Promise<T>) {
    this.#load = load;
  }

  /** The loaded value, loading it if no load has succeeded or is under way. */
  get(): Promise<T> {
    if (!this.#pending) {
      const pending = Promise.resolve().then(this.#load);
      this.#pending = pending;
      pending.catch(() => {
        if (this.#pending === pending) this.#pending = undefined;
      });
    }
    return this.#pending;
  }
}

/**
 * A sender that waits for `ready()` (the client's lazy load) before every request, then sends it
 * through `sender` (default `transport` itself; a client's wrapper of it). The caller's `signal` and
 * `timeoutMs` bound the wait and the request together.
 *
 * @throws {ClientError} what the load throws; `ABORTED` or `TIMEOUT` when the caller's signal or
 *   timeout ends the wait; and whatever the request throws.
 */
export function afterLoad(
  transport: Transport,
  ready: () => Promise<unknown>,
  sender: Sender = transport,
): Sender {
  return {
    async send(method, path, request, options) {
      const timeoutMs = options?.timeoutMs ?? transport.timeoutMs;
      const started = Date.now();
      const deadline = startDeadline(timeoutMs, options?.signal);
      try {
        await untilAborted(ready(), deadline.signal);
      } catch (error) {
        if (!deadline.cause) throw error;
        const url = transport.buildUrl(request?.base ?? 'newer', path);
        throw deadlineError(url, deadline.cause, timeoutMs, error);
      } finally {
        deadline.dispose();
      }
      const left = timeoutMs > 0 ? Math.max(1, timeoutMs - (Date.now() - started)) : timeoutMs;
      return sender.send(method, path, request, { ...options, timeoutMs: left });
    },
  };
}

function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
