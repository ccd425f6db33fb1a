import { CmsLink } from './cms-link';
import type { FooterColumn } from './content';
import styles from './footer-columns.module.css';

/** The footer's link columns from the CMS, each a titled list; inside the footer's navigation landmark. */
export function FooterColumns({ columns }: { columns: FooterColumn[] }) {
  return (
    <div className={styles.columns}>
      {columns.map((column, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: columns are identified by their position.
        <section key={index} className={styles.column} aria-labelledby={`footer-column-${index}`}>
          <h2 id={`footer-column-${index}`} className={styles.title}>
            {column.title}
          </h2>
          <ul className={styles.links}>
            {column.links.map(({ label, link }) => (
              <li key={`${link.href}:${label}`}>
                <CmsLink className={styles.link} link={link}>
                  {label}
                </CmsLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
