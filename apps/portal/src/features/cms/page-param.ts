/** `?page=` of a list: a whole number from 1; anything else reads as the first page. */
export function pageParam(value: string | string[] | undefined): number {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw || !/^\d{1,6}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}

/** How many pages a list of `total` entries has, `limit` per page (at least one, for the empty list). */
export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}

/**
 * The page numbers to link: the first, the last and the two around the current one; null marks a gap.
 * Short lists link every page.
 */
export function pageWindow(current: number, count: number): (number | null)[] {
  if (count <= 7) return Array.from({ length: count }, (_, index) => index + 1);
  const pages = [1, current - 1, current, current + 1, count].filter(
    (page, index, all) => page >= 1 && page <= count && all.indexOf(page) === index,
  );
  pages.sort((a, b) => a - b);
  return pages.flatMap((page, index) => {
    const previous = pages[index - 1];
    return previous !== undefined && page - previous > 1 ? [null, page] : [page];
  });
}
