import {
  and,
  arrayOverlaps,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../../../core/database/client';
import { containsPattern } from '../../commerce/shared';
import { companies } from '../tables';
import type { OrderKind } from './rules';
import type { FleetBackOfficeOrderQuery, FleetOrder, FleetOrderPage } from './schemas';
import { fleetOrders } from './tables';
import { documentsOf, orderSelection, orderView } from './view';
import { endOfBusinessDay, startOfBusinessDay } from './working-days';

/** A company's orders of these kinds: the scope of its histories. */
export function companyOrders(companyId: string, kinds: readonly OrderKind[]): SQL {
  return and(eq(fleetOrders.companyId, companyId), inArray(fleetOrders.kind, [...kinds]))!;
}

type Filters = Omit<FleetBackOfficeOrderQuery, 'kindIn'> & { kindIn?: string[] };

/** The history's filters as conditions; the caller adds the company or project they are scoped to. */
function conditions(filters: Filters): (SQL | undefined)[] {
  const search = filters.search?.replace(/^#/, '');
  return [
    filters.from ? gte(fleetOrders.createdAt, startOfBusinessDay(filters.from)) : undefined,
    filters.to ? lt(fleetOrders.createdAt, endOfBusinessDay(filters.to)) : undefined,
    filters.statusIn?.length ? inArray(fleetOrders.status, filters.statusIn) : undefined,
    filters.productIn?.length ? arrayOverlaps(fleetOrders.products, filters.productIn) : undefined,
    filters.kindIn?.length ? inArray(fleetOrders.kind, filters.kindIn as never[]) : undefined,
    filters.companyId ? eq(fleetOrders.companyId, filters.companyId) : undefined,
    filters.awaitingPaymentCheck
      ? and(isNotNull(fleetOrders.companyConfirmedAt), isNull(fleetOrders.retailerConfirmedAt))
      : undefined,
    search
      ? or(
          /^\d{1,15}$/.test(search) ? eq(fleetOrders.number, Number(search)) : undefined,
          ilike(fleetOrders.searchText, containsPattern(search)),
        )
      : undefined,
  ];
}

/** The page's and the total's queries, not yet run (listOrders runs them; the benches explain them). */
export function orderListQueries(db: Database, scope: SQL, filters: Filters) {
  const where = and(scope, ...conditions(filters));
  const direction = filters.order ?? (filters.sort === 'created' ? 'desc' : 'asc');
  const by = direction === 'asc' ? asc : desc;
  const column = {
    created: fleetOrders.createdAt,
    total: fleetOrders.totalAmount,
    number: fleetOrders.number,
  }[filters.sort];
  return {
    page: db
      .select(orderSelection)
      .from(fleetOrders)
      .innerJoin(companies, eq(companies.id, fleetOrders.companyId))
      .where(where)
      .orderBy(by(column), by(fleetOrders.number))
      .limit(filters.limit)
      .offset((filters.page - 1) * filters.limit),
    total: db.select({ value: count() }).from(fleetOrders).where(where),
  };
}

/** One page of orders matching `scope` (a company's or a project's) and the filters. */
export async function listOrders(db: Database, scope: SQL, filters: Filters): Promise<FleetOrderPage> {
  const queries = orderListQueries(db, scope, filters);
  const [rows, [total]] = await Promise.all([queries.page, queries.total]);
  const items = rows.map(orderView);
  if (filters.withDocuments) {
    const documents = await documentsOf(
      db,
      items.map((item) => item.id),
    );
    for (const item of items) item.documents = documents.get(item.id) ?? [];
  }
  return { items, total: total?.value ?? 0, page: filters.page, limit: filters.limit };
}

/** The newest `limit` orders matching `scope`, without counting them (the dashboard home's block). */
export async function newestOrders(db: Database, scope: SQL, limit: number): Promise<FleetOrder[]> {
  const rows = await db
    .select(orderSelection)
    .from(fleetOrders)
    .innerJoin(companies, eq(companies.id, fleetOrders.companyId))
    .where(scope)
    .orderBy(desc(fleetOrders.createdAt), desc(fleetOrders.number))
    .limit(limit);
  return rows.map(orderView);
}
