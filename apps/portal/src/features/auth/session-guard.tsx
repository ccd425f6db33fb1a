'use client';

import { useLocale } from 'next-intl';
import { useEffect } from 'react';
import { getPathname } from '@/i18n/navigation';
import { usePortalSession } from './session-store';
import { sessionRequiredQuery } from './sign-in-url';

/**
 * Keeps a dashboard tab honest after it loaded: when the session ends (sign-out in another tab, an
 * expired platform session found by polling), it goes to sign-in with SessionRequired and this page
 * as the callback URL, as next-auth's `useSession({ required: true })` does. The first load is
 * checked on the server (proxy and layout).
 */
export function SessionGuard() {
  const locale = useLocale();
  const { status } = usePortalSession();
  useEffect(() => {
    if (status !== 'unauthenticated') return;
    const signIn = getPathname({ href: '/sign-in', locale });
    window.location.assign(`${signIn}?${sessionRequiredQuery(window.location.href)}`);
  }, [status, locale]);
  return null;
}
