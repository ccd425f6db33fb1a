import { clearQueryCache } from '@/lib/query-cache';
import { clearSession } from './browser-storage';
import { nextAuthClient } from './next-auth-client';
import { sessionRead } from './session-store';

/**
 * Signs out: clears the stored token and user and the query cache, then next-auth's signout (which
 * tells the other tabs, whose sessions then read as signed out) and goes to `home`.
 *
 * It first waits for the page's first session read: a read still under way would answer after the
 * keys were cleared, with the session it found, and SessionSync would store them again (the read no
 * longer brings the session cookie back: `session-read-cookies.ts`). A click right after a dashboard
 * page loaded did both.
 */
export async function signOutEverywhere(home: string): Promise<void> {
  await sessionRead();
  clearSession(window.localStorage);
  clearQueryCache();
  const { signOut } = await nextAuthClient();
  await signOut({ callbackUrl: home });
}
