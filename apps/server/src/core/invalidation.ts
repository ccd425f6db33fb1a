import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from './database/client';

/** One PostgreSQL channel carries every cache invalidation as `topic:key` (triggers send on it too). */
export const INVALIDATION_CHANNEL = 'fuel_cache_invalidation';
const CHANNEL = INVALIDATION_CHANNEL;

type Subscriber = {
  /** The key published on the topic, from this server or another. */
  changed(key: string): void;
  /** Messages may have been lost (the listener reconnected): drop everything. */
  reset(): void;
};

export type Invalidation = ReturnType<typeof createInvalidation>;

/**
 * Tells every server's caches that something changed: this server's at once, the others' through
 * PostgreSQL NOTIFY (within milliseconds). Caches still expire on their own after a few seconds, which
 * bounds what a lost notification (a server crashing between its write and its publish) can cost.
 */
export function createInvalidation(database: Pick<DatabaseHandle, 'db' | 'listen'>) {
  const topics = new Map<string, Set<Subscriber>>();
  let listening = false;

  function dispatch(topic: string, key: string) {
    for (const subscriber of topics.get(topic) ?? []) subscriber.changed(key);
  }

  return {
    subscribe(topic: string, subscriber: Subscriber): void {
      if (topic.includes(':')) throw new Error(`A topic has no colon: ${topic}`);
      const known = topics.get(topic) ?? new Set();
      known.add(subscriber);
      topics.set(topic, known);
      if (listening) return;
      listening = true;
      database
        .listen(CHANNEL, {
          onMessage(payload) {
            const split = payload.indexOf(':');
            if (split > 0) dispatch(payload.slice(0, split), payload.slice(split + 1));
          },
          onReset() {
            for (const subscribers of topics.values()) for (const each of subscribers) each.reset();
          },
        })
        .catch(() => {
          // The listener logs and retries on its own; caches fall back on their expiry meanwhile.
        });
    },

    /**
     * Call after the change is committed, or inside its transaction (`executor`): PostgreSQL delivers the
     * notification at commit, to this server too, so what a request read meanwhile is dropped again.
     * A failed NOTIFY does not fail the change: the other servers' caches then expire on their own.
     */
    async publish(topic: string, key: string, executor: Database = database.db): Promise<void> {
      dispatch(topic, key);
      const notify = executor.execute(sql`select pg_notify(${CHANNEL}, ${`${topic}:${key}`})`);
      if (executor === database.db) await notify.catch(() => {});
      else await notify;
    },

    /**
     * For a topic whose NOTIFY the database sends itself (a trigger on the table, at commit): this
     * server's caches at once, without waiting for it. Call after the commit.
     */
    dispatchHere(topic: string, key: string): void {
      dispatch(topic, key);
    },
  };
}
