'use client';

import { useSession } from 'next-auth/react';
import { useLocale } from 'next-intl';
import { getPathname } from '@/i18n/navigation';
import { sessionRequiredQuery } from './sign-in-url';

/**
 * Keeps a dashboard tab honest after it loaded: when the session ends (sign-out in another tab, an
 * expired platform session found by polling), it goes to sign-in with SessionRequired and this page
 * as the callback URL. The first load is checked on the server (proxy and layout).
 */
export function SessionGuard() {
  const locale = useLocale();
  useSession({
    required: true,
    onUnauthenticated() {
      const signIn = getPathname({ href: '/sign-in', locale });
      window.location.assign(`${signIn}?${sessionRequiredQuery(window.location.href)}`);
    },
  });
  return null;
}
