import { getMessages, getTimeZone } from 'next-intl/server';
import type { ReactNode } from 'react';
import { publicConfig } from '@/config';
import { pickClientMessages } from '@/i18n/client-messages';
import type { Locale } from '@/i18n/routing';
import { fontVariables } from '@/styles/fonts';
import { Providers } from '../providers';
import { BetaBanner } from './beta-banner';
import { MainContent } from './main-content';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';
import '@/styles/globals.css';

/** The page around every localized route: fonts, providers, beta banner, header, main and footer. */
export async function Document({ locale, children }: { locale: Locale; children: ReactNode }) {
  const [messages, timeZone] = await Promise.all([getMessages({ locale }), getTimeZone({ locale })]);
  return (
    <html lang={locale} className={fontVariables}>
      <body>
        <Providers
          locale={locale}
          timeZone={timeZone}
          messages={pickClientMessages(messages)}
          sessionPollSeconds={publicConfig().sessionPollSeconds}
        >
          <SkipLink />
          <BetaBanner locales={[locale]} />
          <SiteHeader />
          <MainContent>{children}</MainContent>
          <SiteFooter />
        </Providers>
      </body>
    </html>
  );
}
