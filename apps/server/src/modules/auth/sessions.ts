import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { Database } from '../../core/database/client';
import { sessions } from './tables';

export type SessionOwner = { adminId: string } | { userId: string };
export type ActiveSession = {
  id: string;
  adminId: string | null;
  userId: string | null;
  expiresAt: Date;
};

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Opaque session ids for admins and end users; the database keeps only their hash. */
export function createSessionStore(db: Database, ttlHours: number) {
  return {
    async open(owner: SessionOwner): Promise<{ sessionId: string; expiresAt: Date }> {
      const sessionId = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + ttlHours * 3_600_000);
      await db.insert(sessions).values({ tokenHash: hash(sessionId), expiresAt, ...owner });
      // Expired sessions of this owner are of no use to anyone: clear them while we are here.
      await db
        .delete(sessions)
        .where(
          and(
            'adminId' in owner ? eq(sessions.adminId, owner.adminId) : eq(sessions.userId, owner.userId),
            lt(sessions.expiresAt, new Date()),
          ),
        );
      return { sessionId, expiresAt };
    },

    /** The live session behind a session id, or undefined when unknown or expired. */
    async find(sessionId: string): Promise<ActiveSession | undefined> {
      const [row] = await db
        .select({
          id: sessions.id,
          adminId: sessions.adminId,
          userId: sessions.userId,
          expiresAt: sessions.expiresAt,
        })
        .from(sessions)
        .where(and(eq(sessions.tokenHash, hash(sessionId)), gt(sessions.expiresAt, new Date())));
      return row;
    },

    async close(sessionId: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, hash(sessionId)));
    },

    /** Ends every session of a user (after a password reset); `executor` may be a transaction. */
    async closeAllOfUser(userId: string, executor: Database = db): Promise<void> {
      await executor.delete(sessions).where(eq(sessions.userId, userId));
    },

    /** Ends every other session of a user (after a password change). */
    async closeOthersOfUser(userId: string, keepSessionId: string): Promise<void> {
      await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, hash(keepSessionId))));
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
