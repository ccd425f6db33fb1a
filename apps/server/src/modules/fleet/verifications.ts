import { and, asc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../core/database/client';
import { lockForTransaction } from '../../core/database/locks';
import { RateLimited } from '../../core/errors';
import { CODE_TTL_MS, codeMatches, hashCode, MAX_ATTEMPTS, newCode } from './codes';
import { InvalidCode } from './errors';
import { type VerificationPurpose, verificationCodes } from './tables';

/** Codes asked for one destination: one a minute, five an hour. */
export const SEND_LIMITS = { gapSeconds: 60, perHour: 5 } as const;
const HOUR_MS = 3_600_000;

export type NewVerification = {
  projectId: string;
  purpose: VerificationPurpose;
  channel: 'phone' | 'email';
  destination: string;
  /** The account a reset is for; null: none matched, the code is issued but never sent. */
  userId?: string | null;
};

export type VerificationRow = typeof verificationCodes.$inferSelect;

/** The one-time codes of sign-up and password reset: issue (rate limited), try, consume. */
export function createVerifications(db: Database) {
  return {
    /**
     * Stores a new code for the destination and returns it (the caller sends it). The rate limit is
     * read and the row written under a lock on the destination, so parallel asks cannot slip past it.
     *
     * @throws RateLimited (429, Retry-After) after a code in the last minute or five in the last hour.
     */
    async issue(input: NewVerification): Promise<{ id: string; code: string; expiresAt: Date }> {
      const code = newCode();
      const codeHash = await hashCode(code);
      const now = Date.now();
      return db.transaction(async (tx) => {
        await lockForTransaction(tx, `fleet.code:${input.projectId}:${input.destination}`);
        const recent = await tx
          .select({ createdAt: verificationCodes.createdAt })
          .from(verificationCodes)
          .where(
            and(
              eq(verificationCodes.projectId, input.projectId),
              eq(verificationCodes.destination, input.destination),
              gt(verificationCodes.createdAt, new Date(now - HOUR_MS)),
            ),
          )
          .orderBy(asc(verificationCodes.createdAt));
        const times = recent.map((row) => row.createdAt.getTime());
        const last = times.at(-1);
        if (last !== undefined && last > now - SEND_LIMITS.gapSeconds * 1000) {
          throw tooSoon(last + SEND_LIMITS.gapSeconds * 1000 - now);
        }
        if (times.length >= SEND_LIMITS.perHour) {
          throw tooSoon(times[times.length - SEND_LIMITS.perHour]! + HOUR_MS - now);
        }
        // Rows older than the rate-limit window and dead are of no use any more.
        await tx.delete(verificationCodes).where(lt(verificationCodes.expiresAt, new Date(now - HOUR_MS)));
        const [row] = await tx
          .insert(verificationCodes)
          .values({
            ...input,
            userId: input.userId ?? null,
            codeHash,
            expiresAt: new Date(now + CODE_TTL_MS),
            createdAt: new Date(now),
          })
          .returning({ id: verificationCodes.id, expiresAt: verificationCodes.expiresAt });
        return { id: row!.id, code, expiresAt: row!.expiresAt };
      });
    },

    /** Drops a code that could not be sent (it does not count against the rate limit then). */
    async discard(id: string): Promise<void> {
      await db.delete(verificationCodes).where(eq(verificationCodes.id, id));
    },

    /**
     * One try of a code: counts it (before comparing, so parallel guesses count too), then compares.
     * Does not consume it: the caller does that in the transaction of what the code allows.
     *
     * @param scope what the verification must be: its project, purpose and, for sign-up, destination.
     * @throws InvalidCode `unknown` (no such verification in this scope), `used`, `expired`,
     *   `attempts_exhausted` (5 tries were made), `mismatch` (a wrong code; a try is used up).
     */
    async attempt(
      id: string,
      scope: { projectId: string; purpose: VerificationPurpose; destination?: string },
      code: string,
    ): Promise<VerificationRow> {
      const inScope = and(
        eq(verificationCodes.id, id),
        eq(verificationCodes.projectId, scope.projectId),
        eq(verificationCodes.purpose, scope.purpose),
        scope.destination === undefined ? undefined : eq(verificationCodes.destination, scope.destination),
      );
      const now = new Date();
      const [row] = await db
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(
          and(
            inScope,
            isNull(verificationCodes.consumedAt),
            gt(verificationCodes.expiresAt, now),
            lt(verificationCodes.attempts, MAX_ATTEMPTS),
          ),
        )
        .returning();
      if (!row) {
        const [dead] = await db.select().from(verificationCodes).where(inScope);
        throw new InvalidCode(whyDead(dead, now));
      }
      if (!(await codeMatches(code, row.codeHash))) {
        const left = MAX_ATTEMPTS - row.attempts;
        throw new InvalidCode({
          path: 'code',
          rule: 'mismatch',
          message:
            left > 0 ? `Wrong code; ${left} tries left` : 'Wrong code; no tries left, ask for a new one',
        });
      }
      return row;
    },

    /**
     * Marks the code used, in the caller's transaction: it is used exactly when that commits.
     *
     * @throws InvalidCode `used` when a parallel request consumed it first.
     */
    async consume(tx: Database, id: string): Promise<void> {
      const used = await tx
        .update(verificationCodes)
        .set({ consumedAt: new Date() })
        .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)))
        .returning({ id: verificationCodes.id });
      if (used.length === 0) throw new InvalidCode(usedField);
    },
  };
}

export type Verifications = ReturnType<typeof createVerifications>;

const usedField = { path: 'code', rule: 'used', message: 'This code was used already; ask for a new one' };

function whyDead(row: VerificationRow | undefined, now: Date) {
  if (!row) {
    return { path: 'verificationId', rule: 'unknown', message: 'No code was sent for this verification' };
  }
  if (row.consumedAt) return usedField;
  if (row.expiresAt <= now) {
    return { path: 'code', rule: 'expired', message: 'The code has expired; ask for a new one' };
  }
  return {
    path: 'code',
    rule: 'attempts_exhausted',
    message: 'Too many wrong codes; ask for a new one',
  };
}

function tooSoon(milliseconds: number): RateLimited {
  const seconds = Math.max(1, Math.ceil(milliseconds / 1000));
  return new RateLimited(`Too many codes asked for; try again in ${seconds} s`, seconds);
}
