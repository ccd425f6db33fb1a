/**
 * Helpers that give the main thread back between steps of a long job (the stations map's build), so
 * that no single task blocks input for long: Lighthouse counts every task over 50 ms as blocking time.
 */

type Scheduler = { yield?: () => Promise<void> };

/** Resolves in a new task; `scheduler.yield` (Chromium) keeps this job ahead of other queued tasks. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Resolves after the next frame has been painted: the page's layout is then clean, so reading an
 * element's size costs no forced layout of the whole page.
 */
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
