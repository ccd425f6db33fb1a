/** Why a {@link Deadline}'s signal aborted, if it did. */
export type DeadlineCause = 'caller' | 'timeout' | undefined;

/** One signal for a request that aborts on the caller's signal or after a timeout, and says which. */
export interface Deadline {
  readonly signal: AbortSignal;
  readonly cause: DeadlineCause;
  /** Stops the timer and lets go of the caller's signal; call it once the request has settled. */
  dispose(): void;
}

// setTimeout fires at once for delays above this (a signed 32-bit number of milliseconds).
const longestTimerMs = 2_147_483_647;

/**
 * Starts a deadline of `timeoutMs` (0 or Infinity: none) linked to `callerSignal`.
 *
 * Written by hand rather than with `AbortSignal.any` and `AbortSignal.timeout`: it tells the two causes
 * apart without comparing abort reasons, clears its timer as soon as the request settles, and runs in
 * browsers that lack `AbortSignal.any`.
 */
export function startDeadline(timeoutMs: number, callerSignal?: AbortSignal): Deadline {
  const controller = new AbortController();
  let cause: DeadlineCause;

  const abortByCaller = () => {
    cause ??= 'caller';
    controller.abort(callerSignal?.reason);
  };
  if (callerSignal?.aborted) abortByCaller();
  else callerSignal?.addEventListener('abort', abortByCaller, { once: true });

  const hasTimeout = timeoutMs > 0 && Number.isFinite(timeoutMs);
  const timer = hasTimeout
    ? setTimeout(
        () => {
          cause ??= 'timeout';
          controller.abort(new DOMException(`Timed out after ${timeoutMs} ms`, 'TimeoutError'));
        },
        Math.min(timeoutMs, longestTimerMs),
      )
    : undefined;

  return {
    signal: controller.signal,
    get cause() {
      return cause;
    },
    dispose() {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', abortByCaller);
    },
  };
}
