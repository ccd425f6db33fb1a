'use client';

import { useLocale } from 'next-intl';
import { IntentLink } from '@/components/ui/intent-link';
import { usePathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import styles from './locale-switcher.module.css';

type Option = { locale: Locale; name: string; short: string };

/** Links to the current page in each language; next-intl's Link also updates the NEXT_LOCALE cookie. */
export function LocaleLinks({ options }: { options: Option[] }) {
  const current = useLocale();
  const pathname = usePathname();
  return (
    <ul className={styles.list}>
      {options.map(({ locale, name, short }) => (
        <li key={locale}>
          <IntentLink
            className={styles.link}
            title={name}
            href={pathname}
            locale={locale}
            lang={locale}
            aria-current={locale === current ? 'true' : undefined}
          >
            <span className={styles.full}>{name}</span>
            <span className={styles.short} aria-hidden="true">
              {short}
            </span>
          </IntentLink>
        </li>
      ))}
    </ul>
  );
}
