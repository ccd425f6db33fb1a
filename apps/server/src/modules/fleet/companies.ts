import { eq } from 'drizzle-orm';
import type { Database } from '../../core/database/client';
import { uniqueViolation } from '../../core/database/errors';
import type { CompanyScope } from '../../core/scope';
import type { AuthService } from '../auth/service';
import { contragentExists, notACompanyUser } from './errors';
import { FULL_ACCESS } from './permissions';
import type { RegistryEntry } from './registry';
import type { FleetCompany, FleetMe, FleetMembership } from './schemas';
import { companies, companyUsers } from './tables';

type CompanyRow = typeof companies.$inferSelect;
type MembershipRow = typeof companyUsers.$inferSelect;

/**
 * Inserts a company under its registered name, in the caller's transaction.
 *
 * @throws Conflict 409 `CONTRAGENT_EXISTS` (field `identificationCode`) when the project has it already.
 */
export async function insertCompany(
  tx: Database,
  input: { projectId: string; entry: RegistryEntry; email: string; phone: string },
): Promise<CompanyRow> {
  try {
    const [row] = await tx
      .insert(companies)
      .values({
        projectId: input.projectId,
        contragentType: input.entry.contragentType,
        identificationCode: input.entry.identificationCode,
        name: input.entry.name,
        email: input.email,
        phone: input.phone,
      })
      .returning();
    return row!;
  } catch (error) {
    if (uniqueViolation(error) === 'companies_project_identification_code_unique') {
      throw contragentExists('identificationCode');
    }
    throw error;
  }
}

/** The platform user's name and contacts, which the membership keeps for the users page. */
export type MemberContact = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
};

/** Makes the user the company's SUPER_ADMIN, in the caller's transaction. */
export async function insertOwner(
  tx: Database,
  companyId: string,
  user: MemberContact,
): Promise<MembershipRow> {
  const [row] = await tx
    .insert(companyUsers)
    .values({
      companyId,
      userId: user.id,
      role: 'SUPER_ADMIN',
      status: 'active',
      permissions: FULL_ACCESS,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phone: user.phone ?? '',
    })
    .returning();
  return row!;
}

export function companyView(row: CompanyRow): FleetCompany {
  const { projectId: _projectId, ...company } = row;
  return company;
}

export function membershipView(row: MembershipRow): FleetMembership {
  return row;
}

/** The signed-in company user: who they are, their company and their membership. */
export function createMe({ db, auth }: { db: Database; auth: Pick<AuthService, 'getUser'> }) {
  /** For a caller the company guard has let through (core/scope.ts: blocked and inactive users never get here). */
  return async function me(scope: Pick<CompanyScope, 'membershipId' | 'userId'>): Promise<FleetMe> {
    const [[row], user] = await Promise.all([
      db
        .select({ company: companies, membership: companyUsers })
        .from(companyUsers)
        .innerJoin(companies, eq(companies.id, companyUsers.companyId))
        .where(eq(companyUsers.id, scope.membershipId)),
      auth.getUser(scope.userId),
    ]);
    if (!row) throw notACompanyUser();
    return { user, company: companyView(row.company), membership: membershipView(row.membership) };
  };
}
