import { useTranslations } from 'next-intl';
import { IntentLink } from '@/components/ui/intent-link';
import { LogoMark } from '@/components/ui/logo-mark';
import { AccountActions } from './account-actions';
import { LocaleSwitcher } from './locale-switcher';
import { MobileMenu } from './mobile-menu';
import type { AccountLabels, NavLink } from './nav-types';
import styles from './site-header.module.css';
import { siteLinks } from './site-links';

/** `links`: the CMS's navigation; without it, the built-in site links. */
export function SiteHeader({ links: cmsLinks }: { links?: NavLink[] }) {
  const t = useTranslations('SiteHeader');
  const footer = useTranslations('SiteFooter');
  const links: NavLink[] = cmsLinks ?? siteLinks.map(({ href, key }) => ({ href, label: footer(key) }));
  const account: AccountLabels = {
    signIn: t('signIn'),
    signUp: t('signUp'),
    dashboard: t('dashboard'),
    signOut: t('signOut'),
  };
  return (
    <header className={styles.header} data-print="hide">
      <div className={styles.inner}>
        <IntentLink className={styles.brand} href="/" aria-label={t('homeLink')}>
          <LogoMark />
          <span className={styles.brandName}>{t('brand')}</span>
        </IntentLink>
        <nav className={styles.nav} aria-label={t('navLabel')}>
          <ul className={styles.navList}>
            {links.map((link) => (
              <li key={link.href}>
                <IntentLink className={styles.navLink} href={link.href}>
                  {link.label}
                </IntentLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.actions}>
          <LocaleSwitcher />
          <div className={styles.account}>
            <AccountActions labels={account} />
          </div>
          <MobileMenu
            labels={{
              menu: t('menu'),
              title: t('menuTitle'),
              close: t('closeMenu'),
              site: t('navLabel'),
              dashboard: t('dashboardNav'),
            }}
            account={account}
            links={links}
          />
        </div>
      </div>
    </header>
  );
}
