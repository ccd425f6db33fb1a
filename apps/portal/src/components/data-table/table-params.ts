import type { TableSort } from './data-table';

/** The dashboard tables' page size. */
export const TABLE_PAGE_SIZE = 20;

export type TableParams<Filter extends string> = {
  page: number;
  q: string;
  sort: TableSort;
  filters: Record<Filter, string>;
};

/** What the parameters are read from: the browser's address or the page request's (both `URLSearchParams`). */
type Search = { get(name: string): string | null };

/**
 * A table's page, search, sort and filters as the address gives them (`?page=2&q=…&sort=name&order=desc`):
 * read the same way by the browser (`useTableParams`) and by a page that reads its first rows on the server.
 */
export function readTableParams<Filter extends string>(
  search: Search,
  filterNames: readonly Filter[],
  defaultSort: TableSort,
): TableParams<Filter> {
  const sortId = search.get('sort');
  return {
    page: Math.max(1, Number(search.get('page')) || 1),
    q: search.get('q') ?? '',
    sort: sortId ? { id: sortId, desc: search.get('order') === 'desc' } : defaultSort,
    filters: Object.fromEntries(filterNames.map((name) => [name, search.get(name) ?? ''])) as Record<
      Filter,
      string
    >,
  };
}

/** A page's `searchParams` prop (Next.js). */
export type PageSearchParams = Promise<Record<string, string | string[] | undefined>>;

/** One parameter of a page request's address; of a repeated name the first, as `URLSearchParams.get` reads it. */
export const firstValue = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;

/** The table parameters of a page request's address, for the page that reads its first rows on the server. */
export async function readPageTableParams<Filter extends string>(
  searchParams: PageSearchParams,
  filterNames: readonly Filter[],
  defaultSort: TableSort,
): Promise<TableParams<Filter>> {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(await searchParams)) {
    const first = firstValue(value);
    if (first !== undefined) search.set(name, first);
  }
  return readTableParams(search, filterNames, defaultSort);
}
