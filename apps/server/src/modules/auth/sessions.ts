import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, ne } from 'drizzle-orm';
import { createCache } from '../../core/cache';
import type { Database } from '../../core/database/client';
import type { Invalidation } from '../../core/invalidation';
import { sessions, users } from './tables';

export type SessionOwner = { adminId: string } | { userId: string };
export type ActiveSession = {
  id: string;
  adminId: string | null;
  userId: string | null;
  expiresAt: Date;
  /** The end user's project and status (null for an admin's session). */
  user: { projectId: string; status: 'active' | 'blocked' } | null;
};

/**
 * How long a server trusts what it read of a session. Ending a session (sign-out, password change or
 * reset) reaches every server's cache at once through the invalidation topic; this only bounds a lost
 * notification.
 */
const SESSION_CACHE_MS = 10_000;
const SESSIONS_TOPIC = 'sessions';
/** Keys of the topic: a session's hash, or `user=<id>` for every session of an end user. */
const USER_PREFIX = 'user=';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Opaque session ids for admins and end users; the database keeps only their hash. */
export function createSessionStore(db: Database, ttlHours: number, invalidation: Invalidation) {
  const live = createCache<ActiveSession | undefined>({ max: 50_000, ttlMs: SESSION_CACHE_MS });
  invalidation.subscribe(SESSIONS_TOPIC, {
    changed(key) {
      if (!key.startsWith(USER_PREFIX)) return live.delete(key);
      const userId = key.slice(USER_PREFIX.length);
      live.deleteWhere((_hash, session) => session?.userId === userId);
    },
    reset: () => live.clear(),
  });

  const store = {
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

    /** The live session behind a session id (cached), or undefined when unknown or expired. */
    async find(sessionId: string): Promise<ActiveSession | undefined> {
      const session = await live.load(hash(sessionId), async () => {
        const [row] = await db
          .select({
            id: sessions.id,
            adminId: sessions.adminId,
            userId: sessions.userId,
            expiresAt: sessions.expiresAt,
            projectId: users.projectId,
            status: users.status,
          })
          .from(sessions)
          .leftJoin(users, eq(users.id, sessions.userId))
          .where(and(eq(sessions.tokenHash, hash(sessionId)), gt(sessions.expiresAt, new Date())));
        if (!row) return undefined;
        const { projectId, status, ...session } = row;
        return { ...session, user: projectId && status ? { projectId, status } : null };
      });
      return session && session.expiresAt > new Date() ? session : undefined;
    },

    async close(sessionId: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, hash(sessionId)));
      await invalidation.publish(SESSIONS_TOPIC, hash(sessionId));
    },

    /** Ends every session of a user (after a password reset); `executor` may be a transaction. */
    async closeAllOfUser(userId: string, executor: Database = db): Promise<void> {
      await executor.delete(sessions).where(eq(sessions.userId, userId));
      await store.userChanged(userId, executor);
    },

    /** Ends every other session of a user (after a password change). */
    async closeOthersOfUser(userId: string, keepSessionId: string): Promise<void> {
      await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, hash(keepSessionId))));
      await store.userChanged(userId);
    },

    /**
     * Every server reads the user's sessions again: call after a change to what a session resolves to
     * (the user blocked, moved or deleted); `executor` may be the change's transaction.
     */
    userChanged(userId: string, executor: Database = db): Promise<void> {
      return invalidation.publish(SESSIONS_TOPIC, `${USER_PREFIX}${userId}`, executor);
    },
  };
  return store;
}

export type SessionStore = ReturnType<typeof createSessionStore>;
