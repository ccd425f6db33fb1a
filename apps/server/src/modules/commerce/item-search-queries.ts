import { createHash } from 'node:crypto';
import { and, asc, count, desc, eq, getTableColumns, gte, ilike, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../core/database/client';
import type { ItemAudience, ItemFilters } from './item-service';
import { containsPattern, offsetOf } from './shared';
import { items } from './tables';

type Placeholders = Record<string, unknown>;
const FILTERS = [
  'query',
  'typeIn',
  'statusIn',
  'interestsIn',
  'inUserIds',
  'notInUserIds',
  'minPrice',
  'maxPrice',
] as const;
type FilterName = (typeof FILTERS)[number];

const p = (name: string) => sql.placeholder(name);

/**
 * The item search's SQL, built once per shape (audience, the filters present, sort and direction) as
 * named prepared statements: a request only binds its values, and PostgreSQL parses each statement once
 * per connection (the pool asks it to plan every execution with the values, `core/database/client.ts`).
 * A page reads its ids first (from `items_project_created_cover_idx` alone when it covers the filters and
 * the sort), then only those rows.
 */
export function createItemSearchQueries(db: Database) {
  const pages = new Map<string, ReturnType<typeof pageQuery>>();
  const counts = new Map<string, ReturnType<typeof countQuery>>();

  function present(filters: ItemFilters, audience: ItemAudience): FilterName[] {
    return FILTERS.filter((name) => {
      if (name === 'statusIn' && audience === 'public') return false;
      const value = filters[name];
      return Array.isArray(value) ? value.length > 0 : value !== undefined && value !== '';
    });
  }

  function where(audience: ItemAudience, names: FilterName[]): SQL {
    const conditions: SQL[] = [eq(items.projectId, p('projectId'))];
    if (audience === 'public') conditions.push(eq(items.status, 'active'));
    for (const name of names) conditions.push(condition[name]);
    return and(...conditions)!;
  }

  function pageQuery(audience: ItemAudience, names: FilterName[], sort: ItemFilters['sort'], up: boolean) {
    const by = up ? asc : desc;
    const column = { created: items.createdAt, price: items.priceAmount, title: items.sortTitle }[sort];
    const ids = db
      .select({ id: items.id })
      .from(items)
      .where(where(audience, names))
      .orderBy(by(column), by(items.id))
      .limit(p('limit'))
      .offset(p('offset'))
      .as('page');
    return db
      .select(getTableColumns(items))
      .from(items)
      .innerJoin(ids, eq(items.id, ids.id))
      .orderBy(by(column), by(items.id))
      .prepare(statementName('items_page', [audience, names, sort, up]));
  }

  function countQuery(audience: ItemAudience, names: FilterName[]) {
    return db
      .select({ value: count() })
      .from(items)
      .where(where(audience, names))
      .prepare(statementName('items_count', [audience, names]));
  }

  function values(projectId: string, filters: ItemFilters, names: FilterName[]): Placeholders {
    const bound: Placeholders = { projectId, limit: filters.limit, offset: offsetOf(filters) };
    for (const name of names)
      bound[name] = name === 'query' ? containsPattern(filters.query!) : filters[name];
    return bound;
  }

  return {
    async page(projectId: string, filters: ItemFilters, audience: ItemAudience) {
      const names = present(filters, audience);
      const up = (filters.order ?? (filters.sort === 'created' ? 'desc' : 'asc')) === 'asc';
      const query = once(pages, JSON.stringify([audience, names, filters.sort, up]), () =>
        pageQuery(audience, names, filters.sort, up),
      );
      return query.execute(values(projectId, filters, names));
    },

    async count(projectId: string, filters: ItemFilters, audience: ItemAudience): Promise<number> {
      const names = present(filters, audience);
      const query = once(counts, JSON.stringify([audience, names]), () => countQuery(audience, names));
      const [counted] = await query.execute(values(projectId, filters, names));
      return counted?.value ?? 0;
    },
  };
}

/** Lists travel as one array value each (`= any($n)`), so their length does not change the statement. */
const condition: Record<FilterName, SQL> = {
  query: ilike(items.searchText, p('query')),
  typeIn: sql`${items.type} = any(${p('typeIn')}::text[])`,
  statusIn: sql`${items.status} = any(${p('statusIn')}::text[])`,
  interestsIn: sql`${items.interests} && ${p('interestsIn')}::text[]`,
  inUserIds: sql`${items.ownerUserId} = any(${p('inUserIds')}::uuid[])`,
  notInUserIds: sql`(${items.ownerUserId} is null or ${items.ownerUserId} <> all(${p('notInUserIds')}::uuid[]))`,
  minPrice: gte(items.priceAmount, p('minPrice')),
  maxPrice: lte(items.priceAmount, p('maxPrice')),
};

function once<V>(built: Map<string, V>, shape: string, build: () => V): V {
  const known = built.get(shape);
  if (known) return known;
  const made = build();
  built.set(shape, made);
  return made;
}

/**
 * One name per statement text, the same in every instance of the service (several may share a pool):
 * a connection refuses one name for two texts.
 */
function statementName(kind: string, shape: unknown[]): string {
  return `${kind}_${createHash('sha256').update(JSON.stringify(shape)).digest('hex').slice(0, 20)}`;
}
