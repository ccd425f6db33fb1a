import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { Database } from '../../core/database/client';
import { sessions, users } from './tables';

export type SessionOwner = { adminId: string } | { userId: string };

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

    /** The owner of a live session, with the end user's project and status, in one query. */
    async findOwner(sessionId: string) {
      const [row] = await db
        .select({
          adminId: sessions.adminId,
          user: { id: users.id, projectId: users.projectId, status: users.status },
        })
        .from(sessions)
        .leftJoin(users, eq(users.id, sessions.userId))
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
