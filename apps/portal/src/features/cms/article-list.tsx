import { IntentLink } from '@/components/ui/intent-link';
import styles from './article-list.module.css';

export type ArticleSummary = {
  href: string;
  title: string;
  /** The date as shown, and as `YYYY-MM-DD` for `<time dateTime>`. */
  date: { label: string; value: string };
  summary?: string;
  /** Short facts after the date: a category, an author, a reading time. */
  meta?: string[];
  /** A badge beside the facts, e.g. a tender's days left; `muted` for expired ones. */
  badge?: { label: string; muted?: boolean };
};

/** A list of articles (news, blog posts, tenders): each title links to its page. */
export function ArticleList({ items }: { items: ArticleSummary[] }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.href}>
          <article className={styles.item}>
            <h2 className={styles.title}>
              <IntentLink className={styles.link} href={item.href}>
                {item.title}
              </IntentLink>
            </h2>
            <p className={styles.meta}>
              <time dateTime={item.date.value}>{item.date.label}</time>
              {item.meta?.map((fact) => (
                <span key={fact}>{fact}</span>
              ))}
              {item.badge && (
                <strong className={item.badge.muted ? `${styles.badge} ${styles.muted}` : styles.badge}>
                  {item.badge.label}
                </strong>
              )}
            </p>
            {item.summary && <p className={styles.summary}>{item.summary}</p>}
          </article>
        </li>
      ))}
    </ul>
  );
}
