import { Link } from '@/i18n/navigation';
import { pageWindow } from './page-param';
import styles from './pagination.module.css';

export type PaginationLabels = {
  /** The navigation landmark's name, e.g. "News pages". */
  label: string;
  previous: string;
  next: string;
  /** "Page {page}" for each number's accessible name. */
  page: (page: number) => string;
};

type Props = { pathname: string; current: number; count: number; labels: PaginationLabels };

/**
 * Links to a list's pages (`?page=`); the current one is marked for assistive technology. They are not
 * prefetched: the proxy answers `?page=N` from a path of its own (features/cms/list-page-path.ts), which
 * the router's prefetch of the page's segments by the public URL does not find.
 */
export function Pagination({ pathname, current, count, labels }: Props) {
  if (count <= 1) return null;
  const href = (page: number) => (page === 1 ? pathname : { pathname, query: { page: String(page) } });
  return (
    <nav className={styles.pagination} aria-label={labels.label}>
      <ul className={styles.list}>
        <li>
          {current > 1 ? (
            <Link className={styles.step} href={href(current - 1)} rel="prev" prefetch={false}>
              <span aria-hidden="true">←</span> {labels.previous}
            </Link>
          ) : (
            <span className={`${styles.step} ${styles.disabled}`} aria-hidden="true">
              ← {labels.previous}
            </span>
          )}
        </li>
        {pageWindow(current, count).map((page, index) =>
          page === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own.
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                className={styles.page}
                href={href(page)}
                prefetch={false}
                aria-label={labels.page(page)}
                aria-current={page === current ? 'page' : undefined}
              >
                {page}
              </Link>
            </li>
          ),
        )}
        <li>
          {current < count ? (
            <Link className={styles.step} href={href(current + 1)} rel="next" prefetch={false}>
              {labels.next} <span aria-hidden="true">→</span>
            </Link>
          ) : (
            <span className={`${styles.step} ${styles.disabled}`} aria-hidden="true">
              {labels.next} →
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
