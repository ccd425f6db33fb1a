import { eq } from 'drizzle-orm';
import type { Database } from '../../../core/database/client';
import { ValidationFailed } from '../../../core/errors';
import type { CompanyScope } from '../../../core/scope';
import type { AuthService } from '../../auth/service';
import { recordAudit } from '../audit';
import { companyUsers } from '../tables';
import { uniquely, WrongPassword } from '../users/errors';
import { userView } from '../users/service';
import {
  FLEET_LANGUAGES,
  type FleetPasswordChangeBody,
  type FleetPreferencesBody,
  type FleetProfileBody,
  type FleetSettings,
} from './schemas';

export type FleetSettingsDeps = {
  db: Database;
  auth: Pick<AuthService, 'getUser' | 'updateSelf' | 'updatePassword'>;
};

type Language = (typeof FLEET_LANGUAGES)[number];

/**
 * The signed-in company user's own settings. The language lives on the platform user (`metadata.
 * language`, which the notifications module writes in); the notification channels on the membership,
 * where the notifying features read them.
 */
export function createFleetSettings({ db, auth }: FleetSettingsDeps) {
  async function read(scope: CompanyScope): Promise<FleetSettings> {
    const [[member], user] = await Promise.all([
      db.select().from(companyUsers).where(eq(companyUsers.id, scope.membershipId)),
      auth.getUser(scope.userId),
    ]);
    const language = user.metadata.language;
    return {
      firstName: member!.firstName,
      lastName: member!.lastName,
      phone: member!.phone,
      email: member!.email,
      language: FLEET_LANGUAGES.includes(language as Language) ? (language as Language) : 'en',
      notifications: member!.notificationChannels,
    };
  }

  return {
    get: read,

    /**
     * Name, mobile and e-mail, on the membership and the platform user in one audited transaction.
     *
     * @throws Conflict 409 `CONTACT_EXISTS` (email / phone) when another account of the project has it.
     */
    async updateProfile(scope: CompanyScope, body: FleetProfileBody): Promise<FleetSettings> {
      await uniquely(() =>
        db.transaction(async (tx) => {
          const [before] = await tx
            .select()
            .from(companyUsers)
            .where(eq(companyUsers.id, scope.membershipId));
          await auth.updateSelf(scope.userId, body, tx);
          const [after] = await tx
            .update(companyUsers)
            .set(body)
            .where(eq(companyUsers.id, scope.membershipId))
            .returning();
          await recordAudit(tx, scope, {
            entity: 'user',
            entityId: scope.membershipId,
            action: 'update',
            before: userView(before!),
            after: userView(after!),
          });
        }),
      );
      return read(scope);
    },

    /**
     * Checks the current password and stores the new one; the user's other sessions end.
     *
     * @throws WrongPassword 400 `WRONG_PASSWORD` (field currentPassword) → 'Password is wrong'.
     */
    async changePassword(scope: CompanyScope, body: FleetPasswordChangeBody): Promise<void> {
      if (scope.actor.kind !== 'user') throw new Error('a password change needs the user’s session');
      await auth
        .updatePassword(scope.userId, scope.actor.sessionId, {
          oldPassword: body.currentPassword,
          newPassword: body.newPassword,
        })
        .catch((error: unknown) => {
          if (error instanceof ValidationFailed && error.fields?.[0]?.path === 'oldPassword') {
            throw new WrongPassword();
          }
          throw error;
        });
    },

    /** The language (on the platform user) and the notification channels (on the membership). */
    async updatePreferences(scope: CompanyScope, body: FleetPreferencesBody): Promise<FleetSettings> {
      // Read before the transaction: the embedded database has one connection, which the transaction holds.
      const { metadata } = await auth.getUser(scope.userId);
      await db.transaction(async (tx) => {
        if (body.language) {
          await auth.updateSelf(scope.userId, { metadata: { ...metadata, language: body.language } }, tx);
        }
        if (body.notifications) {
          const [member] = await tx
            .select({ channels: companyUsers.notificationChannels })
            .from(companyUsers)
            .where(eq(companyUsers.id, scope.membershipId));
          await tx
            .update(companyUsers)
            .set({ notificationChannels: { ...member!.channels, ...body.notifications } })
            .where(eq(companyUsers.id, scope.membershipId));
        }
      });
      return read(scope);
    },
  };
}

export type FleetSettingsService = ReturnType<typeof createFleetSettings>;
