import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { LogoMark } from '../ui/logo-mark';
import styles from './site-footer.module.css';
import { siteLinks as links } from './site-links';

export function SiteFooter() {
  const t = useTranslations('SiteFooter');
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-label={t('navLabel')}>
          <ul className={styles.links}>
            {links.map(({ href, key }) => (
              <li key={key}>
                <Link className={styles.link} href={href}>
                  {t(key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className={styles.copyright}>
          <LogoMark size={24} />
          {t('copyright', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
