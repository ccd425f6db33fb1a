/**
 * The polling loop of a worker that claims its work in batches from the database (the outbox, webhook
 * deliveries): run a batch, go again at once after a full batch or a wake-up, else wait `pollMs`.
 * `stop` waits for the batch in hand.
 */
export function createPollLoop(options: {
  pollMs: number;
  batchSize: number;
  /** Claims and runs one batch; resolves with how many items it took. */
  runOnce: () => Promise<number>;
  onError: (error: unknown) => void;
}) {
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<unknown> = Promise.resolve();
  let again = false;

  function schedule(delayMs: number) {
    clearTimeout(timer);
    if (running) timer = setTimeout(tick, delayMs);
  }

  function tick() {
    timer = undefined;
    current = (async () => {
      let taken = 0;
      try {
        taken = await options.runOnce();
      } catch (error) {
        options.onError(error);
      }
      // A full batch or a wake-up during the run: more may be waiting.
      const more = taken === options.batchSize || again;
      again = false;
      schedule(more ? 0 : options.pollMs);
    })();
  }

  return {
    start() {
      if (running) return;
      running = true;
      schedule(0);
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      timer = undefined;
      await current;
    },
    /** Looks for work now rather than at the next poll. */
    wake() {
      if (!running) return;
      if (timer) schedule(0);
      else again = true; // a run is in progress: go again right after it
    },
  };
}
