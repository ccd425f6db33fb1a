import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../core/database/client';
import { RateLimited } from '../../core/errors';
import { loginAttempts } from './tables';

const WINDOW_MS = 60_000;
export const MAX_FAILED_LOGINS_PER_MINUTE = 10;

/**
 * Failed logins counted per key (account, address) in fixed one-minute windows stored in the database,
 * so the limit holds across several server instances.
 */
export function createLoginLimiter(db: Database) {
  const windowStart = () => new Date(Math.floor(Date.now() / WINDOW_MS) * WINDOW_MS);

  return {
    /** @throws RateLimited when any key has used up its failures for this minute. */
    async check(keys: string[]) {
      const start = windowStart();
      const rows = await db
        .select({ count: loginAttempts.count })
        .from(loginAttempts)
        .where(and(eq(loginAttempts.windowStart, start), sql`${loginAttempts.key} in ${keys}`));
      if (rows.some((row) => row.count >= MAX_FAILED_LOGINS_PER_MINUTE)) {
        const retryAfter = Math.ceil((start.getTime() + WINDOW_MS - Date.now()) / 1000);
        throw new RateLimited(`Too many failed logins; try again in ${retryAfter} s`, retryAfter);
      }
    },

    async recordFailure(keys: string[]) {
      const start = windowStart();
      for (const key of keys) {
        await db
          .insert(loginAttempts)
          .values({ key, windowStart: start, count: 1 })
          .onConflictDoUpdate({
            target: [loginAttempts.key, loginAttempts.windowStart],
            set: { count: sql`${loginAttempts.count} + 1` },
          });
      }
      await db
        .delete(loginAttempts)
        .where(lt(loginAttempts.windowStart, new Date(start.getTime() - WINDOW_MS)));
    },
  };
}
