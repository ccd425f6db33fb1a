import { getTranslations } from 'next-intl/server';
import { PathIntentLink } from '@/components/ui/intent-link';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import styles from './beta-banner.module.css';

type Props = {
  /** Usually the page's language; the root not-found page, which has none, passes both. */
  locales: readonly Locale[];
};

export async function BetaBanner({ locales }: Props) {
  const notices = await Promise.all(
    locales.map(async (locale) => ({
      locale,
      t: await getTranslations({ locale, namespace: 'BetaBanner' }),
    })),
  );
  return (
    <aside className={styles.banner} data-print="hide" aria-label={notices[0]?.t('label')}>
      {notices.map(({ locale, t }) => (
        <p key={locale} className={styles.inner} lang={locale}>
          <span className={styles.badge}>{t('badge')}</span>
          {/* The short message on a phone keeps the banner to a line or two (Georgian runs long). */}
          {(['message', 'messageShort'] as const).map((key) => (
            <span key={key} className={key === 'message' ? styles.long : styles.short}>
              {t.rich(key, {
                contact: (chunks) => (
                  <PathIntentLink className={styles.link} href={getPathname({ href: '/contact', locale })}>
                    {chunks}
                  </PathIntentLink>
                ),
              })}
            </span>
          ))}
        </p>
      ))}
    </aside>
  );
}
