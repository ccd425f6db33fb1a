import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { ButtonLink } from '../ui/button-link';
import { LogoMark } from '../ui/logo-mark';
import { LocaleSwitcher } from './locale-switcher';
import styles from './site-header.module.css';

export function SiteHeader() {
  const t = useTranslations('SiteHeader');
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link className={styles.brand} href="/" aria-label={t('homeLink')}>
          <LogoMark />
          <span className={styles.brandName}>{t('brand')}</span>
        </Link>
        <div className={styles.actions}>
          <LocaleSwitcher />
          <ButtonLink href="/sign-in" variant="ghost">
            {t('signIn')}
          </ButtonLink>
          <ButtonLink className={styles.signUp} href="/sign-up" variant="secondary">
            {t('signUp')}
          </ButtonLink>
        </div>
      </div>
    </header>
  );
}
