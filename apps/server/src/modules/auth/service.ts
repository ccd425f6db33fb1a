import { and, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../core/database/client';
import { uniqueViolation } from '../../core/database/errors';
import { Conflict, Forbidden, NotFound, Unauthenticated, ValidationFailed } from '../../core/errors';
import type { Invalidation } from '../../core/invalidation';
import { hashPassword, verifyPassword } from './passwords';
import { createLoginLimiter } from './rate-limit';
import type {
  AdminSession,
  LoginBody,
  SignupBody,
  UpdatePasswordBody,
  UpdateSelfBody,
  UserSession,
} from './schemas';
import { createSessionStore } from './sessions';
import { admins, users } from './tables';

export type NewAdmin = { email: string; password: string; name: string };
export type NewUser = Omit<SignupBody, 'email'> & { projectId: string; email: string };

/** Compared against when the e-mail is unknown, so a login takes as long whether or not the account exists. */
const UNKNOWN_ACCOUNT_HASH = hashPassword('unknown-account-placeholder');

const uniqueFields: Record<string, string> = {
  admins_email_unique: 'email',
  users_project_email_unique: 'email',
  users_project_phone_unique: 'phone',
};

export function createAuthService({
  db,
  sessionTtlHours,
  invalidation,
}: {
  db: Database;
  sessionTtlHours: number;
  invalidation: Invalidation;
}) {
  const sessions = createSessionStore(db, sessionTtlHours, invalidation);
  const limiter = createLoginLimiter(db);

  async function checkPassword(scope: string, body: LoginBody, ip: string, storedHash: string | undefined) {
    const keys = { account: `${scope}:${body.email}`, address: ip };
    await limiter.check(keys);
    const matches = await verifyPassword(body.password, storedHash ?? (await UNKNOWN_ACCOUNT_HASH));
    if (!storedHash || !matches) {
      await limiter.recordFailure(keys);
      throw new Unauthenticated('Incorrect e-mail or password', 'INVALID_CREDENTIALS');
    }
  }

  async function insertOrConflict<T>(insert: () => Promise<T>): Promise<T> {
    try {
      return await insert();
    } catch (error) {
      const constraint = uniqueViolation(error);
      const field = constraint !== undefined ? uniqueFields[constraint] : undefined;
      if (!field) throw error;
      throw new Conflict(`An account with this ${field} already exists`, [
        { path: field, rule: 'unique', message: `An account with this ${field} already exists` },
      ]);
    }
  }

  const service = {
    sessions,

    async countAdmins(): Promise<number> {
      const [row] = await db.select({ value: count() }).from(admins);
      return row?.value ?? 0;
    },

    async createAdmin(input: NewAdmin) {
      const values = {
        email: normalizeEmail(input.email),
        name: input.name,
        passwordHash: await hashPassword(input.password),
      };
      const [admin] = await insertOrConflict(() => db.insert(admins).values(values).returning());
      return admin!;
    },

    /** `executor`: a transaction of the caller's (fleet sign-up), so the user commits with its other rows. */
    async createUser(input: NewUser, executor: Database = db) {
      const values = {
        projectId: input.projectId,
        email: normalizeEmail(input.email),
        phone: input.phone,
        firstName: input.firstName ?? '',
        lastName: input.lastName ?? '',
        metadata: input.metadata ?? {},
        passwordHash: await hashPassword(input.password),
      };
      const [user] = await insertOrConflict(() => executor.insert(users).values(values).returning());
      return user!;
    },

    /** The id of the project's end user with this e-mail (normalized here) or phone, if any. */
    async findUserIdByContact(
      projectId: string,
      contact: { email: string } | { phone: string },
    ): Promise<string | undefined> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.projectId, projectId),
            'email' in contact
              ? eq(users.email, normalizeEmail(contact.email))
              : eq(users.phone, contact.phone),
          ),
        );
      return row?.id;
    },

    /**
     * Sets a new password without the old one (a reset the caller has verified otherwise) and ends all
     * of the user's sessions. `executor` may be the caller's transaction.
     *
     * @throws ValidationFailed `differs_from_current` when it is the current password.
     */
    async setPassword(userId: string, newPassword: string, executor: Database = db): Promise<void> {
      const [user] = await executor
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, userId));
      if (!user) throw new NotFound('User');
      if (await verifyPassword(newPassword, user.passwordHash)) {
        throw new ValidationFailed('The new password must differ from the current one', [
          { path: 'newPassword', rule: 'differs_from_current', message: 'Use a new password' },
        ]);
      }
      await executor
        .update(users)
        .set({ passwordHash: await hashPassword(newPassword) })
        .where(eq(users.id, userId));
      await sessions.closeAllOfUser(userId, executor);
    },

    async getAdmin(adminId: string) {
      const [admin] = await db.select().from(admins).where(eq(admins.id, adminId));
      if (!admin) throw new NotFound('Admin');
      return admin;
    },

    async getUser(userId: string) {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user) throw new NotFound('User');
      return user;
    },

    async loginAdmin(body: LoginBody, ip: string): Promise<AdminSession> {
      const [admin] = await db.select().from(admins).where(eq(admins.email, body.email));
      await checkPassword('admin', body, ip, admin?.passwordHash);
      const session = await sessions.open({ adminId: admin!.id });
      return { ...session, user: admin! };
    },

    async loginUser(projectId: string, body: LoginBody, ip: string): Promise<UserSession> {
      const [user] = await db
        .select()
        .from(users)
        .where(and(eq(users.projectId, projectId), eq(users.email, body.email)));
      await checkPassword(`project:${projectId}`, body, ip, user?.passwordHash);
      if (user!.status === 'blocked') throw new Forbidden('This user is blocked', 'USER_BLOCKED');
      const session = await sessions.open({ userId: user!.id });
      return { ...session, user: user! };
    },

    async signup(projectId: string, body: SignupBody): Promise<UserSession> {
      const user = await service.createUser({ ...body, projectId });
      const session = await sessions.open({ userId: user.id });
      return { ...session, user };
    },

    /** `executor`: a transaction of the caller's (a fleet user's edit), so both records change together. */
    async updateSelf(userId: string, body: UpdateSelfBody & { email?: string }, executor: Database = db) {
      const changes = body.email === undefined ? body : { ...body, email: normalizeEmail(body.email) };
      const [user] = await insertOrConflict(() =>
        executor.update(users).set(changes).where(eq(users.id, userId)).returning(),
      );
      if (!user) throw new NotFound('User');
      return user;
    },

    /** Checks the old password, stores the new one and ends the user's other sessions. */
    async updatePassword(userId: string, sessionId: string, body: UpdatePasswordBody): Promise<void> {
      const user = await service.getUser(userId);
      if (!(await verifyPassword(body.oldPassword, user.passwordHash))) {
        throw new ValidationFailed('The current password is wrong', [
          { path: 'oldPassword', rule: 'matches_current', message: 'The current password is wrong' },
        ]);
      }
      if (body.oldPassword === body.newPassword) {
        throw new ValidationFailed('The new password must differ from the current one', [
          { path: 'newPassword', rule: 'differs_from_current', message: 'Use a new password' },
        ]);
      }
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(body.newPassword) })
        .where(eq(users.id, userId));
      await sessions.closeOthersOfUser(userId, sessionId);
    },

    /** Who a session id belongs to: used to resolve the caller of every request. */
    async resolveSession(sessionId: string) {
      const session = await sessions.find(sessionId);
      if (!session) return undefined;
      if (session.adminId) return { kind: 'admin' as const, adminId: session.adminId };
      if (!session.user || session.user.status === 'blocked') return undefined;
      return { kind: 'user' as const, userId: session.userId!, projectId: session.user.projectId };
    },

    /** Number of end users per project, in one query. */
    async countUsersByProject(projectIds: string[]): Promise<Map<string, number>> {
      if (projectIds.length === 0) return new Map();
      const rows = await db
        .select({ projectId: users.projectId, value: count() })
        .from(users)
        .where(inArray(users.projectId, projectIds))
        .groupBy(users.projectId);
      return new Map(rows.map((row) => [row.projectId, row.value]));
    },

    /**
     * How to reach end users of a project (notifications, chat): those of `userIds` that belong to it,
     * or, with `'all'`, every active one. Users of other projects are left out, never an error.
     */
    async listContacts(projectId: string, userIds: string[] | 'all'): Promise<UserContact[]> {
      if (userIds !== 'all' && userIds.length === 0) return [];
      return db
        .select({
          id: users.id,
          email: users.email,
          phone: users.phone,
          status: users.status,
          metadata: users.metadata,
        })
        .from(users)
        .where(
          and(
            eq(users.projectId, projectId),
            userIds === 'all' ? eq(users.status, 'active') : inArray(users.id, userIds),
          ),
        );
    },
  };
  return service;
}

export type UserContact = {
  id: string;
  email: string;
  phone: string | null;
  status: 'active' | 'blocked';
  metadata: Record<string, unknown>;
};

export type AuthService = ReturnType<typeof createAuthService>;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
