import { clearQueryCache } from '@/lib/query-cache';
import { clearSession } from './browser-storage';
import { nextAuthClient } from './next-auth-client';

/**
 * Signs out: clears the stored token and user and the query cache, then next-auth's signout (which
 * tells the other tabs, whose sessions then read as signed out) and goes to `home`.
 */
export async function signOutEverywhere(home: string): Promise<void> {
  clearSession(window.localStorage);
  clearQueryCache();
  const { signOut } = await nextAuthClient();
  await signOut({ callbackUrl: home });
}
