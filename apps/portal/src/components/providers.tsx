'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { SessionProvider } from 'next-auth/react';
import { type AbstractIntlMessages, NextIntlClientProvider } from 'next-intl';
import { type ReactNode, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { createQueryClient } from '@/lib/query-client';

type Props = {
  children: ReactNode;
  locale: Locale;
  timeZone: string;
  /** Only the namespaces client components use (see i18n/client-messages.ts). */
  messages: AbstractIntlMessages;
  /** Seconds between session refetches; undefined turns polling off. */
  sessionPollSeconds?: number;
};

export function Providers({ children, locale, timeZone, messages, sessionPollSeconds }: Props) {
  // One client per browser tab, kept across renders.
  const [queryClient] = useState(createQueryClient);
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={messages}>
      <SessionProvider refetchOnWindowFocus={false} refetchInterval={sessionPollSeconds}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </SessionProvider>
    </NextIntlClientProvider>
  );
}
