'use client';

import { useLocale } from 'next-intl';
import { useEffect, useRef } from 'react';
import { getPathname } from '@/i18n/navigation';
import { readSession } from './session-read';
import { usePortalSession } from './session-store';
import { sessionRequiredQuery } from './sign-in-url';
import { SIGN_OUT_MESSAGE_KEY, signedOutSince } from './sign-out-message';

/**
 * Keeps a dashboard tab honest after it loaded: when the session ends (sign-out in another tab, an
 * expired platform session found by polling), it goes to sign-in with SessionRequired and this page
 * as the callback URL, as next-auth's `useSession({ required: true })` would. The first load is
 * checked on the server (proxy and layout).
 *
 * A sign-out in another tab is also checked here, not only through the session runtime: that
 * runtime's read at start can still be under way when the sign-out lands and answer after the read
 * the sign-out caused, leaving the tab signed in; and this guard loads after the page, possibly after
 * the broadcast. So on the broadcast, and at mount when one came since this page started, it reads
 * the session itself, after the sign-out.
 */
export function SessionGuard() {
  const locale = useLocale();
  const { status } = usePortalSession();
  // The runtime's read and the guard's own can both find the session ended: the second assignment
  // would cancel the first navigation (and start the same one again), so the tab leaves once.
  const leaving = useRef(false);

  useEffect(() => {
    const goToSignIn = () => {
      if (leaving.current) return;
      leaving.current = true;
      const signIn = getPathname({ href: '/sign-in', locale });
      window.location.assign(`${signIn}?${sessionRequiredQuery(window.location.href)}`);
    };
    if (status === 'unauthenticated') {
      goToSignIn();
      return;
    }
    const checkSession = async () => {
      if (!(await readSession().catch(() => 'unknown'))) goToSignIn();
    };
    const pageStart = performance.timeOrigin;
    if (signedOutSince(window.localStorage.getItem(SIGN_OUT_MESSAGE_KEY), pageStart)) void checkSession();
    const onStorage = (event: StorageEvent) => {
      if (event.key === SIGN_OUT_MESSAGE_KEY && signedOutSince(event.newValue, pageStart))
        void checkSession();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [status, locale]);
  return null;
}
