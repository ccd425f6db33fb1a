import type { ReactNode } from 'react';
import styles from './page-heading.module.css';

type Props = { title: string; lead?: string; children?: ReactNode };

/** A page's h1 and its introduction, in the page's content width. */
export function PageHeading({ title, lead, children }: Props) {
  return (
    <div className={styles.heading}>
      <h1 className={styles.title}>{title}</h1>
      {lead && <p className={styles.lead}>{lead}</p>}
      {children}
    </div>
  );
}
