import type { ReactNode } from 'react';
import styles from './main-content.module.css';
import { MAIN_CONTENT_ID } from './skip-link';

export function MainContent({ children }: { children: ReactNode }) {
  return (
    <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
      {children}
    </main>
  );
}
