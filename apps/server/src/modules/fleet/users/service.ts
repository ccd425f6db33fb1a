import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, like, type SQL } from 'drizzle-orm';
import type { Database } from '../../../core/database/client';
import { NotFound } from '../../../core/errors';
import type { CompanyScope } from '../../../core/scope';
import type { AuthService } from '../../auth/service';
import { containsPattern, offsetOf } from '../../commerce/shared';
import { recordAudit } from '../audit';
import { type Memberships, mainAdminOnly } from '../membership';
import { companies, companyUsers } from '../tables';
import { mainAdminUnchangeable, uniquely } from './errors';
import type { Invitee } from './invitation';
import type {
  FleetUser,
  FleetUserCreateBody,
  FleetUserCreated,
  FleetUserListQuery,
  FleetUserPage,
  FleetUserPermissionsBody,
  FleetUserStatusBody,
  FleetUserUpdateBody,
} from './schemas';

type MemberRow = typeof companyUsers.$inferSelect;

export type FleetUsersDeps = {
  db: Database;
  auth: Pick<AuthService, 'createUser' | 'updateSelf' | 'getUser'>;
  /** Tells a new user how to set their password (invitation.ts). */
  invite(projectId: string, invitee: Invitee, channel: 'email' | 'sms'): Promise<void>;
  /** The company guard's cache, told after each commit (membership.ts). */
  memberships?: Pick<Memberships, 'userChanged'>;
};

/** Where a failure that does not fail the request is reported (the request's logger). */
export type LogFailure = (error: unknown, message: string) => void;

export function userView(row: MemberRow): FleetUser {
  return {
    id: row.id,
    userId: row.userId,
    firstName: row.firstName,
    lastName: row.lastName,
    personalNumber: row.personalNumber,
    phone: row.phone,
    email: row.email,
    role: row.role,
    status: row.status,
    permissions: row.permissions,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

const sortColumns = {
  name: [companyUsers.lastName, companyUsers.firstName],
  personalNumber: [companyUsers.personalNumber],
  email: [companyUsers.email],
  phone: [companyUsers.phone],
  role: [companyUsers.role],
  status: [companyUsers.status],
  createdAt: [companyUsers.createdAt],
} as const;

/**
 * The company's users: list, read, add (a new end user of the project, invited to set a password),
 * edit, permissions and status. Every change is audited in its own transaction. Only the main admin
 * manages ADMIN users (routes declare `users.manageAdmins`); the main admin's own status and
 * permissions never change here.
 */
export function createFleetUsers({ db, auth, invite, memberships }: FleetUsersDeps) {
  async function memberOf(scope: CompanyScope, id: string, executor: Database = db): Promise<MemberRow> {
    const [row] = await executor
      .select()
      .from(companyUsers)
      .where(and(eq(companyUsers.id, id), eq(companyUsers.companyId, scope.companyId)));
    if (!row) throw new NotFound('User');
    return row;
  }

  /** One audited change of a member: `change` runs in the transaction and returns the new row. */
  async function changeMember(
    scope: CompanyScope,
    id: string,
    change: (tx: Database, before: MemberRow) => Promise<MemberRow>,
  ): Promise<FleetUser> {
    const changed = await uniquely(() =>
      db.transaction(async (tx) => {
        const before = await memberOf(scope, id, tx);
        const after = await change(tx, before);
        await recordAudit(tx, scope, {
          entity: 'user',
          entityId: id,
          action: 'update',
          before: userView(before),
          after: userView(after),
        });
        return userView(after);
      }),
    );
    // Committed: the user's next request is checked against the change.
    memberships?.userChanged(changed.userId);
    return changed;
  }

  async function updateMember(tx: Database, id: string, values: Partial<typeof companyUsers.$inferInsert>) {
    const [row] = await tx.update(companyUsers).set(values).where(eq(companyUsers.id, id)).returning();
    return row!;
  }

  return {
    async list(scope: CompanyScope, query: FleetUserListQuery): Promise<FleetUserPage> {
      const where: SQL[] = [eq(companyUsers.companyId, scope.companyId)];
      if (query.q) where.push(like(companyUsers.searchText, containsPattern(query.q.toLowerCase())));
      if (query.role?.length) where.push(inArray(companyUsers.role, query.role));
      if (query.status?.length) where.push(inArray(companyUsers.status, query.status));
      const by = query.order === 'desc' ? desc : asc;
      const condition = and(...where);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(companyUsers)
          .where(condition)
          .orderBy(...sortColumns[query.sort].map((column) => by(column)), asc(companyUsers.id))
          .limit(query.limit)
          .offset(offsetOf(query)),
        db.select({ value: count() }).from(companyUsers).where(condition),
      ]);
      return { items: rows.map(userView), total: total?.value ?? 0, page: query.page, limit: query.limit };
    },

    async get(scope: CompanyScope, id: string): Promise<FleetUser> {
      return userView(await memberOf(scope, id));
    },

    /**
     * Adds an ADMIN user: a new end user of the project (with an unusable random password) and their
     * membership, audited, in one transaction; then tells them how to set their password.
     *
     * @throws Conflict 409 `PERSONAL_NUMBER_EXISTS` (field personalNumber), `CONTACT_EXISTS` (email / phone).
     */
    async create(
      scope: CompanyScope,
      body: FleetUserCreateBody,
      log?: LogFailure,
    ): Promise<FleetUserCreated> {
      const { row, companyName } = await uniquely(() =>
        db.transaction(async (tx) => {
          const user = await auth.createUser(
            {
              projectId: scope.projectId,
              email: body.email,
              phone: body.phone,
              firstName: body.firstName,
              lastName: body.lastName,
              password: randomBytes(24).toString('base64url'),
            },
            tx,
          );
          const [created] = await tx
            .insert(companyUsers)
            .values({
              companyId: scope.companyId,
              userId: user.id,
              role: body.role,
              status: 'active',
              personalNumber: body.personalNumber,
              permissions: body.permissions,
              firstName: body.firstName,
              lastName: body.lastName,
              email: body.email,
              phone: body.phone,
            })
            .returning();
          await recordAudit(tx, scope, {
            entity: 'user',
            entityId: created!.id,
            action: 'create',
            after: userView(created!),
          });
          const [company] = await tx
            .select({ name: companies.name })
            .from(companies)
            .where(eq(companies.id, scope.companyId));
          return { row: created!, companyName: company!.name };
        }),
      );
      const invitee = { userId: row.userId, email: row.email, phone: row.phone, companyName };
      const sent = await invite(scope.projectId, invitee, body.inviteBy).then(
        () => true,
        (error: unknown) => {
          log?.(error, 'the new fleet user’s invitation was not sent');
          return false;
        },
      );
      return { user: userView(row), invitation: { channel: body.inviteBy, sent } };
    },

    /**
     * Makes an existing end user an ADMIN of the company with this identification code (the demo seed),
     * audited as the system's change.
     */
    async addMember(input: {
      projectId: string;
      identificationCode: string;
      userId: string;
      personalNumber: string;
      permissions: FleetUser['permissions'];
    }): Promise<FleetUser> {
      const user = await auth.getUser(input.userId);
      const [company] = await db
        .select({ id: companies.id })
        .from(companies)
        .where(
          and(
            eq(companies.projectId, input.projectId),
            eq(companies.identificationCode, input.identificationCode),
          ),
        );
      if (!company) throw new NotFound('Company');
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(companyUsers)
          .values({
            companyId: company.id,
            userId: user.id,
            role: 'ADMIN',
            personalNumber: input.personalNumber,
            permissions: input.permissions,
            firstName: user.firstName,
            lastName: user.lastName,
            email: user.email,
            phone: user.phone ?? '',
          })
          .returning();
        const view = userView(row!);
        await recordAudit(
          tx,
          { companyId: company.id, userId: null },
          {
            entity: 'user',
            entityId: view.id,
            action: 'create',
            after: view,
          },
        );
        return view;
      });
    },

    /**
     * Edits a user's name, personal number, mobile and e-mail, on the membership and the platform user
     * alike. The main admin's details are theirs to edit.
     *
     * @throws Forbidden 403 `MAIN_ADMIN_ONLY` for the main admin's row by anyone else; Conflict 409
     *   `PERSONAL_NUMBER_EXISTS`, `CONTACT_EXISTS`.
     */
    async update(scope: CompanyScope, id: string, body: FleetUserUpdateBody): Promise<FleetUser> {
      return changeMember(scope, id, async (tx, before) => {
        if (before.role === 'SUPER_ADMIN' && scope.role !== 'SUPER_ADMIN') {
          throw mainAdminOnly();
        }
        await auth.updateSelf(
          before.userId,
          { firstName: body.firstName, lastName: body.lastName, phone: body.phone, email: body.email },
          tx,
        );
        return updateMember(tx, id, body);
      });
    },

    /** @throws Conflict 409 `MAIN_ADMIN_UNCHANGEABLE` for the main admin. */
    async setPermissions(
      scope: CompanyScope,
      id: string,
      body: FleetUserPermissionsBody,
    ): Promise<FleetUser> {
      return changeMember(scope, id, async (tx, before) => {
        if (before.role === 'SUPER_ADMIN') throw mainAdminUnchangeable();
        return updateMember(tx, id, { permissions: body.permissions });
      });
    },

    /**
     * Activates, deactivates or blocks a user; takes effect on their next request (the guard reads the
     * membership every time).
     *
     * @throws Conflict 409 `MAIN_ADMIN_UNCHANGEABLE` for the main admin.
     */
    async setStatus(scope: CompanyScope, id: string, body: FleetUserStatusBody): Promise<FleetUser> {
      return changeMember(scope, id, async (tx, before) => {
        if (before.role === 'SUPER_ADMIN') throw mainAdminUnchangeable();
        return updateMember(tx, id, { status: body.status });
      });
    },
  };
}

export type FleetUsers = ReturnType<typeof createFleetUsers>;
