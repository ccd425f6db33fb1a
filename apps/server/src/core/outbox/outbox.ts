import type { Database } from '../database/client';
import { outboxMessages } from './tables';

export type OutboxEntry = {
  /** Names the handler, e.g. `notification.deliver`. */
  topic: string;
  payload: Record<string, unknown>;
  /** Attempts before the message is given up as `dead` (default 8). */
  maxAttempts?: number;
};

/**
 * Writing to the outbox. A service enqueues with the transaction of the change that causes the work, so
 * the work exists exactly when the change commits; after the commit it calls `wake()` so that this
 * process's worker starts at once instead of at its next poll (other instances find it by polling).
 */
export type Outbox = {
  /** @param tx the caller's transaction (or the database, for a single statement's worth of work). */
  enqueue(tx: Database, entries: OutboxEntry[]): Promise<void>;
  wake(): void;
  /** The worker listens here; returns the unsubscribe function. */
  onWake(listener: () => void): () => void;
};

export function createOutbox(): Outbox {
  const listeners = new Set<() => void>();
  return {
    async enqueue(tx, entries) {
      if (entries.length === 0) return;
      // Large audiences (a project's every user) insert in chunks of bounded statement size.
      for (let start = 0; start < entries.length; start += 1000) {
        await tx.insert(outboxMessages).values(
          entries.slice(start, start + 1000).map((entry) => ({
            topic: entry.topic,
            payload: entry.payload,
            maxAttempts: entry.maxAttempts ?? 8,
          })),
        );
      }
    },
    wake() {
      for (const listener of listeners) listener();
    },
    onWake(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
