import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../core/database/client';
import type { CompanyScope } from '../../../core/scope';
import { containsPattern } from '../../commerce/shared';
import { cards, vehicles } from '../asset-tables';
import { endOfBusinessDay, startOfBusinessDay } from '../orders/working-days';
import type { CardRow } from './issue';
import type { FleetCardListQuery } from './schemas';

/** The search box: part of the number, the driver's name or the vehicle's registration number. */
function searchCondition(db: Database, scope: CompanyScope, search: string): SQL | undefined {
  const pattern = containsPattern(search);
  return or(
    ilike(cards.number, pattern),
    ilike(cards.driverName, pattern),
    inArray(
      cards.vehicleId,
      db
        .select({ id: vehicles.id })
        .from(vehicles)
        .where(and(eq(vehicles.companyId, scope.companyId), ilike(vehicles.searchText, pattern))),
    ),
  );
}

/**
 * One page of the company's cards matching the filters (the archive's closed cards with the closing
 * period), how many match in all, and the company's active and blocked cards. The period is of
 * Tbilisi days.
 */
export async function listCardRows(
  db: Database,
  scope: CompanyScope,
  query: FleetCardListQuery,
): Promise<{ rows: CardRow[]; total: number; counts: { active: number; blocked: number } }> {
  const where = and(
    eq(cards.companyId, scope.companyId),
    query.statusIn?.length ? inArray(cards.status, query.statusIn) : undefined,
    query.typeIn?.length ? inArray(cards.type, query.typeIn) : undefined,
    query.vehicleId ? eq(cards.vehicleId, query.vehicleId) : undefined,
    query.closedFrom ? gte(cards.closedAt, startOfBusinessDay(query.closedFrom)) : undefined,
    query.closedTo ? lt(cards.closedAt, endOfBusinessDay(query.closedTo)) : undefined,
    query.search ? searchCondition(db, scope, query.search) : undefined,
  );
  const by = (query.order ?? (query.sort === 'number' ? 'asc' : 'desc')) === 'asc' ? asc : desc;
  const column = { number: cards.number, created: cards.createdAt, closed: cards.closedAt }[query.sort];
  // Cards never closed come last, whichever way the closing dates go.
  const openLast = query.sort === 'closed' ? [sql`${cards.closedAt} is null`] : [];
  const [rows, [total], byStatus] = await Promise.all([
    db
      .select()
      .from(cards)
      .where(where)
      .orderBy(...openLast, by(column), by(cards.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(cards).where(where),
    db
      .select({ status: cards.status, value: count() })
      .from(cards)
      .where(and(eq(cards.companyId, scope.companyId), inArray(cards.status, ['active', 'blocked'])))
      .groupBy(cards.status),
  ]);
  const counted = (status: string) => byStatus.find((row) => row.status === status)?.value ?? 0;
  return {
    rows,
    total: total?.value ?? 0,
    counts: { active: counted('active'), blocked: counted('blocked') },
  };
}
