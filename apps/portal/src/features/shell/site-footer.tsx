import { useTranslations } from 'next-intl';
import { IntentLink } from '@/components/ui/intent-link';
import { LogoMark } from '@/components/ui/logo-mark';
import type { FooterColumn } from '@/features/cms/content';
import { FooterColumns } from '@/features/cms/footer-columns';
import styles from './site-footer.module.css';
import { siteLinks as links } from './site-links';

/** `columns`: the CMS's footer columns; without them, the built-in site links. */
export function SiteFooter({ columns }: { columns?: FooterColumn[] }) {
  const t = useTranslations('SiteFooter');
  return (
    <footer className={styles.footer} data-print="hide">
      <div className={styles.inner}>
        <nav aria-label={t('navLabel')}>
          {columns ? (
            <FooterColumns columns={columns} />
          ) : (
            <ul className={styles.links}>
              {links.map(({ href, key }) => (
                <li key={key}>
                  <IntentLink className={styles.link} href={href}>
                    {t(key)}
                  </IntentLink>
                </li>
              ))}
            </ul>
          )}
        </nav>
        <p className={styles.copyright}>
          <LogoMark size={24} />
          {t('copyright', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
