import { formatDecimal } from '@/lib/format';

/**
 * What the pager says: the rows shown and the total, in the user's language ("9,981–10,000 of
 * 10,000+"). A capped total (the server stopped counting there) reads as "at least", with a "+".
 */
export function pagerNumbers({
  page,
  limit,
  total,
  capped = false,
  locale,
}: {
  page: number;
  limit: number;
  total: number;
  capped?: boolean;
  locale: string;
}) {
  const format = (value: number) => formatDecimal(value, locale);
  const pages = Math.max(1, Math.ceil(total / limit));
  const plus = capped ? '+' : '';
  return {
    page: format(page),
    first: format((page - 1) * limit + 1),
    last: format(Math.min(page * limit, total)),
    total: `${format(total)}${plus}`,
    pages: `${format(pages)}${plus}`,
    /** The pages the pager moves through (up to the cap when capped: narrow the filters to go further). */
    pageCount: pages,
  };
}
