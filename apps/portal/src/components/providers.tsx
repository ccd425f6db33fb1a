'use client';

import { SessionProvider } from 'next-auth/react';
import { type AbstractIntlMessages, NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { SessionSync } from '@/features/auth/session-sync';
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
 * What every page's client islands share: the locale and the session. The session is read once on
 * load, again when another tab signs in or out (next-auth's broadcast), after a sign-in, and every
 * `sessionPollSeconds` if set; never on window focus. TanStack Query is not here: only the islands
 * that fetch data load it (components/query-provider.tsx).
 */
export function Providers({ children, locale, timeZone, messages, sessionPollSeconds }: Props) {
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={messages}>
      <SessionProvider refetchOnWindowFocus={false} refetchInterval={sessionPollSeconds}>
        <SessionSync />
        {children}
      </SessionProvider>
    </NextIntlClientProvider>
  );
}
