'use client';

import { useEffect } from 'react';
import { useRouter } from '@/i18n/navigation';
import { clearQueryCache } from '@/lib/query-cache';
import { clearSession, dropExpiredToken, storeSession } from './browser-storage';
import { usePortalSession } from './session-store';

/**
 * Keeps the spec's browser storage in step with the session: at start an expired stored token is
 * dropped (with the query cache) and the user goes to `/`; once signed in the token, its expiry and
 * the user are stored; once signed out (here or in another tab) they are removed.
 */
export function SessionSync() {
  const { data, status } = usePortalSession();
  const router = useRouter();

  useEffect(() => {
    if (dropExpiredToken(window.localStorage)) {
      clearQueryCache();
      router.replace('/');
    }
  }, [router]);

  useEffect(() => {
    if (status === 'authenticated' && data?.sessionId) {
      storeSession(window.localStorage, {
        sessionId: data.sessionId,
        expires: data.expires,
        user: data.user,
      });
    } else if (status === 'unauthenticated') {
      clearSession(window.localStorage);
    }
  }, [status, data]);

  return null;
}
