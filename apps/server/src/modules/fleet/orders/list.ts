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
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../../core/database/client';
import { withCompiledRows } from '../../../core/database/rows';
import { boundTo, placeholders, statementsByShape } from '../../../core/database/statements';
import { containsPattern } from '../../commerce/shared';
import { companies } from '../tables';
import type { OrderKind } from './rules';
import {
  type FleetBackOfficeOrderQuery,
  type FleetOrder,
  type FleetOrderPage,
  ORDERS_COUNT_CAP,
} from './schemas';
import { fleetOrders } from './tables';
import { documentsOf, orderListSelection, orderView } from './view';
import { endOfBusinessDay, startOfBusinessDay } from './working-days';

/** A company's orders of these kinds: the scope of its histories. */
export function companyOrders(companyId: string, kinds: readonly OrderKind[]): SQL {
  return and(eq(fleetOrders.companyId, companyId), inArray(fleetOrders.kind, [...kinds]))!;
}

/** Whose orders a history lists: a company's of some kinds, or a whole project's (the back office). */
export type ListScope = { companyId: string; kinds: readonly OrderKind[] } | { projectId: string };

type Filters = Omit<FleetBackOfficeOrderQuery, 'kindIn' | 'companyId'> & {
  kindIn?: string[];
  companyId?: string;
};
/** The filters that choose orders (the rest of a list request pages and sorts them). */
type MatchFilters = Pick<
  Filters,
  'from' | 'to' | 'statusIn' | 'productIn' | 'kindIn' | 'search' | 'companyId' | 'awaitingPaymentCheck'
>;

/** The values a history request binds, by name; which of them are present is its statement's shape. */
type Values = {
  companyId?: string;
  projectId?: string;
  kinds?: string[];
  from?: string;
  to?: string;
  statusIn?: string[];
  productIn?: string[];
  number?: number;
  pattern?: string;
};
type FilterName = keyof Values;
type FilterShape = { filters: FilterName[]; awaitingPaymentCheck: boolean };
/** A list statement's shape: the filters present (their values are placeholders), sort and direction. */
type ListShape = FilterShape & { sort: Filters['sort']; order: 'asc' | 'desc' };

const SORT_COLUMNS = {
  created: fleetOrders.createdAt,
  total: fleetOrders.totalAmount,
  number: fleetOrders.number,
};

/** The scope's and the filters' values (always in the same key order) and their shape. */
function bindFilters(scope: ListScope, filters: MatchFilters) {
  const values: Values = {};
  if ('companyId' in scope) {
    values.companyId = scope.companyId;
    values.kinds = [...(filters.kindIn?.length ? filters.kindIn : scope.kinds)];
  } else {
    values.projectId = scope.projectId;
    if (filters.companyId) values.companyId = filters.companyId;
    if (filters.kindIn?.length) values.kinds = filters.kindIn;
  }
  if (filters.from) values.from = startOfBusinessDay(filters.from).toISOString();
  if (filters.to) values.to = endOfBusinessDay(filters.to).toISOString();
  if (filters.statusIn?.length) values.statusIn = filters.statusIn;
  if (filters.productIn?.length) values.productIn = filters.productIn;
  const search = filters.search?.replace(/^#/, '');
  if (search) {
    if (/^\d{1,15}$/.test(search)) values.number = Number(search);
    values.pattern = containsPattern(search);
  }
  const shape: FilterShape = {
    filters: Object.keys(values) as FilterName[],
    awaitingPaymentCheck: filters.awaitingPaymentCheck === true,
  };
  return { values, shape };
}

/** The shape's conditions, each value as `value` gives it: a placeholder, or the value itself (explain). */
function conditionsOf(shape: FilterShape, value: (name: FilterName) => SQLWrapper): SQL {
  const has = (name: FilterName) => shape.filters.includes(name);
  const where: (SQL | undefined)[] = [
    has('companyId') ? eq(fleetOrders.companyId, value('companyId')) : undefined,
    has('projectId') ? eq(fleetOrders.projectId, value('projectId')) : undefined,
    has('kinds') ? eq(fleetOrders.kind, sql`any(${value('kinds')})`) : undefined,
    has('from') ? gte(fleetOrders.createdAt, value('from')) : undefined,
    has('to') ? lt(fleetOrders.createdAt, value('to')) : undefined,
    has('statusIn') ? eq(fleetOrders.status, sql`any(${value('statusIn')})`) : undefined,
    has('productIn') ? arrayOverlaps(fleetOrders.products, value('productIn')) : undefined,
    shape.awaitingPaymentCheck
      ? and(isNotNull(fleetOrders.companyConfirmedAt), isNull(fleetOrders.retailerConfirmedAt))
      : undefined,
    has('pattern')
      ? or(
          has('number') ? eq(fleetOrders.number, value('number')) : undefined,
          ilike(fleetOrders.searchText, value('pattern')),
        )
      : undefined,
  ];
  return and(...where)!;
}

/**
 * The matching orders counted up to the cap: a big company's exact count (or a common word's, in the
 * search) costs more than its page; past the cap the answer says `totalCapped`.
 */
function cappedCount(db: Database, where: SQL) {
  return db.select({ value: count() }).from(
    db
      .select({ one: sql`1` })
      .from(fleetOrders)
      .where(where)
      .limit(ORDERS_COUNT_CAP + 1)
      .as('capped'),
  );
}

/** The page's rows, each with the (capped) count of all matching orders, a scalar subquery run once. */
function pageQuery(db: Database, shape: ListShape, where: SQL) {
  const by = shape.order === 'asc' ? asc : desc;
  return db
    .select({ ...orderListSelection, total: sql<number>`${cappedCount(db, where)}`.mapWith(Number) })
    .from(fleetOrders)
    .innerJoin(companies, eq(companies.id, fleetOrders.companyId))
    .where(where)
    .orderBy(by(SORT_COLUMNS[shape.sort]), by(fleetOrders.number));
}

const listShape = (shape: FilterShape, filters: Filters): ListShape => ({
  ...shape,
  sort: filters.sort,
  order: filters.order ?? (filters.sort === 'created' ? 'desc' : 'asc'),
});

/** The conditions of the scope's orders matching the filters, with their values bound (the summary's). */
export function matchingOrders(scope: ListScope, filters: MatchFilters): SQL {
  const { values, shape } = bindFilters(scope, filters);
  return conditionsOf(shape, boundTo(values));
}

/** The page's and the total's queries with the request's values in them, not run (the benches explain them). */
export function orderListQueries(db: Database, scope: ListScope, filters: Filters) {
  const where = matchingOrders(scope, filters);
  return {
    page: pageQuery(db, listShape(bindFilters(scope, filters).shape, filters), where)
      .limit(filters.limit)
      .offset((filters.page - 1) * filters.limit),
    total: cappedCount(db, where),
  };
}

/**
 * The order histories (a company's, the back office's): one prepared statement per shape, whose rows
 * carry the capped count of all matching orders; a page past the end counts apart.
 */
export function createOrderLists(db: Database) {
  const matching = (shape: FilterShape) => conditionsOf(shape, placeholders);
  const pageStatement = statementsByShape('fleet_orders_page', (shape: ListShape, name) =>
    withCompiledRows(
      pageQuery(db, shape, matching(shape))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(name),
    ),
  );
  const countStatement = statementsByShape('fleet_orders_count', (shape: FilterShape, name) =>
    cappedCount(db, matching(shape)).prepare(name),
  );

  return {
    /** One page of the scope's orders matching the filters. */
    async list(scope: ListScope, filters: Filters): Promise<FleetOrderPage> {
      const { values, shape } = bindFilters(scope, filters);
      const rows = await pageStatement(listShape(shape, filters)).execute({
        ...values,
        limit: filters.limit,
        offset: (filters.page - 1) * filters.limit,
      });
      let counted = rows[0]?.total ?? 0;
      if (rows.length === 0 && filters.page > 1) {
        counted = (await countStatement(shape).execute(values))[0]?.value ?? 0;
      }
      const items = rows.map(orderView);
      if (filters.withDocuments) {
        const documents = await documentsOf(
          db,
          items.map((item) => item.id),
        );
        for (const item of items) item.documents = documents.get(item.id) ?? [];
      }
      return {
        items,
        total: Math.min(counted, ORDERS_COUNT_CAP),
        totalCapped: counted > ORDERS_COUNT_CAP,
        page: filters.page,
        limit: filters.limit,
      };
    },
  };
}

export type OrderLists = ReturnType<typeof createOrderLists>;

/** The newest `limit` orders matching `scope`, without counting them (the dashboard home's block). */
export async function newestOrders(db: Database, scope: SQL, limit: number): Promise<FleetOrder[]> {
  const rows = await db
    .select(orderListSelection)
    .from(fleetOrders)
    .innerJoin(companies, eq(companies.id, fleetOrders.companyId))
    .where(scope)
    .orderBy(desc(fleetOrders.createdAt), desc(fleetOrders.number))
    .limit(limit);
  return rows.map(orderView);
}
