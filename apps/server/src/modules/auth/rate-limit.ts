import { and, count, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../core/database/client';
import { RateLimited } from '../../core/errors';
import { loginFailures } from './tables';

const WINDOW_MS = 60_000;

/** Failed logins allowed in any 60 s: per account, and per address (higher: an office shares one). */
export const LOGIN_LIMITS = { account: 10, address: 50 } as const;

export type LoginKeys = { account: string; address: string };

/**
 * Counts failed logins in a sliding 60-second window stored in the database, so the limit holds across
 * several server instances and does not reset at a minute boundary.
 */
export function createLoginLimiter(db: Database) {
  const keysOf = (keys: LoginKeys) => [`account:${keys.account}`, `address:${keys.address}`];

  return {
    /** @throws RateLimited when the account or the address has used up its failures. */
    async check(keys: LoginKeys) {
      const since = new Date(Date.now() - WINDOW_MS);
      const [accountKey, addressKey] = keysOf(keys);
      const rows = await db
        .select({
          key: loginFailures.key,
          failures: count(),
          oldest: sql<Date>`min(${loginFailures.failedAt})`,
        })
        .from(loginFailures)
        .where(and(inArray(loginFailures.key, [accountKey!, addressKey!]), gt(loginFailures.failedAt, since)))
        .groupBy(loginFailures.key);
      const exceeded = rows.find(
        (row) => row.failures >= (row.key === accountKey ? LOGIN_LIMITS.account : LOGIN_LIMITS.address),
      );
      if (exceeded) {
        const oldest = new Date(exceeded.oldest).getTime();
        const retryAfter = Math.max(1, Math.ceil((oldest + WINDOW_MS - Date.now()) / 1000));
        throw new RateLimited(`Too many failed logins; try again in ${retryAfter} s`, retryAfter);
      }
    },

    async recordFailure(keys: LoginKeys) {
      await db.insert(loginFailures).values(keysOf(keys).map((key) => ({ key })));
      await db.delete(loginFailures).where(lt(loginFailures.failedAt, new Date(Date.now() - WINDOW_MS)));
    },
  };
}
