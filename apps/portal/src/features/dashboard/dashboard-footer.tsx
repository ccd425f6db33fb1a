import { getTranslations } from 'next-intl/server';
import { IntentLink } from '@/components/ui/intent-link';
import type { Locale } from '@/i18n/routing';
import styles from './dashboard-footer.module.css';

/** The dashboard's own footer: one line instead of the public site's footer. */
export async function DashboardFooter({ locale }: { locale: Locale }) {
  const [t, footer] = await Promise.all([
    getTranslations({ locale, namespace: 'Dashboard' }),
    getTranslations({ locale, namespace: 'SiteFooter' }),
  ]);
  return (
    <footer className={styles.footer} data-print="hide">
      <p>{footer('copyright', { year: new Date().getFullYear() })}</p>
      <nav aria-label={t('footerLabel')}>
        <ul className={styles.links}>
          <li>
            <IntentLink href="/contact">{footer('contact')}</IntentLink>
          </li>
          <li>
            <IntentLink href="/stations-map">{footer('stationsMap')}</IntentLink>
          </li>
        </ul>
      </nav>
    </footer>
  );
}
