import { getTranslations } from 'next-intl/server';
import { IntentLink } from '@/components/ui/intent-link';
import type { Locale } from '@/i18n/routing';
import styles from './quick-links.module.css';

const links = [
  { key: 'signUp', href: '/sign-up' },
  { key: 'stations', href: '/stations-map' },
  { key: 'news', href: '/news' },
] as const;

/** Where a visitor goes next: registration, the stations map and the news. */
export async function QuickLinks({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'HomePage.links' });
  return (
    <section className={styles.section} aria-labelledby="links-title">
      <div className={styles.heading}>
        <h2 id="links-title">{t('title')}</h2>
      </div>
      <ul className={styles.list}>
        {links.map(({ key, href }) => (
          <li key={key} className={styles.item}>
            <IntentLink className={styles.link} href={href}>
              {t(`${key}.title`)}
              <span aria-hidden="true"> →</span>
            </IntentLink>
            <p>{t(`${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
