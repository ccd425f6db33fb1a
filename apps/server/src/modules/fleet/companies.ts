import { and, eq } from 'drizzle-orm';
import type { Database } from '../../core/database/client';
import { uniqueViolation } from '../../core/database/errors';
import type { AuthService } from '../auth/service';
import { contragentExists, notACompanyUser, userBlocked } from './errors';
import type { RegistryEntry } from './registry';
import type { FleetCompany, FleetMe, FleetMembership } from './schemas';
import { companies, companyUsers, type PagePermissions, PORTAL_PAGES } from './tables';

/** What a company's SUPER_ADMIN may do: every page, editable. */
export const FULL_ACCESS = Object.fromEntries(PORTAL_PAGES.map((page) => [page, 'EDIT'])) as PagePermissions;

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

/** Makes the user the company's SUPER_ADMIN, in the caller's transaction. */
export async function insertOwner(tx: Database, companyId: string, userId: string): Promise<MembershipRow> {
  const [row] = await tx
    .insert(companyUsers)
    .values({ companyId, userId, role: 'SUPER_ADMIN', status: 'active', permissions: FULL_ACCESS })
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
  /**
   * @throws Forbidden 403 `NOT_A_COMPANY_USER` (no membership in the project, or an inactive one),
   *   403 `USER_BLOCKED` (the membership or the whole company is blocked).
   */
  return async function me(projectId: string, userId: string): Promise<FleetMe> {
    const [row] = await db
      .select({ company: companies, membership: companyUsers })
      .from(companyUsers)
      .innerJoin(companies, eq(companies.id, companyUsers.companyId))
      .where(and(eq(companyUsers.userId, userId), eq(companies.projectId, projectId)));
    if (!row) throw notACompanyUser();
    if (row.membership.status === 'blocked' || row.company.status === 'blocked') throw userBlocked();
    if (row.membership.status !== 'active') throw notACompanyUser();
    const user = await auth.getUser(userId);
    return { user, company: companyView(row.company), membership: membershipView(row.membership) };
  };
}
