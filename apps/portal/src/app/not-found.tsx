import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundContent } from '@/components/not-found-content';
import { LogoMark } from '@/components/ui/logo-mark';
import { BetaBanner } from '@/features/shell/beta-banner';
import { getPathname } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { fontVariables } from '@/styles/fonts';
import '@/styles/globals.css';
import styles from './not-found.module.css';

export const metadata: Metadata = { title: 'Page not found · გვერდი ვერ მოიძებნა' };

// URLs outside any locale (a first segment that is no language, a path with a file extension) end
// here before a language is known, so the page speaks both. Reading the request to pick one would
// make every page dynamic, because Next renders this boundary along with each of them.
export default async function RootNotFound() {
  const pages = await Promise.all(
    routing.locales.map(async (locale) => ({
      locale,
      t: await getTranslations({ locale, namespace: 'NotFound' }),
    })),
  );
  return (
    <html lang={routing.defaultLocale} className={fontVariables}>
      <body>
        <BetaBanner locales={routing.locales} />
        <main className={styles.main}>
          <LogoMark size={48} className={styles.logo} />
          {pages.map(({ locale, t }, index) => (
            <NotFoundContent
              key={locale}
              lang={locale}
              title={t('title')}
              description={t('description')}
              homeLabel={t('home')}
              homeHref={getPathname({ href: '/', locale })}
              headingLevel={index === 0 ? 'h1' : 'h2'}
              showCode={index === 0}
            />
          ))}
        </main>
      </body>
    </html>
  );
}
