import { useTranslations } from 'next-intl';
import styles from './skip-link.module.css';

export const MAIN_CONTENT_ID = 'main-content';

export function SkipLink() {
  const t = useTranslations('SkipLink');
  return (
    <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`}>
      {t('label')}
    </a>
  );
}
