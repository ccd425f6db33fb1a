// The paged lists' internal paths, for the proxy (kept free of imports: it runs before every page).

/** Beyond this page a list answers its first page: a bound on what the page cache may hold. */
export const MAX_LIST_PAGE = 100;
export const LIST_PAGE_SEGMENT = 'list-page';
/** `/news`, `/ka/blog`, `/en/tenders` (after the locale routing): the paged lists. */
const LIST = /^(\/[a-z]{2})?\/(news|blog|tenders)\/?$/;

/**
 * The internal path of a list page for the request's path and `?page=`, or undefined when the static
 * first page answers (no page, page 1, anything but a whole number, or beyond the bound).
 */
export function listPageRewrite(pathname: string, page: string | null): string | undefined {
  if (page === null || !/^[1-9]\d{0,5}$/.test(page) || Number(page) < 2 || Number(page) > MAX_LIST_PAGE) {
    return undefined;
  }
  if (!LIST.test(pathname)) return undefined;
  return `${pathname.replace(/\/$/, '')}/${LIST_PAGE_SEGMENT}/${page}`;
}
