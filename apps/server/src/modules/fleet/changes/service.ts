import { and, asc, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../core/database/client';
import type { Pagination } from '../../../core/schemas';
import type { CompanyScope } from '../../../core/scope';
import type { AuthService, UserName } from '../../auth/service';
import { companyUsers, fleetAudit } from '../tables';
import { BUSINESS_TIME_ZONE } from '../vocabulary';
import {
  CHANGE_ENTITIES,
  type FleetChange,
  type FleetChangeActor,
  type FleetChangeActorPage,
  type FleetChangeListQuery,
  type FleetChangePage,
} from './schemas';

type ChangesScope = Pick<CompanyScope, 'companyId' | 'projectId'>;
type AuditRow = typeof fleetAudit.$inferSelect;

/** Fields every snapshot has that say nothing about the change. */
const IGNORED_FIELDS = new Set(['id', 'createdAt', 'updatedAt']);

/** The start of a calendar day in Tbilisi, as an instant (fleet-domain.md: windows are computed in SQL). */
const dayStart = (day: string, plusDays = 0) =>
  sql`((cast(${day} as date) + ${plusDays}::int)::timestamp at time zone ${BUSINESS_TIME_ZONE})`;

/** The vehicle changes page: the company's audit log of vehicles and groups, with who made each change. */
export function createChangesService({ db, auth }: { db: Database; auth: Pick<AuthService, 'listNames'> }) {
  async function actorsOf(scope: ChangesScope, userIds: string[]) {
    const names = await auth.listNames(scope.projectId, [...new Set(userIds)]);
    return new Map(names.map((user) => [user.id, { userId: user.id, name: displayName(user) }]));
  }

  return {
    /** Filtered by vehicle, user, entity and days (Asia/Tbilisi), paged in the database. */
    async list(scope: ChangesScope, query: FleetChangeListQuery): Promise<FleetChangePage> {
      const where: SQL[] = [eq(fleetAudit.companyId, scope.companyId)];
      if (query.vehicleId) {
        where.push(eq(fleetAudit.entity, 'vehicle'), eq(fleetAudit.entityId, query.vehicleId));
      } else if (query.entity) {
        where.push(eq(fleetAudit.entity, query.entity));
      } else {
        where.push(inArray(fleetAudit.entity, [...CHANGE_ENTITIES]));
      }
      if (query.userId) where.push(eq(fleetAudit.actorUserId, query.userId));
      if (query.from) where.push(gte(fleetAudit.at, dayStart(query.from)));
      if (query.to) where.push(lt(fleetAudit.at, dayStart(query.to, 1)));
      const direction = query.order === 'asc' ? asc : desc;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(fleetAudit)
          .where(and(...where))
          .orderBy(direction(fleetAudit.at), direction(fleetAudit.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db
          .select({ value: count() })
          .from(fleetAudit)
          .where(and(...where)),
      ]);
      const actors = await actorsOf(
        scope,
        rows.flatMap((row) => (row.actorUserId ? [row.actorUserId] : [])),
      );
      return {
        items: rows.map((row) => changeView(row, row.actorUserId ? actors.get(row.actorUserId) : undefined)),
        total: total?.value ?? 0,
        page: query.page,
        limit: query.limit,
      };
    },

    /** The company's users, by name: the page's user filter. */
    async actors(scope: ChangesScope, query: Pagination): Promise<FleetChangeActorPage> {
      const members = await db
        .select({ userId: companyUsers.userId })
        .from(companyUsers)
        .where(eq(companyUsers.companyId, scope.companyId));
      const actors = await actorsOf(
        scope,
        members.map((member) => member.userId),
      );
      const sorted = [...actors.values()].sort((a, b) => a.name.localeCompare(b.name));
      const start = (query.page - 1) * query.limit;
      return {
        items: sorted.slice(start, start + query.limit),
        total: sorted.length,
        page: query.page,
        limit: query.limit,
      };
    },
  };
}

function displayName(user: UserName): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}

function changeView(row: AuditRow, actor: FleetChangeActor | undefined): FleetChange {
  const snapshot = row.after ?? row.before;
  const subject = row.entity === 'vehicle' ? snapshot?.registrationNumber : snapshot?.name;
  return {
    id: row.id,
    at: row.at,
    entity: row.entity as FleetChange['entity'],
    entityId: row.entityId,
    action: row.action,
    actor: actor ?? null,
    subject: typeof subject === 'string' ? subject : null,
    changes: changedFields(row.before, row.after),
    before: row.before,
    after: row.after,
  };
}

/** The fields whose value differs between the snapshots (a group compares by id). */
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): FleetChange['changes'] {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: FleetChange['changes'] = [];
  for (const field of fields) {
    if (IGNORED_FIELDS.has(field)) continue;
    const was = before?.[field] ?? null;
    const is = after?.[field] ?? null;
    if (JSON.stringify(comparable(was)) !== JSON.stringify(comparable(is))) {
      changes.push({ field, before: was, after: is });
    }
  }
  return changes;
}

function comparable(value: unknown): unknown {
  return value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value;
}

export type ChangesService = ReturnType<typeof createChangesService>;
