'use client';

import { type AbstractIntlMessages, NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { SessionIsland } from '@/features/auth/session-island';
import type { Locale } from '@/i18n/routing';

type Props = {
  children: ReactNode;
  locale: Locale;
  timeZone: string;
  /** Only the namespaces client components use (see i18n/client-messages.ts). */
  messages: AbstractIntlMessages;
  /** Seconds between session refetches; undefined turns polling off. */
  sessionPollSeconds?: number;
};

/**
 * What every page's client islands share: the locale and the session. next-auth's SessionProvider
 * runs beside the page and publishes the session to a small store (features/auth/session-store.ts)
 * that islands read. TanStack Query is not here: only the islands that fetch data load it
 * (components/query-provider.tsx).
 */
export function Providers({ children, locale, timeZone, messages, sessionPollSeconds }: Props) {
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={messages}>
      <SessionIsland pollSeconds={sessionPollSeconds} />
      {children}
    </NextIntlClientProvider>
  );
}
