import { ClientError, kitError } from './errors';
import type { RequestOptions } from './transport';

/** One server-sent event: its name (`message` when the server gave none), its `id:` and its data. */
export interface StreamEvent {
  event: string;
  id?: string;
  data: string;
}

/**
 * `signal` ends the subscription as `close()` does; `headers` and `query` go with every opening;
 * `timeoutMs` bounds each wait for the stream's answer.
 */
export interface LiveOptions extends RequestOptions {
  /** Each time the stream opens: the first time, and after every reconnection (read what was missed). */
  onOpen?: () => void;
  /**
   * Each failure. After a 4xx answer (a session that ended, a caller not allowed) the subscription
   * stops; after anything else it reconnects by itself.
   */
  onError?: (error: ClientError) => void;
  /** The first wait before reconnecting, doubled per failure up to 30 s (default 1 000 ms). */
  retryMs?: number;
  /**
   * A stream that brings nothing, not even the server's heartbeat (every 25 s), for this long is taken
   * as lost and opened again (default 60 000 ms): a connection can die without closing (a laptop asleep).
   */
  idleMs?: number;
}

/** A running subscription. */
export interface LiveSubscription {
  /** Whether the stream is open now. */
  readonly open: boolean;
  /** Ends it for good: the stream is closed and never reopened. */
  close(): void;
}

const LONGEST_WAIT_MS = 30_000;

/**
 * Keeps a server-sent event stream open: `open(signal)` opens it (a `send` that reads a `stream`), each
 * event goes to `onEvent`; a stream that ends, fails or goes idle is opened again after a wait, until
 * `close()`.
 */
export function subscribeEvents(
  open: (signal: AbortSignal) => Promise<ReadableStream<Uint8Array>>,
  onEvent: (event: StreamEvent) => void,
  options: LiveOptions = {},
): LiveSubscription {
  const firstWait = options.retryMs ?? 1_000;
  const idleMs = options.idleMs ?? 60_000;
  let closed = false;
  let isOpen = false;
  let current: AbortController | undefined;
  let waiting: ReturnType<typeof setTimeout> | undefined;
  let wake: (() => void) | undefined;

  async function run() {
    let nextWait = firstWait;
    while (!closed) {
      const controller = new AbortController();
      current = controller;
      let pause = firstWait;
      try {
        const body = await open(controller.signal);
        isOpen = true;
        nextWait = firstWait;
        options.onOpen?.();
        await readEvents(body, controller, idleMs, onEvent);
      } catch (error) {
        if (closed) return;
        const failure =
          error instanceof ClientError
            ? error
            : kitError('NETWORK_ERROR', 'The event stream failed', '', error);
        options.onError?.(failure);
        if (isRefusal(failure.status)) closed = true;
        pause = nextWait;
        nextWait = Math.min(nextWait * 2, LONGEST_WAIT_MS);
      } finally {
        isOpen = false;
      }
      if (closed) return;
      await new Promise<void>((resolve) => {
        wake = resolve;
        waiting = setTimeout(resolve, pause);
      });
    }
  }
  const close = () => {
    closed = true;
    isOpen = false;
    current?.abort();
    clearTimeout(waiting);
    wake?.();
  };
  if (options.signal?.aborted) closed = true;
  options.signal?.addEventListener('abort', close, { once: true });
  void run();

  return {
    get open() {
      return isOpen;
    },
    close,
  };
}

/** A 4xx answer other than 408 and 429: asking again would get the same. */
function isRefusal(status: number): boolean {
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

/** Reads `body` as `text/event-stream` until it ends, `controller` aborts, or it is idle for `idleMs`. */
async function readEvents(
  body: ReadableStream<Uint8Array>,
  controller: AbortController,
  idleMs: number,
  onEvent: (event: StreamEvent) => void,
): Promise<void> {
  const reader = body.getReader();
  // Cancelling the reader ends the stream (a pending read answers `done`): the fetch's own signal no
  // longer reaches the body once the answer's head arrived.
  const stop = () => void reader.cancel().catch(() => {});
  controller.signal.addEventListener('abort', stop, { once: true });
  const decoder = new TextDecoder();
  let idle: ReturnType<typeof setTimeout> | undefined;
  const stillAlive = () => {
    clearTimeout(idle);
    idle = setTimeout(() => controller.abort(), idleMs);
  };
  let pending = '';
  let event: Partial<StreamEvent> & { data?: string } = {};
  try {
    stillAlive();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      stillAlive();
      pending += decoder.decode(value, { stream: true });
      const lines = pending.split(/\r\n|\r|\n/);
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (line === '') {
          if (event.data !== undefined)
            onEvent({ event: event.event ?? 'message', id: event.id, data: event.data });
          event = {};
          continue;
        }
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'data') event.data = event.data === undefined ? value : `${event.data}\n${value}`;
        else if (field === 'event') event.event = value;
        else if (field === 'id') event.id = value;
      }
    }
  } finally {
    clearTimeout(idle);
    controller.signal.removeEventListener('abort', stop);
    stop();
  }
}
