import { count } from 'drizzle-orm';
import type { Database } from '../../core/database/client';
import { hashPassword } from './passwords';
import { admins, users } from './tables';

export type NewAdmin = { email: string; password: string; name: string };
export type NewUser = {
  projectId: string;
  email: string;
  password: string;
  phone?: string;
  firstName?: string;
  lastName?: string;
};

export function createAuthService({ db }: { db: Database }) {
  return {
    async countAdmins(): Promise<number> {
      const [row] = await db.select({ value: count() }).from(admins);
      return row?.value ?? 0;
    },

    async createAdmin(input: NewAdmin) {
      const [admin] = await db
        .insert(admins)
        .values({
          email: normalizeEmail(input.email),
          name: input.name,
          passwordHash: await hashPassword(input.password),
        })
        .returning();
      return admin!;
    },

    async createUser(input: NewUser) {
      const [user] = await db
        .insert(users)
        .values({
          projectId: input.projectId,
          email: normalizeEmail(input.email),
          phone: input.phone,
          firstName: input.firstName ?? '',
          lastName: input.lastName ?? '',
          passwordHash: await hashPassword(input.password),
        })
        .returning();
      return user!;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
