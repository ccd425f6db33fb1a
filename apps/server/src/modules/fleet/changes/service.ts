import { and, asc, count, desc, eq, gte, inArray, lt, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { createCache } from '../../../core/cache';
import type { Database } from '../../../core/database/client';
import { withCompiledRows } from '../../../core/database/rows';
import { statementsByShape } from '../../../core/database/statements';
import type { Pagination } from '../../../core/schemas';
import type { CompanyScope } from '../../../core/scope';
import { companyUsers, fleetAudit } from '../tables';
import { BUSINESS_TIME_ZONE } from '../vocabulary';
import {
  CHANGE_ENTITIES,
  CHANGES_COUNT_CAP,
  type FleetChange,
  type FleetChangeActorPage,
  type FleetChangeListQuery,
  type FleetChangePage,
} from './schemas';

type ChangesScope = Pick<CompanyScope, 'companyId'>;
type AuditRow = typeof fleetAudit.$inferSelect;
type Name = { firstName: string | null; lastName: string | null; email: string | null };

/** Fields every snapshot has that say nothing about the change. */
const IGNORED_FIELDS = new Set(['id', 'createdAt', 'updatedAt']);

/** The start of a calendar day in Tbilisi, as an instant (fleet-domain.md: windows are computed in SQL). */
const dayStart = (day: SQLWrapper, plusDays = 0) =>
  sql`((cast(${day} as date) + ${plusDays}::int)::timestamp at time zone ${BUSINESS_TIME_ZONE})`;

const memberName = {
  firstName: companyUsers.firstName,
  lastName: companyUsers.lastName,
  email: companyUsers.email,
};

type FilterName = 'companyId' | 'vehicleId' | 'entity' | 'userId' | 'from' | 'to';
/**
 * A list statement's shape: the filters present (their values are placeholders), the direction, and
 * whether the page carries its count.
 */
type ListShape = { filters: FilterName[]; order: 'asc' | 'desc'; counted: boolean };

/** How many filters' "over the cap" a server remembers (each a short string). */
const OVER_CAP_MEMORY = 10_000;

/** The values of the filters a request uses (the vehicle's filter wins over the entity's). */
function bindFilters(companyId: string, query: FleetChangeListQuery): Partial<Record<FilterName, string>> {
  const values: Partial<Record<FilterName, string>> = { companyId };
  if (query.vehicleId) values.vehicleId = query.vehicleId;
  else if (query.entity) values.entity = query.entity;
  if (query.userId) values.userId = query.userId;
  if (query.from) values.from = query.from;
  if (query.to) values.to = query.to;
  return values;
}

/** The conditions of the filters present, their values as placeholders. */
function matching(filters: FilterName[]): SQL {
  const value = (name: FilterName) => sql.placeholder(name);
  const where: SQL[] = [eq(fleetAudit.companyId, value('companyId'))];
  if (filters.includes('vehicleId')) {
    where.push(eq(fleetAudit.entity, 'vehicle'), eq(fleetAudit.entityId, value('vehicleId')));
  } else if (filters.includes('entity')) {
    where.push(eq(fleetAudit.entity, value('entity')));
  } else {
    where.push(inArray(fleetAudit.entity, [...CHANGE_ENTITIES]));
  }
  if (filters.includes('userId')) where.push(eq(fleetAudit.actorUserId, value('userId')));
  if (filters.includes('from')) where.push(gte(fleetAudit.at, dayStart(value('from'))));
  if (filters.includes('to')) where.push(lt(fleetAudit.at, dayStart(value('to'), 1)));
  return and(...where)!;
}

/**
 * The vehicle changes page: the company's audit log of vehicles and groups, with who made each change
 * (their name as the company's users page has it).
 */
export function createChangesService({ db }: { db: Database }) {
  // The log only grows (rows are appended and go only with their company), and a day filter names
  // fixed days: a filter once counted past the cap stays past it, on every server, so it is not counted
  // again. Not for a user's filter: deleting a user clears their name from their rows.
  const overCap = createCache<true>({ max: OVER_CAP_MEMORY, ttlMs: Number.POSITIVE_INFINITY });
  const overCapKey = (values: Partial<Record<FilterName, string>>) =>
    values.userId ? undefined : JSON.stringify(values);
  // Counted up to the cap: an exact count of a long log costs more than the page itself.
  const cappedCount = (filters: FilterName[]) =>
    db.select({ value: count() }).from(
      db
        .select({ one: sql`1` })
        .from(fleetAudit)
        .where(matching(filters))
        .limit(CHANGES_COUNT_CAP + 1)
        .as('capped'),
    );
  // One prepared statement per shape; the page's rows carry the count (a scalar subquery, run once).
  const pageStatement = statementsByShape('fleet_changes_page', (shape: ListShape, name) => {
    const direction = shape.order === 'asc' ? asc : desc;
    const total = shape.counted ? cappedCount(shape.filters) : sql`${CHANGES_COUNT_CAP + 1}`;
    return withCompiledRows(
      db
        .select({ change: fleetAudit, actor: memberName, total: sql<number>`${total}`.mapWith(Number) })
        .from(fleetAudit)
        .leftJoin(
          companyUsers,
          and(
            eq(companyUsers.userId, fleetAudit.actorUserId),
            eq(companyUsers.companyId, fleetAudit.companyId),
          ),
        )
        .where(matching(shape.filters))
        .orderBy(direction(fleetAudit.at), direction(fleetAudit.id))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(name),
    );
  });
  const countStatement = statementsByShape('fleet_changes_count', (filters: FilterName[], name) =>
    cappedCount(filters).prepare(name),
  );

  return {
    /**
     * Filtered by vehicle, user, entity and days (Asia/Tbilisi), paged in the database; a page past
     * the end counts apart.
     */
    async list(scope: ChangesScope, query: FleetChangeListQuery): Promise<FleetChangePage> {
      const values = bindFilters(scope.companyId, query);
      const filters = Object.keys(values) as FilterName[];
      const known = overCapKey(values);
      const counted = !(known && overCap.get(known));
      const rows = await pageStatement({ filters, order: query.order, counted }).execute({
        ...values,
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      });
      let total = counted ? (rows[0]?.total ?? 0) : CHANGES_COUNT_CAP + 1;
      if (counted && rows.length === 0 && query.page > 1) {
        total = (await countStatement(filters).execute(values))[0]?.value ?? 0;
      }
      if (known && total > CHANGES_COUNT_CAP) overCap.set(known, true);
      return {
        items: rows.map((row) => changeView(row.change, row.actor)),
        total: Math.min(total, CHANGES_COUNT_CAP),
        totalCapped: total > CHANGES_COUNT_CAP,
        page: query.page,
        limit: query.limit,
      };
    },

    /** The company's users by name: the page's user filter. */
    async actors(scope: ChangesScope, query: Pagination): Promise<FleetChangeActorPage> {
      const company = eq(companyUsers.companyId, scope.companyId);
      const [rows, [total]] = await Promise.all([
        db
          .select({ userId: companyUsers.userId, ...memberName })
          .from(companyUsers)
          .where(company)
          .orderBy(asc(companyUsers.lastName), asc(companyUsers.firstName), asc(companyUsers.userId))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ value: count() }).from(companyUsers).where(company),
      ]);
      return {
        items: rows.map((row) => ({ userId: row.userId, name: displayName(row) })),
        total: total?.value ?? 0,
        page: query.page,
        limit: query.limit,
      };
    },
  };
}

function displayName(name: Name | null): string {
  return `${name?.firstName ?? ''} ${name?.lastName ?? ''}`.trim() || (name?.email ?? '');
}

function changeView(row: AuditRow, name: Name | null): FleetChange {
  const snapshot = row.after ?? row.before;
  const subject = row.entity === 'vehicle' ? snapshot?.registrationNumber : snapshot?.name;
  return {
    id: row.id,
    at: row.at,
    entity: row.entity as FleetChange['entity'],
    entityId: row.entityId,
    action: row.action,
    actor: row.actorUserId ? { userId: row.actorUserId, name: displayName(name) } : null,
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
    if (!sameValue(comparable(was), comparable(is))) changes.push({ field, before: was, after: is });
  }
  return changes;
}

function comparable(value: unknown): unknown {
  return value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value;
}

/** Equal as JSON; a snapshot's fields are mostly strings and numbers, compared without encoding them. */
function sameValue(was: unknown, is: unknown): boolean {
  if (was === is) return true;
  if (typeof was !== 'object' || typeof is !== 'object' || was === null || is === null) return false;
  return JSON.stringify(was) === JSON.stringify(is);
}

export type ChangesService = ReturnType<typeof createChangesService>;
