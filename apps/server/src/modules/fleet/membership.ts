import { and, eq, sql } from 'drizzle-orm';
import { createCache } from '../../core/cache';
import type { Database } from '../../core/database/client';
import { Forbidden } from '../../core/errors';
import type { Invalidation } from '../../core/invalidation';
import type { CompanyRule, ScopeResolvers } from '../../core/scope';
import { notACompanyUser, userBlocked } from './errors';
import {
  type CompanyRole,
  FLEET_ACTIONS,
  type FleetAction,
  type PagePermissions,
  refusalOf,
} from './permissions';
import { companies, companyUsers } from './tables';

/** A route's company rule, typed against the permission table (`config: { company: needs('vehicles.write') }`). */
export function needs(action: FleetAction): CompanyRule {
  return { action };
}

export const notAuthorized = () => new Forbidden('The user is not authorized', 'NOT_AUTHORIZED');
export const mainAdminOnly = () =>
  new Forbidden('Only main admin can proceed this action', 'MAIN_ADMIN_ONLY');

/**
 * How long a server trusts a membership it read. What changes one reaches every server's cache at once:
 * this server's when the users service commits it ({@link Memberships.userChanged}), every server's
 * through the database's NOTIFY at commit (the trigger of migration 0004, whoever writes: the services,
 * the retailer's back office, SQL), within milliseconds. This only bounds a lost notification.
 */
const MEMBERSHIP_CACHE_MS = 10_000;
/** Keys: `user=<id>` (a membership's status, role, permissions or company), `company=<id>` (its status). */
export const MEMBERSHIPS_TOPIC = 'memberships';

type Membership = {
  projectId: string;
  companyId: string;
  companyStatus: 'active' | 'blocked';
  membershipId: string;
  status: 'active' | 'inactive' | 'blocked';
  role: CompanyRole;
  permissions: PagePermissions;
};

/**
 * The company guard's resolver over a per-server cache of memberships (one prepared query on a miss),
 * and what tells the cache that a membership changed.
 */
export function createMemberships(db: Database, invalidation: Invalidation) {
  const cache = createCache<Membership | undefined>({ max: 50_000, ttlMs: MEMBERSHIP_CACHE_MS });
  invalidation.subscribe(MEMBERSHIPS_TOPIC, {
    changed(key) {
      const [kind, id] = key.split('=');
      if (kind === 'user' && id) cache.delete(id);
      else if (kind === 'company' && id) cache.deleteWhere((_userId, member) => member?.companyId === id);
      else cache.clear();
    },
    reset: () => cache.clear(),
  });
  // A user has one membership at most (company_users_user_unique).
  const membershipOf = db
    .select({
      projectId: companies.projectId,
      companyId: companies.id,
      companyStatus: companies.status,
      membershipId: companyUsers.id,
      status: companyUsers.status,
      role: companyUsers.role,
      permissions: companyUsers.permissions,
    })
    .from(companyUsers)
    .innerJoin(companies, eq(companies.id, companyUsers.companyId))
    .where(eq(companyUsers.userId, sql.placeholder('userId')))
    .prepare('fleet_membership');

  /**
   * The user's membership checked against the route's rule, as the guard needs it on every request.
   *
   * @throws Forbidden 403 `USER_BLOCKED` (membership or company blocked), `NOT_A_COMPANY_USER` (none,
   *   in another project, or inactive), `NOT_AUTHORIZED` (page permission missing), `MAIN_ADMIN_ONLY`
   *   (a SUPER_ADMIN action).
   */
  const companyOf: ScopeResolvers['companyOf'] = async (actor, rule) => {
    if (!(rule.action in FLEET_ACTIONS)) throw new Error(`unknown fleet action ${rule.action}`);
    const row = await cache.load(actor.userId, async () => {
      const [found] = await membershipOf.execute({ userId: actor.userId });
      return found;
    });
    if (!row || row.projectId !== actor.projectId) throw notACompanyUser();
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

  return {
    companyOf,
    /** The company's active members whose role or page permissions allow `action` (whom to tell). */
    async membersAllowed(companyId: string, action: FleetAction): Promise<string[]> {
      const members = await db
        .select({
          userId: companyUsers.userId,
          role: companyUsers.role,
          permissions: companyUsers.permissions,
        })
        .from(companyUsers)
        .where(and(eq(companyUsers.companyId, companyId), eq(companyUsers.status, 'active')));
      return members.filter((member) => !refusalOf(member, action)).map((member) => member.userId);
    },
    /**
     * After the commit of a change to a user's membership (status, role, permissions): this server's
     * guard reads it again on the user's next request. (The database's trigger tells every server.)
     */
    userChanged(userId: string): void {
      invalidation.dispatchHere(MEMBERSHIPS_TOPIC, `user=${userId}`);
    },
  };
}

export type Memberships = ReturnType<typeof createMemberships>;
