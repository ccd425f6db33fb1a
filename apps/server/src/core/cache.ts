/**
 * A small in-process cache: at most `max` entries (least recently used go first), each kept `ttlMs`.
 * Concurrent misses of one key share one load. Servers keep no state beyond caches like this one that may
 * be lost; what another server changes reaches this one through `core/invalidation.ts` or, at worst,
 * after `ttlMs`.
 */
export type Cache<V> = {
  get(key: string): V | undefined;
  /**
   * The cached value, or the loader's: stored unless it is `undefined` (not found) or the cache was
   * invalidated while the loader ran (it may have read what the change replaced).
   */
  load(key: string, loader: () => Promise<V>): Promise<V>;
  set(key: string, value: V): void;
  delete(key: string): void;
  /** Drops every entry the predicate picks. */
  deleteWhere(picks: (key: string, value: V) => boolean): void;
  clear(): void;
  readonly size: number;
};

export function createCache<V>({ max, ttlMs }: { max: number; ttlMs: number }): Cache<V> {
  const entries = new Map<string, { value: V; expires: number }>();
  const pending = new Map<string, Promise<V>>();
  // Bumped by every invalidation: a load that started before one must not store what it read.
  let epoch = 0;

  const cache: Cache<V> = {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires <= Date.now()) {
        entries.delete(key);
        return undefined;
      }
      // Map keeps insertion order: re-inserting makes the entry the most recently used.
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },

    load(key, loader) {
      const hit = cache.get(key);
      if (hit !== undefined) return Promise.resolve(hit);
      const running = pending.get(key);
      if (running) return running;
      const started = epoch;
      const promise = loader()
        .then((value) => {
          if (epoch === started && value !== undefined) cache.set(key, value);
          return value;
        })
        .finally(() => {
          if (pending.get(key) === promise) pending.delete(key);
        });
      pending.set(key, promise);
      return promise;
    },

    set(key, value) {
      entries.delete(key);
      entries.set(key, { value, expires: Date.now() + ttlMs });
      if (entries.size > max) entries.delete(entries.keys().next().value as string);
    },

    delete(key) {
      epoch++;
      entries.delete(key);
      pending.delete(key);
    },

    deleteWhere(picks) {
      epoch++;
      for (const [key, entry] of entries) if (picks(key, entry.value)) entries.delete(key);
    },

    clear() {
      epoch++;
      entries.clear();
      pending.clear();
    },

    get size() {
      return entries.size;
    },
  };
  return cache;
}
