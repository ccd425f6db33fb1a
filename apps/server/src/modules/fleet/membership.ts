import { and, eq } from 'drizzle-orm';
import type { Database } from '../../core/database/client';
import { Forbidden } from '../../core/errors';
import type { CompanyRule, ScopeResolvers } from '../../core/scope';
import { notACompanyUser, userBlocked } from './errors';
import { FLEET_ACTIONS, type FleetAction, refusalOf } from './permissions';
import { companies, companyUsers } from './tables';

/** A route's company rule, typed against the permission table (`config: { company: needs('vehicles.write') }`). */
export function needs(action: FleetAction): CompanyRule {
  return { action };
}

export const notAuthorized = () => new Forbidden('The user is not authorized', 'NOT_AUTHORIZED');
export const mainAdminOnly = () =>
  new Forbidden('Only main admin can proceed this action', 'MAIN_ADMIN_ONLY');

/**
 * The company guard's resolver: one query for the user's membership and company, read on every request
 * so that a block or a permission change takes effect on the user's next call.
 *
 * @throws Forbidden 403 `USER_BLOCKED` (membership or company blocked), `NOT_A_COMPANY_USER` (none, or
 *   inactive), `NOT_AUTHORIZED` (page permission missing), `MAIN_ADMIN_ONLY` (a SUPER_ADMIN action).
 */
export function createCompanyResolver(db: Database): ScopeResolvers['companyOf'] {
  return async (actor, rule) => {
    if (!(rule.action in FLEET_ACTIONS)) throw new Error(`unknown fleet action ${rule.action}`);
    const [row] = await db
      .select({
        companyId: companies.id,
        companyStatus: companies.status,
        membershipId: companyUsers.id,
        status: companyUsers.status,
        role: companyUsers.role,
        permissions: companyUsers.permissions,
      })
      .from(companyUsers)
      .innerJoin(companies, eq(companies.id, companyUsers.companyId))
      .where(and(eq(companyUsers.userId, actor.userId), eq(companies.projectId, actor.projectId)));
    if (!row) throw notACompanyUser();
    if (row.status === 'blocked' || row.companyStatus === 'blocked') throw userBlocked();
    if (row.status !== 'active') throw notACompanyUser();
    const refusal = refusalOf(row, rule.action as FleetAction);
    if (refusal === 'NOT_AUTHORIZED') throw notAuthorized();
    if (refusal === 'MAIN_ADMIN_ONLY') throw mainAdminOnly();
    return {
      companyId: row.companyId,
      membershipId: row.membershipId,
      userId: actor.userId,
      role: row.role,
      permissions: row.permissions,
    };
  };
}
